import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema/index.ts';
import { callAs, signedInActor } from '../test/actors.ts';
import { createTestApp } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { withoutQueryValues } from './log-serializers.ts';

/** Logs never carry what users wrote (docs/product.md, "Privacy"). */
describe('log lines', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keep a query string’s names but not its values', async () => {
    const viewer = await signedInActor(t);
    const response = await callAs(t, viewer, 'GET', '/api/searchuser?query=wombatsecret&limit=5');
    expect(response.statusCode).toBe(200);
    const logged = lines.filter((line) => line.includes('/api/searchuser'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('/api/searchuser?query=[redacted]&limit=[redacted]');
    expect(lines.join('\n')).not.toContain('wombatsecret');
  });

  it('name a failed query by its SQL and constraint, without the values it carried', async () => {
    const writer = await signedInActor(t);
    const id = writer.user.id;
    const failure = await t.db
      .insert(messages)
      .values({
        senderId: id,
        receiverId: id,
        firstUserId: id,
        secondUserId: id,
        content: 'my private platypus words',
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    t.app.log.error({ err: failure }, 'unhandled error');
    const line = lines.at(-1) ?? '';
    expect(line).not.toContain('platypus');
    const logged: unknown = JSON.parse(line);
    expect(logged).toMatchObject({
      msg: 'unhandled error',
      err: {
        query: expect.stringContaining('insert into "messages"'),
        cause: { constraint: 'messages_not_self_check' },
      },
    });
  });

  it('redact every value of a query string, and leave a path without one alone', () => {
    expect(withoutQueryValues('/api/dashboard')).toBe('/api/dashboard');
    expect(withoutQueryValues('/api/x?a=1&b&c=%20x')).toBe(
      '/api/x?a=[redacted]&b=[redacted]&c=[redacted]',
    );
  });
});
