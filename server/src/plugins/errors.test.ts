import { describe, expect, it } from 'vitest';
import { errorMessages, limits } from '@upsolve/contract';
import { createTestApp, createTestDatabase, useTestApp } from '../test/harness.ts';
import { buildUser } from '../test/factories.ts';

const t = useTestApp();

describe('error responses', () => {
  it('answers 413 too_large for a body over 1 MB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: 'big',
        email: 'big@example.com',
        password: 'x'.repeat(limits.bodyBytes),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: errorMessages.tooLarge, code: 'too_large' });
  });

  it('answers a JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('answers 400 when the body is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a&password=b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
  });

  it('tags every response with a request id, keeping a sane incoming X-Request-Id', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-1234' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-1234');

    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unexpected failures', () => {
  it('answer 500 internal without details, and the log names the request id but no secrets', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const broken = await createTestApp({
      database,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const user = await buildUser(database.db);
      // The database goes away under the running app.
      await database.close();
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/signin',
        headers: { cookie: 'upsolve_session=secret-cookie-token', 'x-request-id': 'req-500' },
        payload: { email: user.email, password: user.password },
      });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: errorMessages.internal, code: 'internal' });
      const log = lines.join('');
      expect(log).toContain('"reqId":"req-500"');
      expect(log).toContain('"level":50');
      expect(log).not.toContain('secret-cookie-token');
      expect(log).not.toContain(user.password);
    } finally {
      await broken.app.close();
    }
  });
});
