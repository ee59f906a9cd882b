import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marks } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { nextRun } from '../../test/jobs.ts';
import {
  codeforcesPage,
  freshHandle,
  handlePaths,
  meetChallenge,
  serveHandleSites,
  submitCompilationError,
  testIntervals,
} from '../../test/outside-sites/handles.ts';
import { useHandleSites } from '../../test/outside-sites/handles-app.ts';
import { validProblemBody } from '../../test/fixtures.ts';

const { app, sites } = useHandleSites();

function countCalls(path: string) {
  const start = app.fake.requests.length;
  return () => app.fake.requests.slice(start).filter((request) => request.url.startsWith(path));
}

async function marksOf(actor: Actor) {
  const rows = await app.t.db
    .select({ key: marks.problemKey, status: marks.status, solvedAt: marks.solvedAt })
    .from(marks)
    .where(eq(marks.userId, actor.user.id));
  return Object.fromEntries(
    rows.map((row) => [
      row.key,
      { status: row.status, solvedAt: row.solvedAt?.toISOString() ?? null },
    ]),
  );
}

async function prove(actor: Actor, site: 'codeforces' | 'atcoder', handle: string) {
  const linked = await callAs(app.t, actor, 'POST', '/api/handles', { site, handle });
  expect(linked.statusCode, linked.body).toBe(200);
  meetChallenge(sites.state, linked.json());
  const synced = nextRun(app.t.app.jobs, 'handles.sync');
  expect((await callAs(app.t, actor, 'POST', `/api/handles/${site}/verify`)).statusCode).toBe(200);
  return synced;
}

async function syncNow(actor: Actor, site: 'codeforces' | 'atcoder') {
  const synced = nextRun(app.t.app.jobs, 'handles.sync');
  const asked = await callAs(app.t, actor, 'POST', `/api/handles/${site}/sync`);
  expect(asked.statusCode).toBe(202);
  return synced;
}

const at = (second: number) => new Date(second * 1000).toISOString();

/**
 * Whether calls arriving at `times` kept to one per `interval`: the limiter spaces their turns
 * exactly, and the arrivals jitter by the machine's load (a late first call shortens the span), so
 * the whole run spans its turns less half an interval, and no two arrive closer than half an
 * interval (unlimited, they come a few ms apart).
 */
function spacedBy(times: number[], interval: number): boolean {
  const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
  const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0));
  return (
    span >= (times.length - 1) * interval - interval / 2 && gaps.every((gap) => gap >= interval / 2)
  );
}

describe('importing a Codeforces handle', () => {
  it('takes the whole history, then only what is newer, within the limit, twins once, nothing lowered', async () => {
    const viewer = await signedInActor(app.t);
    // Marked by hand before linking: solved with help stays, to do is raised only by a solve.
    const addProblem = async (link: string) =>
      (
        await callAs(app.t, viewer, 'POST', '/api/addproblem', { ...validProblemBody(), link })
      ).json().problem._id as string;
    const interesting = await addProblem('https://codeforces.com/problemset/problem/1775/C');
    const gardener = await addProblem('https://codeforces.com/contest/1775/problem/B');
    const watermelon = await addProblem('https://codeforces.com/problemset/problem/4/A');
    for (const [id, status] of [
      [interesting, 'solved_with_help'],
      [gardener, 'todo'],
      [watermelon, 'todo'],
    ] as const) {
      await callAs(app.t, viewer, 'PUT', `/api/problem/${id}/mark`, { status });
    }
    const helpedAt = (await marksOf(viewer))['codeforces:1775C']?.solvedAt;

    const calls = countCalls(handlePaths.codeforcesStatus);
    const first = await prove(viewer, 'codeforces', freshHandle(app.fake));
    expect(first).toMatchObject({ ok: true });
    expect(spacedBy(sites.state.arrivals.codeforces, testIntervals.codeforces)).toBe(true);
    // The challenge's look (one call), then the history: 7 submissions, 3 a page.
    expect(calls()).toHaveLength(1 + Math.ceil(sites.state.codeforces.length / codeforcesPage));
    expect(await marksOf(viewer)).toEqual({
      // Div. 1 A and Div. 2 C are one problem: solved since its first accepted submission.
      'codeforces:1329A': { status: 'solved', solvedAt: at(1700000500) },
      'codeforces:4A': { status: 'solved', solvedAt: at(1700000300) },
      'codeforces:1775B': { status: 'todo', solvedAt: null },
      'codeforces:1775C': { status: 'solved_with_help', solvedAt: helpedAt },
    });
    const shown = await callAs(app.t, viewer, 'GET', `/api/problem/${watermelon}`);
    expect(shown.json().problem.myMark).toBe('solved');

    // Later: only what is newer than the newest stored submission, one page.
    sites.state.codeforces.unshift({
      id: 203000000,
      creationTimeSeconds: 1700000900,
      problem: { contestId: 1775, index: 'B' },
      verdict: 'OK',
    });
    const later = countCalls(handlePaths.codeforcesStatus);
    expect(await syncNow(viewer, 'codeforces')).toMatchObject({ ok: true });
    expect(later()).toHaveLength(1);
    expect((await marksOf(viewer))['codeforces:1775B']).toEqual({
      status: 'solved',
      solvedAt: at(1700000900),
    });
  });

  it('calls Codeforces at most once per its interval, and asks again after "Call limit exceeded"', async () => {
    const viewer = await signedInActor(app.t);
    const arrivals: number[] = [];
    let refused = false;
    const status = (request: { url: string }) => {
      arrivals.push(Date.now());
      if (!refused) {
        refused = true;
        return {
          status: 503,
          body: '{"status":"FAILED","comment":"Call limit exceeded"}',
        };
      }
      const query = new URL(request.url, app.fake.origin).searchParams;
      const from = Number(query.get('from'));
      const count = Number(query.get('count'));
      return {
        body: JSON.stringify({
          status: 'OK',
          result: sites.state.codeforces.slice(from - 1, from - 1 + count),
        }),
      };
    };
    app.fake.route(handlePaths.codeforcesStatus, status);
    const linked = await callAs(app.t, viewer, 'POST', '/api/handles', {
      site: 'codeforces',
      handle: freshHandle(app.fake),
    });
    submitCompilationError(sites.state, linked.json().challenge.problemUrl);
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    const verified = await callAs(app.t, viewer, 'POST', '/api/handles/codeforces/verify');
    expect(verified.statusCode).toBe(200);
    expect(await synced).toMatchObject({ ok: true });
    // Refused once, then the challenge's look, then 3 pages of history.
    expect(arrivals).toHaveLength(2 + 3);
    expect(spacedBy(arrivals, testIntervals.codeforces)).toBe(true);
    expect((await marksOf(viewer))['codeforces:4A']?.status).toBe('solved');
  });

  it('keeps every mark when Codeforces fails, says why and when it tries again, and recovers', async () => {
    const viewer = await signedInActor(app.t);
    await prove(viewer, 'codeforces', freshHandle(app.fake));
    const before = await marksOf(viewer);
    app.fake.route(handlePaths.codeforcesStatus, {
      status: 503,
      body: 'Service Unavailable',
      contentType: 'text/plain',
    });
    sites.state.codeforces.unshift({
      id: 204000000,
      creationTimeSeconds: 1700001000,
      problem: { contestId: 1775, index: 'D' },
      verdict: 'OK',
    });
    const failed = await syncNow(viewer, 'codeforces');
    expect(failed.ok).toBe(false);
    expect(await marksOf(viewer)).toEqual(before);
    const [handle] = (await callAs(app.t, viewer, 'GET', '/api/handles')).json().handles;
    expect(handle.lastError).toMatch(
      /^Codeforces answered 503 at \d\d:\d\d UTC; trying again at \d\d:\d\d UTC$/,
    );
    // Ten minutes on, the first time.
    expect(Date.parse(handle.nextSyncAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(handle.nextSyncAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(handle.lastSyncedAt).not.toBeNull();

    await serveHandleSites(app.fake, sites.state);
    expect(await syncNow(viewer, 'codeforces')).toMatchObject({ ok: true });
    const [recovered] = (await callAs(app.t, viewer, 'GET', '/api/handles')).json().handles;
    expect(recovered.lastError).toBeNull();
    expect((await marksOf(viewer))['codeforces:1775D']?.status).toBe('solved');
  });
});

describe('importing an AtCoder handle', () => {
  it('pages AtCoder Problems by from_second once a second, then asks only from the newest on', async () => {
    const viewer = await signedInActor(app.t);
    const calls = countCalls(handlePaths.atcoderSubmissions);
    await prove(viewer, 'atcoder', freshHandle(app.fake));
    expect(await marksOf(viewer)).toEqual({
      'atcoder:abc300_a': { status: 'solved', solvedAt: at(1700000200) },
      'atcoder:abc300_b': { status: 'attempted', solvedAt: null },
      'atcoder:arc058_a': { status: 'solved', solvedAt: at(1700000400) },
    });
    const seconds = calls().map((request) =>
      Number(new URL(request.url, app.fake.origin).searchParams.get('from_second')),
    );
    // The proof reads the profile, not AtCoder Problems: pages of 2 from 0 on, each from the last
    // page's newest second (again: another submission may share it).
    expect(seconds.slice(0, 4)).toEqual([0, 1700000200, 1700000300, 1700000400]);
    expect(spacedBy(sites.state.arrivals.atcoder, testIntervals.atcoderProblems)).toBe(true);

    sites.state.atcoder.push({
      id: 48000009,
      epoch_second: 1800000000,
      problem_id: 'abc300_b',
      result: 'AC',
    });
    const later = countCalls(handlePaths.atcoderSubmissions);
    expect(await syncNow(viewer, 'atcoder')).toMatchObject({ ok: true });
    const next = later().map((request) =>
      new URL(request.url, app.fake.origin).searchParams.get('from_second'),
    );
    expect(next[0]).not.toBe('0');
    expect((await marksOf(viewer))['atcoder:abc300_b']).toEqual({
      status: 'solved',
      solvedAt: at(1800000000),
    });
  });
});
