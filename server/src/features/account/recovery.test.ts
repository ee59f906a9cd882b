import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages, resetLinkMinutes } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { startFakeSmtp } from '../../test/fake-smtp.ts';
import type { FakeSmtp } from '../../test/fake-smtp.ts';
import { createTestApp, lazyTestApp, useTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf } from '../../test/sockets.ts';
import { createResetLink } from './recovery.ts';

/**
 * A forgotten password (docs/product.md, "Forgotten password"): GET /api/account/recovery,
 * POST /api/account/forgot (a link by mail, through a fake SMTP server) and POST
 * /api/account/reset (the link, once, within its minutes; every session ends).
 */
let smtp: FakeSmtp | undefined;
let current: TestApp | undefined;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  current = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await current?.close();
  await smtp?.close();
});
afterEach(() => {
  closeSockets();
  vi.useRealTimers();
});
const t = lazyTestApp(() => current);
const mails = () => {
  if (smtp === undefined) throw new Error('beforeAll did not start the fake SMTP server');
  return smtp;
};

const newPassword = 'a brand new passphrase';
const forgot = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/account/forgot', payload: { email } });
const reset = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/account/reset', payload: body });
const signIn = (user: Pick<TestUser, 'email'>, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/signin', payload: { email: user.email, password } });
const signedInAs = async (actor: Pick<Actor, 'cookie'>) =>
  (await callAs(t, actor, 'GET', '/api/check-auth')).statusCode === 200;

/** Asks for a link for `user` and reads it from the mail that arrives. */
async function mailedLink(user: TestUser): Promise<{ link: string; token: string }> {
  const answer = await forgot(user.email.toUpperCase());
  expect(answer.statusCode).toBe(200);
  const mail = await mails().nextMail();
  expect(mail.to).toEqual([user.email]);
  const link = /http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.raw)?.[0];
  if (link === undefined) throw new Error(`No link in the mail:\n${mail.raw}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

describe('GET /api/account/recovery', () => {
  it('says mail can be sent when SMTP_URL is set, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/recovery' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ byMail: true });
  });
});

describe('POST /api/account/forgot', () => {
  it('answers an unknown address as a known one, and mails only the account a working link', async () => {
    const user = await buildUser(t.db);
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(user.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: accountMessages.forgotSent });
    // The first mail to arrive is the account's: the unknown address got none.
    const mail = await mails().nextMail();
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain(user.username);
    expect(mail.raw).toContain(`${resetLinkMinutes} minutes`);
    expect(mail.raw).toMatch(/From: Upsolve <no-reply@localhost>/);
  });

  it('answers 400 naming the email for a malformed address', async () => {
    for (const email of ['not an address', '', 42]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['email']);
    }
  });
});

describe('POST /api/account/reset', () => {
  it('sets the password with the mailed link and ends every session of the account', async () => {
    const user = await buildUser(t.db);
    const [first, second] = [
      { cookie: await signInAs(t.app, user) },
      { cookie: await signInAs(t.app, user) },
    ];
    const { socket } = await connectedSocketOf(t, { user, cookie: first.cookie });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const { token } = await mailedLink(user);

    const response = await reset({ token, password: newPassword });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.passwordReset });
    await disconnected;
    expect(await signedInAs(first)).toBe(false);
    expect(await signedInAs(second)).toBe(false);
    expect((await signIn(user, user.password)).statusCode).toBe(401);
    expect((await signIn(user, newPassword)).statusCode).toBe(200);
  });

  it('works once: the used link is refused, naming the token, and the password stays', async () => {
    const user = await buildUser(t.db);
    const { token } = await mailedLink(user);
    expect((await reset({ token, password: newPassword })).statusCode).toBe(200);
    const again = await reset({ token, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: accountMessages.resetLinkInvalid,
      fields: { token: accountMessages.resetLinkInvalid },
    });
    expect((await signIn(user, newPassword)).statusCode).toBe(200);
  });

  it(`refuses a link after ${resetLinkMinutes} minutes`, async () => {
    const user = await buildUser(t.db);
    const made = await createResetLink(t.db, user.username, t.config.publicUrl);
    const token = new URL(made?.link ?? 'http://x/').searchParams.get('token') ?? '';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + resetLinkMinutes * 60_000 + 1000 });
    const late = await reset({ token, password: newPassword });
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().fields)).toEqual(['token']);
    vi.useRealTimers();
    expect((await signIn(user, user.password)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for an unknown token or bad input', async () => {
    const unknown = await reset({ token: 'made-up', password: newPassword });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ token: accountMessages.resetLinkInvalid });
    const cases: [object, string][] = [
      [{ password: newPassword }, 'token'],
      [{ token: '', password: newPassword }, 'token'],
      [{ token: 'x'.repeat(201), password: newPassword }, 'token'],
      [{ token: 'made-up', password: 'short' }, 'password'],
      [{ token: 'made-up' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const response = await reset(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });

  it('leaves a signed-in visitor who is not the account alone', async () => {
    const [owner, bystander] = [await buildUser(t.db), await signedInActor(t)];
    const { token } = await mailedLink(owner);
    expect((await reset({ token, password: newPassword })).statusCode).toBe(200);
    expect(await signedInAs(bystander)).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  const plain = useTestApp({ env: { RATE_LIMIT_FORGOT_PER_HOUR: '3' } });

  it('says no mail can be sent, answers forgot the same, and limits it per address', async () => {
    const user = await buildUser(plain.db);
    const recovery = await plain.app.inject({ method: 'GET', url: '/api/account/recovery' });
    expect(recovery.json()).toEqual({ byMail: false });
    const ask = (email: string) =>
      plain.app.inject({ method: 'POST', url: '/api/account/forgot', payload: { email } });
    const known = await ask(user.email);
    const unknown = await ask('nobody-here@example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    expect((await ask(user.email)).statusCode).toBe(200);
    expect((await ask(user.email)).statusCode).toBe(429);
  });
});
