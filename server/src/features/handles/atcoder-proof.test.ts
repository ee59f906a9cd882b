import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkedHandles } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { nextRun } from '../../test/jobs.ts';
import { freshHandle, handlePaths, putInAffiliation } from '../../test/outside-sites/handles.ts';
import { useHandleSites } from '../../test/outside-sites/handles-app.ts';
import { affiliationOf } from './sites.ts';

const { app, sites } = useHandleSites();

async function linkAtcoder(actor: Actor, handle: string) {
  const linked = await callAs(app.t, actor, 'POST', '/api/handles', { site: 'atcoder', handle });
  expect(linked.statusCode, linked.body).toBe(200);
  return linked.json().challenge as {
    kind: string;
    token: string;
    profileUrl: string;
    expiresAt: string;
  };
}

const verify = (actor: Actor) => callAs(app.t, actor, 'POST', '/api/handles/atcoder/verify');

describe('proving an AtCoder handle by its affiliation', () => {
  it('names a fresh token and the profile, and proves the handle once the affiliation holds it', async () => {
    const viewer = await signedInActor(app.t);
    const handle = freshHandle(app.fake);
    const before = Date.now();
    const challenge = await linkAtcoder(viewer, handle);
    expect(challenge).toEqual({
      kind: 'affiliation',
      token: expect.stringMatching(/^upsolve-[0-9a-f]{20}$/),
      profileUrl: `https://atcoder.jp/users/${handle}`,
      expiresAt: expect.any(String),
    });
    const expires = Date.parse(challenge.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1_000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    // Linking again draws a new token: the old one proves nothing any more.
    const again = await linkAtcoder(viewer, handle);
    expect(again.token).not.toBe(challenge.token);
    const listed = await callAs(app.t, viewer, 'GET', '/api/handles');
    expect(listed.json().handles).toEqual([expect.objectContaining({ challenge: again })]);

    const early = await verify(viewer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Your AtCoder affiliation does not hold ${again.token} yet; put it there, save, then verify`,
    );
    putInAffiliation(sites.state, handle, `Kyoto University ${challenge.token}`);
    expect((await verify(viewer)).statusCode).toBe(409);

    // The profile page is read, not AtCoder Problems (which lags behind AtCoder).
    const profileReads = app.fake.requests.length;
    putInAffiliation(sites.state, handle, `Kyoto University ${again.token}`);
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    const verified = await verify(viewer);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().handle).toMatchObject({
      site: 'atcoder',
      verified: true,
      challenge: null,
    });
    expect(app.fake.requests.slice(profileReads).map((request) => request.url)).toEqual([
      `${handlePaths.atcoderProfile(handle)}?lang=en`,
    ]);
    expect((await synced).ok).toBe(true);
  });

  it('refuses the token once the ten minutes are over', async () => {
    const viewer = await signedInActor(app.t);
    const handle = freshHandle(app.fake);
    const { token } = await linkAtcoder(viewer, handle);
    putInAffiliation(sites.state, handle, token);
    await app.t.db
      .update(linkedHandles)
      .set({ challengeExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(linkedHandles.userId, viewer.user.id));
    const late = await verify(viewer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The challenge has expired; link the handle again for a new one',
    );
    const [listed] = (await callAs(app.t, viewer, 'GET', '/api/handles')).json().handles;
    expect(listed.verified).toBe(false);
  });

  it("does not prove a handle with another user's token", async () => {
    const owner = await signedInActor(app.t);
    const stranger = await signedInActor(app.t);
    const handle = freshHandle(app.fake);
    const mine = await linkAtcoder(owner, handle);
    const theirs = await linkAtcoder(stranger, handle);
    putInAffiliation(sites.state, handle, mine.token);
    const refused = await verify(stranger);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(theirs.token);
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    expect((await verify(owner)).statusCode).toBe(200);
    await synced;
    // Proven by its owner, the handle is no longer the stranger's to prove.
    putInAffiliation(sites.state, handle, theirs.token);
    expect((await verify(stranger)).statusCode).toBe(409);
  });

  it('refuses a handle AtCoder does not know, and says so when AtCoder does not answer', async () => {
    const viewer = await signedInActor(app.t);
    const unknown = await callAs(app.t, viewer, 'POST', '/api/handles', {
      site: 'atcoder',
      handle: 'nobody_here',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'No such AtCoder handle',
      fields: { handle: 'No such AtCoder handle' },
    });
    const handle = freshHandle(app.fake);
    await linkAtcoder(viewer, handle);
    app.fake.route(handlePaths.atcoderProfile(handle), { status: 503, body: 'busy' });
    const down = await verify(viewer);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('AtCoder did not answer; try again in a minute');
  });

  it('says the handle is gone when AtCoder no longer knows it at verify (renamed since linking)', async () => {
    const viewer = await signedInActor(app.t);
    const handle = freshHandle(app.fake);
    const challenge = await linkAtcoder(viewer, handle);
    putInAffiliation(sites.state, handle, challenge.token);
    sites.state.gone.add(handle);
    const refused = await verify(viewer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `AtCoder no longer knows ${handle}. If you renamed it, link the new name: your marks stay, counted once`,
    );
    const [row] = await app.t.app.db
      .select({ verifiedAt: linkedHandles.verifiedAt })
      .from(linkedHandles)
      .where(eq(linkedHandles.handle, handle));
    expect(row?.verifiedAt).toBeNull();
  });
});

describe("reading a profile page's affiliation", () => {
  const recorded = () =>
    readFile(
      path.join(import.meta.dirname, '../../test/outside-sites/fixtures/atcoder-profile.html'),
      'utf8',
    );

  it('reads the Affiliation row of the recorded page, its entities decoded', async () => {
    const page = await recorded();
    expect(affiliationOf(page)).toBe('Kyoto University');
    expect(affiliationOf(page.replace('Kyoto University', 'Tokyo &amp; Osaka'))).toBe(
      'Tokyo & Osaka',
    );
  });

  it('reads the Japanese page, and knows an empty affiliation (no row) or another page', async () => {
    const page = await recorded();
    expect(affiliationOf(page.replace('>Affiliation<', '>所属<'))).toBe('Kyoto University');
    const withoutRow = page.replace(/<tr><th class="no-break">Affiliation<\/th>.*<\/tr>/, '');
    expect(affiliationOf(withoutRow)).toBeNull();
    // The token elsewhere on the page (a Twitter ID, say) is not the affiliation.
    expect(affiliationOf('<html><body><p>Affiliation upsolve-1</p></body></html>')).toBeNull();
  });
});
