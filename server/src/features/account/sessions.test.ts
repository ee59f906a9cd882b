import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages, accountTexts } from '@upsolve/contract';
import type { AccountSession } from '@upsolve/contract';
import { sessions } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { sessionCookieFrom, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { baseUrlOf, closeSockets, connectedSocketOf } from '../../test/sockets.ts';
import type { ClientSocket } from '../../test/sockets.ts';
import { deviceOf } from './presenter.ts';

/** One's signed-in sessions: the list, "Sign out", "Sign out everywhere else". */
const t = useTestApp();
afterEach(closeSockets);

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs `actor` in again from a browser with this User-Agent: another session of theirs. */
async function signInFrom(actor: Actor, userAgent: string): Promise<Actor> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signin',
    headers: { 'user-agent': userAgent },
    payload: { email: actor.user.email, password: actor.user.password },
  });
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  if (cookie === null) throw new Error('No session cookie');
  return { user: actor.user, cookie };
}

const listOf = async (actor: Actor): Promise<AccountSession[]> =>
  (await callAs(t, actor, 'GET', '/api/account/sessions')).json().sessions;

const closedByServer = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('naming a device', () => {
  it('names browser and system, or says it does not know', () => {
    expect(deviceOf(chromeOnLinux)).toBe('Chrome on Linux');
    expect(deviceOf(firefoxOnWindows)).toBe('Firefox on Windows');
    expect(deviceOf('')).toBe(accountTexts.unknownDevice);
    expect(deviceOf('curl-ish/1')).toBe(accountTexts.unknownDevice);
  });
});

describe('GET /api/account/sessions', () => {
  it('refuses a signed-out call', async () => {
    expect((await callAs(t, null, 'GET', '/api/account/sessions')).statusCode).toBe(401);
  });

  it("lists one's own sessions, this one first and marked, with their devices", async () => {
    const ada = await signedInActor(t);
    const onChrome = await signInFrom(ada, chromeOnLinux);
    const onFirefox = await signInFrom(ada, firefoxOnWindows);
    await signedInActor(t);
    const list = await listOf(onFirefox);
    expect(list.map((session) => [session.device, session.current])).toEqual([
      ['Firefox on Windows', true],
      // Never used since sign-in: ordered by when they were last seen, the newest first.
      ['Chrome on Linux', false],
      [accountTexts.unknownDevice, false],
    ]);
    expect(JSON.stringify(list)).not.toContain(onChrome.cookie.split('=')[1]);
  });

  it('keeps "last seen" within 5 minutes without a write per request', async () => {
    const ada = await signedInActor(t);
    const other = await signInFrom(ada, chromeOnLinux);
    const [, before] = await listOf(ada);
    const otherId = String(before?.id);
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.id, otherId));
    // The other session's first request reads it from the database and marks it seen now.
    const seen = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.id, otherId)))[0]?.lastSeenAt;
    expect((await callAs(t, other, 'GET', '/api/check-auth')).statusCode).toBe(200);
    const marked = await seen();
    expect(marked?.getTime()).toBeGreaterThan(longAgo.getTime());
    // Seen a moment ago: the next request leaves it as it is.
    await t.db.update(sessions).set({ lastSeenAt: marked }).where(eq(sessions.id, otherId));
    expect((await callAs(t, other, 'GET', '/api/check-auth')).statusCode).toBe(200);
    expect(await seen()).toEqual(marked);
  });
});

describe('DELETE /api/account/sessions/{sessionId}', () => {
  it('refuses a signed-out call', async () => {
    const url = `/api/account/sessions/${unknownId}`;
    expect((await callAs(t, null, 'DELETE', url)).statusCode).toBe(401);
  });

  it('refuses a malformed id naming it', async () => {
    const ada = await signedInActor(t);
    const response = await callAs(t, ada, 'DELETE', '/api/account/sessions/not-an-id');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['sessionId']);
  });

  it("answers another user's session and an unknown one as not found, and ends neither", async () => {
    const ada = await signedInActor(t);
    const bob = await signedInActor(t);
    const [bobsSession] = await listOf(bob);
    for (const id of [String(bobsSession?.id), unknownId]) {
      const response = await callAs(t, ada, 'DELETE', `/api/account/sessions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(accountMessages.sessionNotFound);
    }
    expect((await callAs(t, bob, 'GET', '/api/check-auth')).statusCode).toBe(200);
  });

  it('signs that session out: its next request is a 401 and its socket closes', async () => {
    const ada = await signedInActor(t);
    const laptop = await signInFrom(ada, chromeOnLinux);
    expect((await callAs(t, laptop, 'GET', '/api/check-auth')).statusCode).toBe(200);
    const { socket } = await connectedSocketOf(t, laptop);
    const closed = closedByServer(socket);
    const [, laptopSession] = await listOf(ada);
    const response = await callAs(
      t,
      ada,
      'DELETE',
      `/api/account/sessions/${String(laptopSession?.id)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.sessionEnded });
    expect(await closed).toBe('io server disconnect');
    expect((await callAs(t, laptop, 'GET', '/api/check-auth')).statusCode).toBe(401);
    expect((await listOf(ada)).map((session) => session.current)).toEqual([true]);
  });
});

describe('DELETE /api/account/sessions', () => {
  it('refuses a signed-out call', async () => {
    expect((await callAs(t, null, 'DELETE', '/api/account/sessions')).statusCode).toBe(401);
  });

  it('signs out every other session and their sockets, not this one nor its socket', async () => {
    const ada = await signedInActor(t);
    const others = [await signInFrom(ada, chromeOnLinux), await signInFrom(ada, firefoxOnWindows)];
    const bob = await signedInActor(t);
    const mine = await connectedSocketOf(t, ada);
    const theirs = await connectedSocketOf(t, others[0] ?? ada);
    const closed = closedByServer(theirs.socket);
    const response = await callAs(t, ada, 'DELETE', '/api/account/sessions');
    expect(response.json()).toEqual({ message: accountMessages.otherSessionsEnded });
    expect(await closed).toBe('io server disconnect');
    for (const other of others) {
      expect((await callAs(t, other, 'GET', '/api/check-auth')).statusCode).toBe(401);
    }
    expect(mine.socket.connected).toBe(true);
    expect((await callAs(t, ada, 'GET', '/api/check-auth')).statusCode).toBe(200);
    expect((await callAs(t, bob, 'GET', '/api/check-auth')).statusCode).toBe(200);
  });
});

describe('a socket whose session expires', () => {
  it('closes at the expiry, moved when the session was extended meanwhile', async () => {
    // Signed in but not yet used: the handshake is this node's first lookup of the session.
    const ada = await signedInActor(t);
    const expireAt = async (at: Date) =>
      t.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.userId, ada.user.id));
    // Listening first, and room for a slow handshake (a loaded machine) before the first expiry.
    await baseUrlOf(t);
    const first = Date.now() + 3_000;
    await expireAt(new Date(first));
    const { socket } = await connectedSocketOf(t, ada);
    const closed = closedByServer(socket);
    // A request elsewhere slides the expiry on: the socket's timer finds the new one and waits.
    const moved = new Date(first + 500);
    await expireAt(moved);
    expect(await closed).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(moved.getTime());
    expect((await callAs(t, ada, 'GET', '/api/check-auth')).statusCode).toBe(401);
  });
});
