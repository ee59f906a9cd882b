import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marks } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import type { FakeRoute } from '../../test/outside-sites/fake-sites.ts';
import { nextRun } from '../../test/jobs.ts';
import { freshHandle, handlePaths, meetChallenge } from '../../test/outside-sites/handles.ts';
import { useHandleSites } from '../../test/outside-sites/handles-app.ts';

/**
 * What a handle's sync does when its site misbehaves (issue "Bad input and faults"): slow, garbage
 * or no longer knowing the handle, the marks stay, the handle says why in plain words and backs
 * off; a renamed handle linked anew keeps its history, counted once.
 */
const { app, sites } = useHandleSites();

type Site = 'codeforces' | 'atcoder';

async function prove(actor: Actor, site: Site, handle: string) {
  const linked = await callAs(app.t, actor, 'POST', '/api/handles', { site, handle });
  expect(linked.statusCode, linked.body).toBe(200);
  meetChallenge(sites.state, linked.json());
  const synced = nextRun(app.t.app.jobs, 'handles.sync');
  expect((await callAs(app.t, actor, 'POST', `/api/handles/${site}/verify`)).statusCode).toBe(200);
  expect((await synced).ok).toBe(true);
}

async function syncNow(actor: Actor, site: Site) {
  const synced = nextRun(app.t.app.jobs, 'handles.sync');
  expect((await callAs(app.t, actor, 'POST', `/api/handles/${site}/sync`)).statusCode).toBe(202);
  return synced;
}

async function marksOf(actor: Actor) {
  return app.t.db
    .select({ key: marks.problemKey, status: marks.status, solvedAt: marks.solvedAt })
    .from(marks)
    .where(eq(marks.userId, actor.user.id))
    .orderBy(marks.problemKey);
}

async function handleOf(actor: Actor, site: Site) {
  const { handles } = (await callAs(app.t, actor, 'GET', '/api/handles')).json();
  return (
    handles as {
      site: string;
      lastError: string | null;
      nextSyncAt: string;
      lastSyncedAt: string;
    }[]
  ).find((handle) => handle.site === site);
}

const minutesAway = (iso: string | undefined) => (Date.parse(iso ?? '') - Date.now()) / 60_000;
const when = String.raw`at \d\d:\d\d UTC; trying again at \d\d:\d\d UTC`;

const html = {
  contentType: 'text/html',
  body: '<!DOCTYPE html><html><body><h1>Site is temporarily unavailable</h1></body></html>',
};
const cut = { body: '[{"id": 1, "epoch_second": 17' };

const faults: { site: Site; name: string; path: string; route: FakeRoute; error: RegExp }[] = [
  {
    site: 'codeforces',
    name: 'slow',
    path: handlePaths.codeforcesStatus,
    route: 'hang',
    error: new RegExp(`^Codeforces did not answer within 1.5 s ${when}$`),
  },
  {
    site: 'codeforces',
    name: 'an HTML page',
    path: handlePaths.codeforcesStatus,
    route: html,
    error: new RegExp(`^Codeforces sent something other than JSON ${when}$`),
  },
  {
    site: 'codeforces',
    name: 'cut JSON',
    path: handlePaths.codeforcesStatus,
    route: cut,
    error: new RegExp(`^Codeforces sent something other than JSON ${when}$`),
  },
  {
    site: 'codeforces',
    name: 'no list',
    path: handlePaths.codeforcesStatus,
    route: { body: '{"status":"OK","result":{"submissions":[]}}' },
    error: new RegExp(`^Codeforces sent no submission list ${when}$`),
  },
  {
    site: 'codeforces',
    name: 'a list of something else',
    path: handlePaths.codeforcesStatus,
    route: { body: '{"status":"OK","result":[{"handle":"x"},{"rating":1500}]}' },
    error: new RegExp(`^Codeforces sent unknown submissions ${when}$`),
  },
  {
    site: 'atcoder',
    name: 'slow',
    path: handlePaths.atcoderSubmissions,
    route: 'hang',
    error: new RegExp(`^AtCoder Problems did not answer within 1.5 s ${when}$`),
  },
  {
    site: 'atcoder',
    name: 'an HTML page',
    path: handlePaths.atcoderSubmissions,
    route: html,
    error: new RegExp(`^AtCoder Problems sent something other than JSON ${when}$`),
  },
  {
    site: 'atcoder',
    name: 'cut JSON',
    path: handlePaths.atcoderSubmissions,
    route: cut,
    error: new RegExp(`^AtCoder Problems sent something other than JSON ${when}$`),
  },
  {
    site: 'atcoder',
    name: 'no list',
    path: handlePaths.atcoderSubmissions,
    route: { body: '{"message":"Internal Server Error"}' },
    error: new RegExp(`^AtCoder Problems sent no submission list ${when}$`),
  },
  {
    site: 'atcoder',
    name: 'a list of something else',
    path: handlePaths.atcoderSubmissions,
    route: { body: '[{"id":"x","result":null}]' },
    error: new RegExp(`^AtCoder Problems sent unknown submissions ${when}$`),
  },
];

describe('a site that is slow or answers garbage', () => {
  it.each(faults)(
    '$site answering $name: the marks stay, the error is plain, the sync backs off',
    async ({ site, path, route, error }) => {
      const viewer = await signedInActor(app.t);
      await prove(viewer, site, freshHandle(app.fake));
      const before = await marksOf(viewer);
      expect(before.length).toBeGreaterThan(0);
      const synced = (await handleOf(viewer, site))?.lastSyncedAt;

      app.fake.route(path, route);
      const failed = await syncNow(viewer, site);
      expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(error) });
      expect(await marksOf(viewer)).toEqual(before);
      const handle = await handleOf(viewer, site);
      expect(handle?.lastError).toMatch(error);
      expect(handle?.lastSyncedAt).toBe(synced);
      expect(minutesAway(handle?.nextSyncAt)).toBeGreaterThan(9);
      expect(minutesAway(handle?.nextSyncAt)).toBeLessThanOrEqual(10);

      // Failing again waits twice as long.
      expect((await syncNow(viewer, site)).ok).toBe(false);
      const again = await handleOf(viewer, site);
      expect(minutesAway(again?.nextSyncAt)).toBeGreaterThan(19);
      expect(minutesAway(again?.nextSyncAt)).toBeLessThanOrEqual(20);
      expect(await marksOf(viewer)).toEqual(before);
    },
  );
});

describe('a renamed Codeforces handle', () => {
  it('says so in plain words, deletes nothing, and its new name keeps the history, counted once', async () => {
    const viewer = await signedInActor(app.t);
    const oldName = freshHandle(app.fake);
    await prove(viewer, 'codeforces', oldName);
    const before = await marksOf(viewer);
    expect(before.length).toBeGreaterThan(0);
    const profile = async () =>
      (await callAs(app.t, viewer, 'GET', `/api/myprofile/${viewer.user.id}`)).json().user
        .markCounts as Record<string, number>;
    const activity = async () =>
      (await callAs(app.t, viewer, 'GET', `/api/users/${viewer.user.id}/activity?year=2023`)).json()
        .days as unknown[];
    const countsBefore = await profile();
    const daysBefore = await activity();

    // Renamed on Codeforces: the old name is unknown there, the submissions go with the new one.
    sites.state.gone.add(oldName);
    const failed = await syncNow(viewer, 'codeforces');
    expect(failed.ok).toBe(false);
    const handle = await handleOf(viewer, 'codeforces');
    expect(handle?.lastError).toMatch(
      new RegExp(
        `^Codeforces no longer knows ${oldName} ${when}\\. If you renamed it, link the new name: your marks stay, counted once$`,
      ),
    );
    expect(await marksOf(viewer)).toEqual(before);

    const newName = freshHandle(app.fake);
    await prove(viewer, 'codeforces', newName);
    expect(await marksOf(viewer)).toEqual(before);
    expect(await profile()).toEqual(countsBefore);
    expect(await activity()).toEqual(daysBefore);
    expect((await handleOf(viewer, 'codeforces'))?.lastError).toBeNull();

    // Unlinking takes the handle, never the marks it brought.
    expect((await callAs(app.t, viewer, 'DELETE', '/api/handles/codeforces')).statusCode).toBe(200);
    expect(await marksOf(viewer)).toEqual(before);
    expect(await profile()).toEqual(countsBefore);
  });
});
