import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { nextRun } from '../../test/jobs.ts';
import {
  freshHandle,
  meetChallenge,
  submitCompilationError,
} from '../../test/outside-sites/handles.ts';
import { useHandleSites } from '../../test/outside-sites/handles-app.ts';

const { app, sites } = useHandleSites();

const link = (actor: Actor | null, body: object) =>
  callAs(app.t, actor, 'POST', '/api/handles', body);

async function linkAndProve(actor: Actor, site: 'codeforces' | 'atcoder', handle: string) {
  const linked = await link(actor, { site, handle });
  expect(linked.statusCode, linked.body).toBe(200);
  meetChallenge(sites.state, linked.json());
  const synced = nextRun(app.t.app.jobs, 'handles.sync');
  const verified = await callAs(app.t, actor, 'POST', `/api/handles/${site}/verify`);
  expect(verified.statusCode, verified.body).toBe(200);
  await synced;
  return verified;
}

describe('linking a handle', () => {
  it('names a problem and ten minutes to submit a compilation error to it', async () => {
    const viewer = await signedInActor(app.t);
    const knownHandle = freshHandle(app.fake);
    const before = Date.now();
    const response = await link(viewer, { site: 'codeforces', handle: knownHandle });
    expect(response.statusCode).toBe(200);
    const { handle, challenge } = response.json();
    expect(handle).toMatchObject({ site: 'codeforces', handle: knownHandle, verified: false });
    expect(challenge.kind).toBe('compilation-error');
    expect(challenge.problemUrl).toMatch(
      /^https:\/\/codeforces\.com\/problemset\/problem\/\d+\/A$/,
    );
    const expires = Date.parse(challenge.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1_000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    const listed = await callAs(app.t, viewer, 'GET', '/api/handles');
    expect(listed.json().handles).toEqual([
      expect.objectContaining({
        site: 'codeforces',
        verified: false,
        lastSyncedAt: null,
        challenge,
      }),
    ]);
  });

  it('refuses a handle the site does not know, saying so on the field', async () => {
    const viewer = await signedInActor(app.t);
    const codeforces = await link(viewer, { site: 'codeforces', handle: 'nobody_here' });
    expect(codeforces.statusCode).toBe(400);
    expect(codeforces.json()).toMatchObject({
      message: 'No such Codeforces handle',
      fields: { handle: 'No such Codeforces handle' },
    });
    const atcoder = await link(viewer, { site: 'atcoder', handle: 'nobody_here' });
    expect(atcoder.statusCode).toBe(400);
    expect(atcoder.json().message).toBe('No such AtCoder handle');
    expect((await callAs(app.t, viewer, 'GET', '/api/handles')).json().handles).toEqual([]);
  });

  it('answers 400 naming the field for a bad site or handle, 401 signed out', async () => {
    const viewer = await signedInActor(app.t);
    const knownHandle = freshHandle(app.fake);
    const site = await link(viewer, { site: 'leetcode', handle: knownHandle });
    expect(site.statusCode).toBe(400);
    expect(site.json().fields).toHaveProperty('site');
    const handle = await link(viewer, { site: 'codeforces', handle: 'a b<script>' });
    expect(handle.statusCode).toBe(400);
    expect(handle.json().fields).toHaveProperty('handle');
    expect((await link(null, { site: 'codeforces', handle: knownHandle })).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/handles'],
      ['POST', '/api/handles/codeforces/verify'],
      ['POST', '/api/handles/codeforces/sync'],
      ['DELETE', '/api/handles/codeforces'],
    ] as const) {
      expect((await callAs(app.t, null, method, url)).statusCode, url).toBe(401);
    }
    const badSite = await callAs(app.t, viewer, 'POST', '/api/handles/topcoder/verify');
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().fields).toHaveProperty('site');
  });

  it('says which problem still lacks the compilation error, then proves the handle and syncs it', async () => {
    const viewer = await signedInActor(app.t);
    const knownHandle = freshHandle(app.fake);
    const linked = await link(viewer, { site: 'codeforces', handle: knownHandle });
    const { problemUrl } = linked.json().challenge;
    const early = await callAs(app.t, viewer, 'POST', '/api/handles/codeforces/verify');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `No compilation error found yet on ${problemUrl}; submit one there and try again`,
    );
    // An accepted solution is no proof: only a compilation error is.
    submitCompilationError(sites.state, problemUrl);
    const sent = sites.state.codeforces[0];
    if (sent !== undefined) sent.verdict = 'OK';
    expect((await callAs(app.t, viewer, 'POST', '/api/handles/codeforces/verify')).statusCode).toBe(
      409,
    );
    if (sent !== undefined) sent.verdict = 'COMPILATION_ERROR';

    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    const verified = await callAs(app.t, viewer, 'POST', '/api/handles/codeforces/verify');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().handle).toMatchObject({ verified: true, challenge: null });
    expect((await synced).ok).toBe(true);
    const [handle] = (await callAs(app.t, viewer, 'GET', '/api/handles')).json().handles;
    expect(handle.lastSyncedAt).not.toBeNull();
    expect(handle.lastError).toBeNull();
    expect(Date.parse(handle.nextSyncAt)).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it('keeps a proven handle to its owner: another user gets 409, their handles stay their own', async () => {
    const owner = await signedInActor(app.t);
    const other = await signedInActor(app.t);
    const knownHandle = freshHandle(app.fake);
    await linkAndProve(owner, 'codeforces', knownHandle);
    const taken = await link(other, { site: 'codeforces', handle: knownHandle.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That Codeforces handle is linked to another user');
    // The other user has no handle: verifying, syncing or unlinking "theirs" is 404.
    for (const [method, url] of [
      ['POST', '/api/handles/codeforces/verify'],
      ['POST', '/api/handles/codeforces/sync'],
      ['DELETE', '/api/handles/codeforces'],
    ] as const) {
      expect((await callAs(app.t, other, method, url)).statusCode, url).toBe(404);
    }
    expect((await callAs(app.t, other, 'GET', '/api/handles')).json().handles).toEqual([]);
    // Others see the verified handle on the owner's profile.
    const shown = await callAs(app.t, other, 'GET', `/api/users/${owner.user.id}/handles`);
    expect(shown.json().handles).toEqual([
      { site: 'codeforces', handle: knownHandle, lastSyncedAt: expect.any(String) },
    ]);
  });

  it('syncs on request only once verified, and unlinks', async () => {
    const viewer = await signedInActor(app.t);
    const knownHandle = freshHandle(app.fake);
    await link(viewer, { site: 'codeforces', handle: knownHandle });
    const unproven = await callAs(app.t, viewer, 'POST', '/api/handles/codeforces/sync');
    expect(unproven.statusCode).toBe(409);
    expect(unproven.json().message).toBe('Verify your Codeforces handle before syncing it');
    expect((await callAs(app.t, viewer, 'DELETE', '/api/handles/codeforces')).statusCode).toBe(200);
    expect((await callAs(app.t, viewer, 'GET', '/api/handles')).json().handles).toEqual([]);
    expect((await callAs(app.t, viewer, 'DELETE', '/api/handles/codeforces')).statusCode).toBe(404);
  });
});
