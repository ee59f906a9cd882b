import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import { sessions, signinFailures } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildUser, sessionCookieFrom } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';

const lockoutFailures = 3;
const t = useTestApp({ env: { LOCKOUT_FAILURES: String(lockoutFailures), LOCKOUT_MINUTES: '15' } });

function signin(email: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email, password },
    headers: cookie === undefined ? {} : { cookie },
  });
}

async function checkAuthStatus(cookie: string | null): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/check-auth',
    headers: { cookie: cookie ?? '' },
  });
  return response.statusCode;
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
      user: { _id: user.id, username: user.username, email: user.email, roles: [] },
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

  it('gives each browser its own session: two browsers signing in keep two working sessions', async () => {
    const user = await buildUser(t.db);
    const laptop = sessionCookieFrom(
      (await signin(user.email, user.password)).headers['set-cookie'],
    );
    const phone = sessionCookieFrom(
      (await signin(user.email, user.password)).headers['set-cookie'],
    );
    expect(laptop).not.toBe(phone);
    expect(await sessionCount(user)).toBe(2);
    expect(await checkAuthStatus(laptop)).toBe(200);
    expect(await checkAuthStatus(phone)).toBe(200);
  });

  it('rotates the session when the same browser signs in again: the old cookie stops working', async () => {
    const user = await buildUser(t.db);
    const old = sessionCookieFrom((await signin(user.email, user.password)).headers['set-cookie']);
    const again = await signin(user.email, user.password, old ?? undefined);
    const fresh = sessionCookieFrom(again.headers['set-cookie']);

    expect(again.statusCode).toBe(200);
    expect(fresh).not.toBe(old);
    expect(await checkAuthStatus(old)).toBe(401);
    expect(await checkAuthStatus(fresh)).toBe(200);
    expect(await sessionCount(user)).toBe(1);
  });

  it("keeps the browser's session when a sign-in fails", async () => {
    const user = await buildUser(t.db);
    const cookie = sessionCookieFrom(
      (await signin(user.email, user.password)).headers['set-cookie'],
    );
    expect((await signin(user.email, 'wrong password', cookie ?? undefined)).statusCode).toBe(401);
    expect(await checkAuthStatus(cookie)).toBe(200);
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
      .update(signinFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signinFailures.identifier, user.email.toLowerCase()));
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

  it('answers an unknown email or username exactly as a real account, lock included', async () => {
    const user = await buildUser(t.db);
    const unknown = `nobody_${user.username}@example.com`;
    const attempts = async (login: string, lastPassword: string) => {
      const answers = [];
      for (let attempt = 0; attempt < lockoutFailures; attempt += 1) {
        answers.push(await signin(login, 'wrong password'));
      }
      answers.push(await signin(login, lastPassword));
      return answers.map((response) => ({
        status: response.statusCode,
        body: response.json(),
        locked: Number(response.headers['retry-after'] ?? 0) > 14 * 60,
      }));
    };

    const real = await attempts(user.email, user.password);
    const fake = await attempts(unknown.toUpperCase(), 'any password');
    expect(fake).toEqual(real);
    expect(real.map((answer) => answer.status)).toEqual([401, 401, 429, 429]);
    expect(real.at(-1)?.locked).toBe(true);
  });

  it("counts an account's email and username apart, and a success clears both", async () => {
    const user = await buildUser(t.db);
    for (let attempt = 1; attempt < lockoutFailures; attempt += 1) {
      expect((await signin(user.username, 'wrong password')).statusCode).toBe(401);
      expect((await signin(user.email, 'wrong password')).statusCode).toBe(401);
    }
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
    // Neither identifier is one failure away from a lock any more.
    expect((await signin(user.username, 'wrong password')).statusCode).toBe(401);
    expect((await signin(user.email, 'wrong password')).statusCode).toBe(401);
  });
});
