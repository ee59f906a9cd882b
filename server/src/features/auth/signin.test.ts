import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import { sessions, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildUser, sessionCookieFrom } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';

const lockoutFailures = 3;
const t = useTestApp({ env: { LOCKOUT_FAILURES: String(lockoutFailures), LOCKOUT_MINUTES: '15' } });

function signin(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password } });
}

async function sessionCount(user: TestUser): Promise<number> {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  return row?.count ?? 0;
}

describe('POST /api/signin', () => {
  it('signs in by email in any letter case: 200 {user} and a new session cookie', async () => {
    const user = await buildUser(t.db);
    const response = await signin(user.email.toUpperCase(), user.password);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { _id: user.id, username: user.username, email: user.email },
    });
    expect(response.body).not.toContain('argon2');
    expect(sessionCookieFrom(response.headers['set-cookie'])).not.toBeNull();
  });

  it('signs in by username in any letter case', async () => {
    const user = await buildUser(t.db);
    const response = await signin(user.username.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(user.id);
  });

  it('gives every sign-in its own token: signing in twice leaves two working sessions', async () => {
    const user = await buildUser(t.db);
    const first = sessionCookieFrom(
      (await signin(user.email, user.password)).headers['set-cookie'],
    );
    const second = sessionCookieFrom(
      (await signin(user.email, user.password)).headers['set-cookie'],
    );
    expect(first).not.toBe(second);
    expect(await sessionCount(user)).toBe(2);
  });

  it('answers 401 with the same message for an unknown account and a wrong password', async () => {
    const user = await buildUser(t.db);
    const unknown = await signin('nobody-here@example.com', user.password);
    const wrong = await signin(user.email, `${user.password}!`);

    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: errorMessages.invalidCredentials,
        code: 'unauthenticated',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount(user)).toBe(0);
  });

  it('answers 400 naming the field when email or password is missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Email or username is required',
      password: 'Password is required',
    });
  });

  it(`locks the account after ${lockoutFailures} failures in a row: 429 with Retry-After, even for the right password`, async () => {
    const user = await buildUser(t.db);
    for (let attempt = 1; attempt < lockoutFailures; attempt += 1) {
      expect((await signin(user.email, 'wrong password')).statusCode).toBe(401);
    }
    const locking = await signin(user.email, 'wrong password');
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toEqual({ message: errorMessages.accountLocked, code: 'rate_limited' });

    const rightPassword = await signin(user.email, user.password);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json().message).toBe(errorMessages.accountLocked);
    const retryAfter = Number(rightPassword.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(rightPassword.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount(user)).toBe(0);
  });

  it('lets the right password in once the lock has passed', async () => {
    const user = await buildUser(t.db);
    for (let attempt = 0; attempt < lockoutFailures; attempt += 1) {
      await signin(user.email, 'wrong password');
    }
    expect((await signin(user.email, user.password)).statusCode).toBe(429);

    await t.db
      .update(users)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
  });

  it('starts the count again after a success', async () => {
    const user = await buildUser(t.db);
    for (let attempt = 1; attempt < lockoutFailures; attempt += 1) {
      await signin(user.email, 'wrong password');
    }
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
    // The same number of failures again does not lock: the success reset the count.
    for (let attempt = 1; attempt < lockoutFailures; attempt += 1) {
      expect((await signin(user.email, 'wrong password')).statusCode).toBe(401);
    }
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts failures of simultaneous attempts without losing any', async () => {
    const user = await buildUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: lockoutFailures }, () => signin(user.email, 'wrong password')),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([401, 401, 429]);
    expect((await signin(user.email, user.password)).statusCode).toBe(429);
  });

  it('does not lock other accounts', async () => {
    const victim = await buildUser(t.db);
    const bystander = await buildUser(t.db);
    for (let attempt = 0; attempt < lockoutFailures; attempt += 1) {
      await signin(victim.email, 'wrong password');
    }
    expect((await signin(bystander.email, bystander.password)).statusCode).toBe(200);
  });
});
