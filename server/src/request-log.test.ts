import { describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from './test/harness.ts';

/** Starts an app at `level`, asks for the health probe once and returns the log lines written. */
async function logLinesOfOneRequest(level: string): Promise<string[]> {
  const lines: string[] = [];
  const database = await createTestDatabase();
  const logged = await createTestApp({
    database,
    env: { LOG_LEVEL: level },
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    const response = await logged.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-log-1' },
    });
    expect(response.statusCode).toBe(200);
    return lines;
  } finally {
    await logged.app.close();
    await database.close();
  }
}

describe('request log', () => {
  it('writes nothing for an ordinary request at the default level, so `npm start` stays readable', async () => {
    const lines = await logLinesOfOneRequest('info');
    expect(lines.filter((line) => line.includes('req-log-1'))).toEqual([]);
  });

  it('writes the request and its outcome at debug, with its id, status and time', async () => {
    const lines = await logLinesOfOneRequest('debug');
    const entries: unknown[] = lines
      .filter((line) => line.includes('"reqId":"req-log-1"'))
      .map((line) => JSON.parse(line));
    expect(entries).toEqual([
      expect.objectContaining({
        msg: 'incoming request',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
      }),
      expect.objectContaining({
        msg: 'request completed',
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
