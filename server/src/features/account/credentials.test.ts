import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages, errorMessages } from '@upsolve/contract';
import { users } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/** Changing the password and the email (docs/product.md, "Account"). */
const t = useTestApp();

const passwordHashOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash;

async function signInAgain(actor: Actor, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email: actor.user.email, password },
  });
}

describe('PUT /api/account/password', () => {
  const url = '/api/account/password';

  it('refuses a signed-out call, even with a bad body', async () => {
    expect((await callAs(t, null, 'PUT', url, { current: 'x', next: 'y' })).statusCode).toBe(401);
    expect((await callAs(t, null, 'PUT', url, {})).statusCode).toBe(401);
  });

  it('refuses a short new password naming the field, and keeps the old one', async () => {
    const ada = await signedInActor(t);
    const before = await passwordHashOf(ada.user.id);
    const response = await callAs(t, ada, 'PUT', url, { current: ada.user.password, next: 'a' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['next']);
    expect(await passwordHashOf(ada.user.id)).toBe(before);
  });

  it('refuses a wrong current password naming it, and ends no session', async () => {
    const ada = await signedInActor(t);
    const otherTab = { cookie: await signInAs(t.app, ada.user) };
    const before = await passwordHashOf(ada.user.id);
    const response = await callAs(t, ada, 'PUT', url, {
      current: 'not my password',
      next: 'a brand new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ current: accountMessages.wrongPassword });
    expect(await passwordHashOf(ada.user.id)).toBe(before);
    expect((await callAs(t, otherTab, 'GET', '/api/check-auth')).statusCode).toBe(200);
  });

  it('locks after as many wrong passwords as sign-in allows, as sign-in does', async () => {
    const ada = await signedInActor(t);
    const wrong = { current: 'not my password', next: 'a brand new password' };
    const answers: number[] = [];
    for (let attempt = 0; attempt < t.config.lockout.failures; attempt += 1) {
      answers.push((await callAs(t, ada, 'PUT', url, wrong)).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    const right = { current: ada.user.password, next: 'a brand new password' };
    expect((await callAs(t, ada, 'PUT', url, right)).statusCode).toBe(429);
  });

  it('changes it, ends every other session and keeps this one', async () => {
    const ada = await signedInActor(t);
    const otherTab = { cookie: await signInAs(t.app, ada.user) };
    const bob = await signedInActor(t);
    expect((await callAs(t, otherTab, 'GET', '/api/check-auth')).statusCode).toBe(200);
    const next = 'a brand new password';
    const response = await callAs(t, ada, 'PUT', url, { current: ada.user.password, next });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.passwordChanged });
    expect((await callAs(t, otherTab, 'GET', '/api/check-auth')).statusCode).toBe(401);
    expect((await callAs(t, ada, 'GET', '/api/check-auth')).statusCode).toBe(200);
    expect((await callAs(t, bob, 'GET', '/api/check-auth')).statusCode).toBe(200);
    expect((await signInAgain(ada, ada.user.password)).statusCode).toBe(401);
    expect((await signInAgain(ada, next)).statusCode).toBe(200);
  });
});

describe('PUT /api/account/email', () => {
  const url = '/api/account/email';
  const emailOf = async (userId: string) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.email;

  it('refuses a signed-out call', async () => {
    const body = { password: 'x', email: 'someone@example.com' };
    expect((await callAs(t, null, 'PUT', url, body)).statusCode).toBe(401);
  });

  it('refuses a malformed address naming the field, and keeps the old one', async () => {
    const ada = await signedInActor(t);
    const response = await callAs(t, ada, 'PUT', url, {
      password: ada.user.password,
      email: 'not an address',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['email']);
    expect(await emailOf(ada.user.id)).toBe(ada.user.email);
  });

  it('refuses a wrong password naming it, and keeps the old address', async () => {
    const ada = await signedInActor(t);
    const response = await callAs(t, ada, 'PUT', url, {
      password: 'not my password',
      email: 'new-ada@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: accountMessages.wrongPassword });
    expect(await emailOf(ada.user.id)).toBe(ada.user.email);
  });

  it("refuses another account's address in any case, as sign-up does", async () => {
    const ada = await signedInActor(t);
    const bob = await buildUser(t.db);
    const response = await callAs(t, ada, 'PUT', url, {
      password: ada.user.password,
      email: bob.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ email: errorMessages.emailTaken });
    expect(await emailOf(ada.user.id)).toBe(ada.user.email);
  });

  it('changes it: the session check and the own profile show the new one at once', async () => {
    const ada = await signedInActor(t);
    const profile = `/api/myprofile/${ada.user.id}`;
    // Both reads are cached before the change: the session lookup and the own profile.
    expect((await callAs(t, ada, 'GET', '/api/check-auth')).json().user.email).toBe(ada.user.email);
    expect((await callAs(t, ada, 'GET', profile)).json().user.email).toBe(ada.user.email);
    const email = `new-${ada.user.email}`;
    const response = await callAs(t, ada, 'PUT', url, { password: ada.user.password, email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: accountMessages.emailChanged,
      user: { _id: ada.user.id, username: ada.user.username, email, roles: [] },
    });
    expect((await callAs(t, ada, 'GET', '/api/check-auth')).json().user.email).toBe(email);
    expect((await callAs(t, ada, 'GET', profile)).json().user.email).toBe(email);
    expect(
      (await signInAgain({ ...ada, user: { ...ada.user, email } }, ada.user.password)).statusCode,
    ).toBe(200);
  });
});
