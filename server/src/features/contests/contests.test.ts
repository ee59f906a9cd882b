import { beforeEach, describe, expect, it } from 'vitest';
import type { ContestsResponse } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import {
  contestFixture,
  contestPaths,
  routeContestSites,
} from '../../test/outside-sites/contest-fixtures.ts';
import { calendarOf, useContestScene } from './contest-scene.ts';
import { refreshSchedule } from './jobs.ts';

/**
 * The calendar (docs/product.md, "Contest calendar"): the scheduled refresh stores each source's
 * recorded list, GET /api/contests answers from the store, and a source that fails keeps its
 * last good contests and is marked stale while the others still show.
 */
const scene = useContestScene();

const idsOf = (answer: ContestsResponse, source?: string) =>
  answer.contests
    .filter((contest) => source === undefined || contest.source === source)
    .map((contest) => contest.id);
const stateOf = (answer: ContestsResponse, source: string) =>
  answer.sources.find((state) => state.name === source);

beforeEach(async () => {
  scene.sites.reset();
  await routeContestSites(scene.sites, scene.shiftMs);
  await scene.refresh();
});

describe('GET /api/contests', () => {
  it('merges the upcoming contests of the four sites, soonest first, with each source fresh', async () => {
    const viewer = await signedInActor(scene.t);
    const answer = await calendarOf(scene.t, viewer);

    expect(answer.contests.slice(0, 4).map((contest) => [contest.source, contest.id])).toEqual([
      ['codeforces', '2200'],
      ['atcoder', 'abc433'],
      ['leetcode', 'weekly-contest-478'],
      ['atcoder', 'arc211'],
    ]);
    expect(answer.contests).toHaveLength(4 + 4 + 2 + 3);
    const starts = answer.contests.map((contest) => contest.startTimeSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(answer.contests.every((contest) => contest.phase === 'BEFORE')).toBe(true);
    expect(answer.contests.find((contest) => contest.id === '2203')).toEqual({
      id: '2203',
      source: 'codeforces',
      name: 'Codeforces Round 1072 (Div. 2)',
      phase: 'BEFORE',
      startTimeSeconds: scene.shifted('2026-12-05T23:30:00Z'),
      durationSeconds: 7200,
      url: 'https://codeforces.com/contests/2203',
    });
    expect(answer.sources.map((state) => [state.name, state.stale, state.lastError])).toEqual([
      ['codeforces', false, null],
      ['atcoder', false, null],
      ['codechef', false, null],
      ['leetcode', false, null],
    ]);
    expect(answer.sources.every((state) => state.fetchedAt !== null)).toBe(true);
  });

  it('lists contests that ended in the last 90 days, latest first, and none older', async () => {
    const viewer = await signedInActor(scene.t);
    const answer = await calendarOf(scene.t, viewer, 'finished');

    expect(idsOf(answer, 'codeforces')).toEqual(['2199', '2198', '2197', '2195', '2190']);
    expect(idsOf(answer, 'atcoder')).toEqual(['abc432', 'arc210', 'abc431', 'agc075']);
    expect(idsOf(answer)).not.toContain('2150');
    expect(idsOf(answer)).not.toContain('warm-up-contest');
    const starts = answer.contests.map((contest) => contest.startTimeSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(answer.contests.every((contest) => contest.phase === 'FINISHED')).toBe(true);
  });

  it('answers 401 to a signed-out visitor and 400 to an unknown phase', async () => {
    expect((await callAs(scene.t, null, 'GET', '/api/contests')).statusCode).toBe(401);
    const viewer = await signedInActor(scene.t);
    const bad = await callAs(scene.t, viewer, 'GET', '/api/contests?phase=running');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
  });
});

describe('the refresh', () => {
  it('runs as a job scheduled every CONTESTS_REFRESH_MINUTES', () => {
    expect(refreshSchedule(15)).toBe('*/15 * * * *');
    expect(refreshSchedule(120)).toBe('0 */2 * * *');
    expect(refreshSchedule(2880)).toBe('0 0 */2 * *');
  });

  it("replaces a source's rows with its new list, and the calendar shows it at once", async () => {
    const viewer = await signedInActor(scene.t);
    expect(idsOf(await calendarOf(scene.t, viewer), 'codeforces')).toHaveLength(4);

    const absurd = await contestFixture('codeforces-contests-absurd.json', scene.shiftMs);
    scene.sites.route(contestPaths.codeforces, absurd);
    const outcomes = await scene.refresh();

    expect(outcomes.find((outcome) => outcome.source === 'codeforces')).toMatchObject({
      stored: 1,
      skipped: 2,
    });
    const answer = await calendarOf(scene.t, viewer);
    expect(idsOf(answer, 'codeforces')).toEqual(['2204']);
    expect(idsOf(answer, 'atcoder')).toHaveLength(4);
    // Two contests were left out: the calendar may miss them, and says so.
    expect(stateOf(answer, 'codeforces')).toMatchObject({
      stale: true,
      lastError:
        'Codeforces listed 2 contests that make no sense; left out (Codeforces Round 1074 (Div. 2): no start time)',
    });
    const finished = await calendarOf(scene.t, viewer, 'finished');
    expect(idsOf(finished, 'codeforces')).toEqual([]);
  });

  it('keeps the last good contests of sources that fail, marks them stale, and the others still show', async () => {
    const viewer = await signedInActor(scene.t);
    const before = await calendarOf(scene.t, viewer);
    scene.sites.route(contestPaths.codeforces, {
      status: 500,
      contentType: 'text/html',
      body: '<h1>500</h1>',
    });
    scene.sites.route(
      contestPaths.atcoder,
      await contestFixture('atcoder-contests-maintenance.html', 0),
    );
    scene.sites.route(contestPaths.codechef, 'hang');

    await scene.refresh({ sources: ['codeforces', 'atcoder', 'codechef'] });

    const answer = await calendarOf(scene.t, viewer);
    expect(answer.contests).toEqual(before.contests);
    expect(answer.sources.map((state) => [state.name, state.stale, state.lastError])).toEqual([
      ['codeforces', true, 'Codeforces answered 500'],
      ['atcoder', true, 'AtCoder sent a contests page without contest tables'],
      ['codechef', true, 'CodeChef did not answer within 0.2 s'],
      ['leetcode', false, null],
    ]);
    // The last success stays what it was.
    expect(stateOf(answer, 'codeforces')?.fetchedAt).toBe(stateOf(before, 'codeforces')?.fetchedAt);
  });

  it('marks a source stale for HTML or a cut body where JSON should be, and a refusal', async () => {
    const viewer = await signedInActor(scene.t);
    const recorded = await contestFixture('leetcode-contests.json', scene.shiftMs);
    scene.sites.route(contestPaths.leetcode, { body: recorded.body.slice(0, 200) });
    scene.sites.route(contestPaths.codechef, {
      contentType: 'text/html',
      body: '<html>Busy</html>',
    });
    scene.sites.route(
      contestPaths.codeforces,
      await contestFixture('codeforces-contests-failed.json', 0),
    );

    await scene.refresh();

    const answer = await calendarOf(scene.t, viewer);
    expect(answer.sources.map((state) => [state.name, state.stale, state.lastError])).toEqual([
      ['codeforces', true, 'Codeforces refused the contest list: Call limit exceeded'],
      ['atcoder', false, null],
      ['codechef', true, 'CodeChef sent something other than JSON'],
      ['leetcode', true, 'LeetCode sent something other than JSON'],
    ]);
    expect(idsOf(answer, 'leetcode')).toHaveLength(3);
    expect(idsOf(answer, 'codechef')).toHaveLength(2);

    // The next good answer clears the mark.
    await routeContestSites(scene.sites, scene.shiftMs);
    await scene.refresh();
    const healed = await calendarOf(scene.t, viewer);
    expect(healed.sources.every((state) => !state.stale && state.lastError === null)).toBe(true);
  });
});
