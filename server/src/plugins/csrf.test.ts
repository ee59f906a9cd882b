import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import { users } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import { uniqueUsername } from '../test/factories.ts';

const devServer = 'http://localhost:5173';
const t = useTestApp({
  env: {
    PUBLIC_URL: 'https://upsolve.example',
    ALLOWED_ORIGINS: `${devServer}, https://front.example/`,
  },
});

function signupFrom(headers: Record<string, string>) {
  const username = uniqueUsername('csrf');
  return t.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers,
    payload: { username, email: `${username}@example.com`, password: 'a good password' },
  });
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

describe('CSRF guard', () => {
  it('refuses a write from another site by its Origin (403) and stores nothing', async () => {
    const before = await userCount();
    const response = await signupFrom({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorMessages.crossSite, code: 'forbidden' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a write the browser marks Sec-Fetch-Site: cross-site', async () => {
    const response = await signupFrom({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an opaque "null" Origin', async () => {
    expect((await signupFrom({ origin: 'null' })).statusCode).toBe(403);
  });

  it('passes a write from PUBLIC_URL', async () => {
    const response = await signupFrom({
      origin: 'https://upsolve.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(201);
  });

  it("passes a write whose Origin is the request's own host", async () => {
    const response = await signupFrom({ host: '10.1.2.3:3000', origin: 'http://10.1.2.3:3000' });
    expect(response.statusCode).toBe(201);
  });

  it('passes a write without Origin (curl, scripts)', async () => {
    expect((await signupFrom({})).statusCode).toBe(201);
  });

  it('passes a write from ALLOWED_ORIGINS, even when the browser says cross-site', async () => {
    expect((await signupFrom({ origin: devServer })).statusCode).toBe(201);
    const response = await signupFrom({
      origin: 'https://front.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(201);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('answers a preflight from ALLOWED_ORIGINS with credentials allowed', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/signin',
      headers: {
        origin: devServer,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(devServer);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('exposes the paging headers to allowed origins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: devServer },
    });
    expect(response.headers['access-control-allow-origin']).toBe(devServer);
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Next-Cursor');
  });

  it('gives other origins no CORS headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/signin',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    // Without Access-Control-Allow-Origin the browser refuses to share the response.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const response = await signupFrom({});
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });
});
