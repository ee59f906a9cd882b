import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, limits } from '@upsolve/contract';
import { errorsPlugin } from './errors.ts';
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

  it('answers 415 naming JSON when the body has another content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a&password=b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Unsupported content type: send the request body as JSON',
      code: 'validation',
      fields: { body: 'Use Content-Type: application/json' },
    });
  });

  it('answers 400 "not valid JSON" only when the JSON body is broken', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'validation',
      fields: { body: 'Not valid JSON' },
    });
  });

  it('answers 400 saying the body is empty when a JSON request has none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is empty but its content type is JSON',
      code: 'validation',
      fields: { body: 'Required' },
    });
  });

  it('answers 400 in the API shape, with a request id, for a malformed URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/problem/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({
      message: 'The request URL is malformed',
      code: 'validation',
    });
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

describe('client errors raised by plugins', () => {
  // A bare app with only the error handler: the status comes from a plugin's error, as
  // @fastify/static's 416 or a router's 405 would.
  const bare = Fastify();
  const statuses = [405, 406, 409, 412, 414, 416, 422, 503];

  beforeAll(async () => {
    await bare.register(errorsPlugin);
    bare.get('/status/:status', async (request) => {
      const { status } = request.params as { status: string };
      throw Object.assign(new Error('internal detail /srv/secret'), { status: Number(status) });
    });
    await bare.ready();
  });
  afterAll(() => bare.close());

  async function statusResponse(status: number) {
    return bare.inject({ method: 'GET', url: `/status/${status}` });
  }

  it('keep their 4xx status with the nearest code and the status text as message', async () => {
    const answers = await Promise.all(statuses.slice(0, -1).map(statusResponse));
    expect(answers.map((response) => [response.statusCode, response.json()])).toEqual([
      [405, { message: 'Method Not Allowed', code: 'not_found' }],
      [406, { message: 'Not Acceptable', code: 'validation' }],
      [409, { message: 'Conflict', code: 'conflict' }],
      [412, { message: 'Precondition Failed', code: 'conflict' }],
      [414, { message: 'URI Too Long', code: 'too_large' }],
      [416, { message: 'Range Not Satisfiable', code: 'validation' }],
      [422, { message: 'Unprocessable Entity', code: 'validation' }],
    ]);
  });

  it('but a 5xx is an internal error without details', async () => {
    const response = await statusResponse(503);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: errorMessages.internal, code: 'internal' });
  });
});
