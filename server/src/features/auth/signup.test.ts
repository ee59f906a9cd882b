import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import { sessions, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildUser, sessionCookieFrom, signInAs, uniqueUsername } from '../../test/factories.ts';

const t = useTestApp();

function signup(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/signup', payload: payload as object });
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

function validSignup() {
  const username = uniqueUsername('new');
  return { username, email: `${username}@example.com`, password: 'a good password' };
}

describe('POST /api/signup', () => {
  it('creates the account, answers 201 {user} with only public fields and sets the session cookie', async () => {
    const body = validSignup();
    const response = await signup(body);

    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(Object.keys(json)).toEqual(['user']);
    expect(Object.keys(json.user).sort()).toEqual(['_id', 'email', 'roles', 'username']);
    expect(json.user.roles).toEqual([]);
    expect(json.user).toMatchObject({ username: body.username, email: body.email });
    expect(response.body).not.toContain('argon2');

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^upsolve_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    const cookie = sessionCookieFrom(response.headers['set-cookie']);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check-auth',
      headers: { cookie: cookie ?? '' },
    });
    expect(check.json()).toEqual({ user: json.user });
  });

  it('stores an argon2id hash with the OWASP parameters and only the SHA-256 of the token', async () => {
    const body = validSignup();
    const response = await signup(body);
    const token = (sessionCookieFrom(response.headers['set-cookie']) ?? '').split('=')[1] ?? '';

    const [row] = await t.db.select().from(users).where(eq(users.username, body.username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it('ends the session the browser held before signing up (rotation), but not on a failed sign-up', async () => {
    const previous = await buildUser(t.db);
    const oldCookie = await signInAs(t.app, previous);
    const checkAuth = (cookie: string | null) =>
      t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie: cookie ?? '' } });

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...validSignup(), username: previous.username },
      headers: { cookie: oldCookie },
    });
    expect(taken.statusCode).toBe(409);
    expect((await checkAuth(oldCookie)).statusCode).toBe(200);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: validSignup(),
      headers: { cookie: oldCookie },
    });
    expect(created.statusCode).toBe(201);
    expect((await checkAuth(oldCookie)).statusCode).toBe(401);
    const fresh = await checkAuth(sessionCookieFrom(created.headers['set-cookie']));
    expect(fresh.json()).toEqual({ user: created.json().user });
  });

  it('trims the username and email before storing them', async () => {
    const body = validSignup();
    const response = await signup({
      ...body,
      username: `  ${body.username} `,
      email: ` ${body.email}`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ username: body.username, email: body.email });
  });

  it.each([
    ['username', 'Username is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
  ])('answers 400 naming %s when it is missing, and stores nothing', async (field, message) => {
    const before = await userCount();
    const body = Object.fromEntries(
      Object.entries(validSignup()).filter(([name]) => name !== field),
    );
    const response = await signup(body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation', fields: { [field]: message } });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'has space', 'Username may contain only letters, digits, _ . and -'],
    ['email', 'not-an-email', 'Enter a valid email address'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['password', 'x'.repeat(257), 'Password must be at most 256 characters'],
  ])('answers 400 naming %s when it is %j', async (field, value, message) => {
    const before = await userCount();
    const response = await signup({ ...validSignup(), [field]: value });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await userCount()).toBe(before);
  });

  it('accepts a password of exactly 256 characters', async () => {
    const response = await signup({ ...validSignup(), password: 'p'.repeat(256) });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 naming every field when the body is empty or not JSON', async () => {
    const empty = await signup({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(['email', 'password', 'username']);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('validation');
  });

  it('answers 409 naming the username when it is taken in any letter case, and stores nothing', async () => {
    const existing = await buildUser(t.db, { username: uniqueUsername('Taken') });
    const before = await userCount();
    const response = await signup({
      ...validSignup(),
      username: existing.username.toUpperCase(),
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: errorMessages.usernameTaken,
      code: 'conflict',
      fields: { username: errorMessages.usernameTaken },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('answers 409 naming the email when it is taken in any letter case', async () => {
    const existing = await buildUser(t.db);
    const response = await signup({ ...validSignup(), email: existing.email.toUpperCase() });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(errorMessages.emailTaken);
    expect(response.json().fields).toEqual({ email: errorMessages.emailTaken });
  });

  it('lets exactly one of two simultaneous sign-ups with the same username succeed', async () => {
    const username = uniqueUsername('race');
    const responses = await Promise.all(
      ['a', 'b'].map((suffix) =>
        signup({
          username,
          email: `${username}-${suffix}@example.com`,
          password: 'a good password',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});
