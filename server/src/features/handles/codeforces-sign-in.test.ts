import { beforeEach, describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { signInAs } from '../../test/factories.ts';
import { nextRun } from '../../test/jobs.ts';
import {
  codeforcesOAuthEnv,
  serveCodeforcesOAuth,
} from '../../test/outside-sites/codeforces-oauth.ts';
import type { CodeforcesOAuthState } from '../../test/outside-sites/codeforces-oauth.ts';
import {
  freshHandle,
  recordedSubmissions,
  serveHandleSites,
} from '../../test/outside-sites/handles.ts';
import { useHandlesApp } from '../../test/outside-sites/handles-app.ts';

/** "Link with Codeforces": Codeforces' OpenID Connect sign-in against the fake Codeforces. */
const app = useHandlesApp(codeforcesOAuthEnv);
let oauth: CodeforcesOAuthState;
const flowCookieName = 'upsolve_cf_sign_in';

beforeEach(async () => {
  await serveHandleSites(app.fake, await recordedSubmissions());
  oauth = serveCodeforcesOAuth(app.fake, freshHandle(app.fake));
});

interface Started {
  /** The flow's cookie, as the browser keeps it. */
  flow: string;
  /** The callback, path and query, where Codeforces sends the browser back. */
  callback: string;
}

/** Starts the sign-in as `actor` and goes through the fake Codeforces' sign-in page. */
async function signInAtCodeforces(actor: Actor): Promise<Started> {
  const started = await callAs(app.t, actor, 'POST', '/api/handles/codeforces/sign-in');
  expect(started.statusCode, started.body).toBe(200);
  const flow = started.cookies.find((cookie) => cookie.name === flowCookieName);
  if (flow === undefined) throw new Error('The sign-in set no flow cookie');
  const atCodeforces = await fetch(started.json().url, { redirect: 'manual' });
  const back = new URL(atCodeforces.headers.get('location') ?? '');
  return { flow: flow.value, callback: `${back.pathname}${back.search}` };
}

const callback = (actor: Actor | null, url: string, flow?: string) =>
  app.t.app.inject({
    method: 'GET',
    url,
    headers: {
      cookie: [actor?.cookie, flow === undefined ? undefined : `${flowCookieName}=${flow}`]
        .filter((part) => part !== undefined)
        .join('; '),
    },
  });

const handlesOf = async (actor: Actor) =>
  (await callAs(app.t, actor, 'GET', '/api/handles')).json().handles;

function expectOutcome(response: { statusCode: number; headers: object }, outcome: string) {
  expect(response.statusCode).toBe(302);
  expect(response.headers).toMatchObject({ location: `/settings?codeforcesSignIn=${outcome}` });
}

describe('Link with Codeforces', () => {
  it('offers the sign-in, links the handle Codeforces names as verified and syncs it', async () => {
    const viewer = await signedInActor(app.t);
    const listed = await callAs(app.t, viewer, 'GET', '/api/handles');
    expect(listed.json()).toEqual({ handles: [], codeforcesSignIn: true });

    const started = await callAs(app.t, viewer, 'POST', '/api/handles/codeforces/sign-in');
    const url = new URL(started.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${app.fake.origin}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: codeforcesOAuthEnv.CODEFORCES_OAUTH_CLIENT_ID,
      redirect_uri: `${app.t.config.publicUrl}/api/handles/codeforces/callback`,
      scope: 'openid',
      code_challenge_method: 'S256',
    });
    expect(started.cookies.find((cookie) => cookie.name === flowCookieName)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/handles/codeforces',
      maxAge: 600,
    });

    const { flow, callback: back } = await signInAtCodeforces(viewer);
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    const done = await callback(viewer, back, flow);
    expectOutcome(done, 'linked');
    // The flow is used up.
    expect(done.cookies.find((cookie) => cookie.name === flowCookieName)?.value).toBe('');
    expect((await synced).ok).toBe(true);
    const [handle] = await handlesOf(viewer);
    expect(handle).toMatchObject({
      site: 'codeforces',
      handle: oauth.handle,
      verified: true,
      challenge: null,
      lastError: null,
    });
    expect(handle.lastSyncedAt).not.toBeNull();
  });

  it('replaces an unproven claim, and refuses a handle another user holds', async () => {
    const viewer = await signedInActor(app.t);
    const claimed = await callAs(app.t, viewer, 'POST', '/api/handles', {
      site: 'codeforces',
      handle: freshHandle(app.fake),
    });
    expect(claimed.json().handle.verified).toBe(false);
    const { flow, callback: back } = await signInAtCodeforces(viewer);
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    expectOutcome(await callback(viewer, back, flow), 'linked');
    await synced;
    expect(await handlesOf(viewer)).toEqual([
      expect.objectContaining({ handle: oauth.handle, verified: true }),
    ]);

    const other = await signedInActor(app.t);
    const second = await signInAtCodeforces(other);
    expectOutcome(await callback(other, second.callback, second.flow), 'taken');
    expect(await handlesOf(other)).toEqual([]);
  });

  it('links nothing when the sign-in was not started here, by this user, or was cancelled', async () => {
    const viewer = await signedInActor(app.t);
    const other = await signedInActor(app.t);
    const { flow, callback: back } = await signInAtCodeforces(viewer);
    // No flow cookie, a wrong state, a cookie made up, another user's flow.
    expectOutcome(await callback(viewer, back), 'state');
    const wrongState = back.replace(/state=[^&]+/, 'state=forged');
    expectOutcome(await callback(viewer, wrongState, flow), 'state');
    expectOutcome(await callback(viewer, back, 'not-a-flow'), 'state');
    expectOutcome(await callback(other, back, flow), 'state');
    // Nor the same user's other session (another browser).
    const elsewhere = { ...viewer, cookie: await signInAs(app.t.app, viewer.user) };
    expect(elsewhere.cookie).not.toBe(viewer.cookie);
    expectOutcome(await callback(elsewhere, back, flow), 'state');
    expect(oauth.exchanged).toEqual([]);

    oauth.deny = true;
    const cancelled = await signInAtCodeforces(viewer);
    expectOutcome(await callback(viewer, cancelled.callback, cancelled.flow), 'denied');
    expect(await handlesOf(viewer)).toEqual([]);
    expect(await handlesOf(other)).toEqual([]);
  });

  it('links nothing for a replayed code', async () => {
    const viewer = await signedInActor(app.t);
    const { flow, callback: back } = await signInAtCodeforces(viewer);
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    expectOutcome(await callback(viewer, back, flow), 'linked');
    await synced;
    const thief = await signedInActor(app.t);
    // The same callback again, even with the flow's cookie kept: Codeforces refuses the code.
    expectOutcome(await callback(viewer, back, flow), 'token');
    expectOutcome(await callback(thief, back, flow), 'state');
    expect(oauth.exchanged).toHaveLength(1);
    expect(await handlesOf(thief)).toEqual([]);
  });

  it.each([
    ['a signature of another secret', 'bad-signature'],
    ['an expired token', 'expired'],
    ['another app as audience', 'wrong-audience'],
    ['another issuer', 'wrong-issuer'],
    ['another sign-in’s nonce', 'wrong-nonce'],
  ] as const)('links nothing for an ID token with %s', async (_kind, spoil) => {
    const viewer = await signedInActor(app.t);
    oauth.idToken = spoil;
    const { flow, callback: back } = await signInAtCodeforces(viewer);
    expectOutcome(await callback(viewer, back, flow), 'token');
    expect(oauth.exchanged).toHaveLength(1);
    expect(await handlesOf(viewer)).toEqual([]);
  });

  it('says Codeforces did not answer when its token endpoint fails', async () => {
    const viewer = await signedInActor(app.t);
    const { flow, callback: back } = await signInAtCodeforces(viewer);
    app.fake.route('/oauth/token', { status: 503, body: 'Service Unavailable' });
    expectOutcome(await callback(viewer, back, flow), 'upstream');
    expect(await handlesOf(viewer)).toEqual([]);
  });

  it('needs a session for both steps', async () => {
    const viewer = await signedInActor(app.t);
    const { flow, callback: back } = await signInAtCodeforces(viewer);
    const start = await callAs(app.t, null, 'POST', '/api/handles/codeforces/sign-in');
    expect(start.statusCode).toBe(401);
    const signedOut = await callback(null, back, flow);
    expect(signedOut.statusCode).toBe(401);
    expect(oauth.exchanged).toEqual([]);
  });
});
