import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import { users } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import { buildUser, signInAs, uniqueUsername } from '../test/factories.ts';

const t = useTestApp({
  env: {
    RATE_LIMIT_SIGNIN_PER_MIN: '2',
    RATE_LIMIT_SIGNUP_PER_HOUR: '1',
    RATE_LIMIT_WRITES_PER_MIN: '2',
    RATE_LIMIT_READS_PER_MIN: '3',
  },
});

function expectRateLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: errorMessages.rateLimited, code: 'rate_limited' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

function fromAddress(remoteAddress: string) {
  return { remoteAddress };
}

describe('rate limits', () => {
  it('limits sign-up per IP per hour and stores nothing once refused', async () => {
    const address = fromAddress('10.0.0.1');
    const signup = () => {
      const username = uniqueUsername('limited');
      return t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { username, email: `${username}@example.com`, password: 'a good password' },
        ...address,
      });
    };
    expect((await signup()).statusCode).toBe(201);
    const before = await userCount();
    const refused = await signup();
    expectRateLimited(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await userCount()).toBe(before);

    // Another address has its own budget.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: uniqueUsername('other'),
        email: 'other-address@example.com',
        password: 'a good password',
      },
      ...fromAddress('10.0.0.2'),
    });
    expect(other.statusCode).toBe(201);
  });

  it('limits sign-in attempts per IP per minute, right password or not', async () => {
    const user = await buildUser(t.db);
    const signin = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: user.email, password },
        ...fromAddress('10.0.1.1'),
      });
    expect((await signin('wrong password')).statusCode).toBe(401);
    expect((await signin(user.password)).statusCode).toBe(200);
    const refused = await signin(user.password);
    expectRateLimited(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('limits other writes per address for signed-out visitors', async () => {
    const logout = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/logout', ...fromAddress(remoteAddress) });
    expect((await logout('10.0.2.1')).statusCode).toBe(200);
    expect((await logout('10.0.2.1')).statusCode).toBe(200);
    expectRateLimited(await logout('10.0.2.1'));
    expect((await logout('10.0.2.2')).statusCode).toBe(200);
  });

  it('limits reads per user, each user with a budget of their own', async () => {
    const alice = await buildUser(t.db);
    const bob = await buildUser(t.db);
    const aliceCookie = await signInAs(t.app, alice);
    const bobCookie = await signInAs(t.app, bob);
    const checkAuth = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } });

    for (let call = 0; call < 3; call += 1)
      expect((await checkAuth(aliceCookie)).statusCode).toBe(200);
    expectRateLimited(await checkAuth(aliceCookie));
    expect((await checkAuth(bobCookie)).statusCode).toBe(200);
  });

  it('counts signed-out calls per address before answering 401, each address on its own', async () => {
    const dashboard = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/dashboard', ...fromAddress(remoteAddress) });
    for (let call = 0; call < 3; call += 1) {
      expect((await dashboard('10.0.4.1')).statusCode).toBe(401);
    }
    expectRateLimited(await dashboard('10.0.4.1'));
    expect((await dashboard('10.0.4.2')).statusCode).toBe(401);
  });

  it('stops a flood of made-up session cookies from one address at its budget', async () => {
    const withMadeUpCookie = (call: number) =>
      t.app.inject({
        method: 'GET',
        url: '/api/problem/00000000-0000-4000-8000-000000000000',
        headers: { cookie: `upsolve_session=made-up-${call}` },
        ...fromAddress('10.0.5.1'),
      });
    for (let call = 0; call < 3; call += 1) {
      expect((await withMadeUpCookie(call)).statusCode).toBe(401);
    }
    for (let call = 3; call < 6; call += 1) expectRateLimited(await withMadeUpCookie(call));
  });

  it('never limits the health probes', async () => {
    for (let call = 0; call < 6; call += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        ...fromAddress('10.0.3.1'),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
