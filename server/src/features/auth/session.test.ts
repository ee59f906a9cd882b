import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import { sessions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildUser, sessionCookieFrom, signInAs } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';

const t = useTestApp({ env: { SESSION_TTL_DAYS: '30' } });
const dayMs = 24 * 60 * 60 * 1000;

function checkAuth(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/check-auth',
    headers: cookie === undefined ? {} : { cookie },
  });
}

async function sessionsOf(user: TestUser) {
  return t.db.select().from(sessions).where(eq(sessions.userId, user.id));
}

describe('GET /api/check-auth', () => {
  it('answers {user} for a signed-in user', async () => {
    const user = await buildUser(t.db);
    const response = await checkAuth(await signInAs(t.app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { _id: user.id, username: user.username, email: user.email, roles: [] },
    });
  });

  it('answers 401 without a cookie', async () => {
    const response = await checkAuth();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: errorMessages.unauthenticated,
      code: 'unauthenticated',
    });
  });

  it('answers 401 for a garbage or forged cookie', async () => {
    for (const cookie of [
      'upsolve_session=garbage',
      'upsolve_session=',
      `upsolve_session=${'A'.repeat(43)}`,
      'other_cookie=1',
    ]) {
      expect((await checkAuth(cookie)).statusCode).toBe(401);
    }
  });

  it('answers 401 once the session has expired', async () => {
    const user = await buildUser(t.db);
    const cookie = await signInAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('does not touch a fresh session (no write, no new cookie)', async () => {
    const user = await buildUser(t.db);
    const cookie = await signInAs(t.app, user);
    const [before] = await sessionsOf(user);

    const response = await checkAuth(cookie);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [after] = await sessionsOf(user);
    expect(after?.expiresAt).toEqual(before?.expiresAt);
  });

  it('slides the expiry forward once less than half of the lifetime remains', async () => {
    const user = await buildUser(t.db);
    const cookie = await signInAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * dayMs) })
      .where(eq(sessions.userId, user.id));

    const response = await checkAuth(cookie);
    expect(response.statusCode).toBe(200);
    expect(sessionCookieFrom(response.headers['set-cookie'])).toBe(cookie);
    expect(String(response.headers['set-cookie'])).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    const [after] = await sessionsOf(user);
    const remainingDays = ((after?.expiresAt.getTime() ?? 0) - Date.now()) / dayMs;
    expect(remainingDays).toBeGreaterThan(29.9);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session row, clears the cookie, and the old cookie no longer works', async () => {
    const user = await buildUser(t.db);
    const cookie = await signInAs(t.app, user);
    const otherDevice = await signInAs(t.app, user);
    expect(await sessionsOf(user)).toHaveLength(2);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect(String(response.headers['set-cookie'])).toMatch(
      /^upsolve_session=;.*Expires=Thu, 01 Jan 1970/,
    );

    expect((await checkAuth(cookie)).statusCode).toBe(401);
    // Only this device is signed out.
    expect(await sessionsOf(user)).toHaveLength(1);
    expect((await checkAuth(otherDevice)).statusCode).toBe(200);
  });

  it('answers 200 for a signed-out visitor and deletes nothing', async () => {
    const user = await buildUser(t.db);
    await signInAs(t.app, user);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(await sessionsOf(user)).toHaveLength(1);
  });
});
