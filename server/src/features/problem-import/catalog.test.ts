import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problems, siteProblems } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { buildProblem, buildUser } from '../../test/factories.ts';
import { nextRun } from '../../test/jobs.ts';
import { catalogPaths, useCatalogApp } from '../../test/outside-sites/catalog.ts';
import { fixture } from '../../test/outside-sites/fake-sites.ts';
import { validProblemBody } from '../../test/fixtures.ts';
import { problemImportJobsOf } from './jobs.ts';
import { shownAtcoderDifficulty } from './sources.ts';

const { t, fake } = (() => {
  const app = useCatalogApp();
  return { t: () => app.t, fake: () => app.fake };
})();

async function entry(key: string) {
  const [row] = await t().db.select().from(siteProblems).where(eq(siteProblems.key, key));
  return row;
}

/** Runs a refresh job now and resolves with its run. */
async function refresh(site: 'codeforces' | 'atcoder') {
  const ran = nextRun(t().app.jobs, `problem-import.refresh-${site}`);
  await t().app.jobs.send(problemImportJobsOf(t().app.jobs)[site], {});
  return ran;
}

describe("the sites' problem catalog", () => {
  it('holds Codeforces problems with their rating and tags, twins under the lowest contest id', async () => {
    // Round 631: Div. 2 (1330) and Div. 1 (1329) started together; 1330C is 1329A.
    expect(await entry('codeforces:1330C')).toMatchObject({
      canonicalKey: 'codeforces:1329A',
      title: 'Dreamoon Likes Coloring',
      difficultyValue: 1800,
    });
    expect(await entry('codeforces:1329A')).toMatchObject({ canonicalKey: 'codeforces:1329A' });
    // Same round, a Div. 2-only problem: no twin.
    expect(await entry('codeforces:1330A')).toMatchObject({ canonicalKey: 'codeforces:1330A' });
    expect(await entry('codeforces:1775A1')).toMatchObject({
      canonicalKey: 'codeforces:1775A1',
      title: 'Gardener and the Capybaras (easy version)',
      tags: ['brute force', 'constructive algorithms', 'implementation'],
      difficultyValue: 800,
    });
  });

  it('holds AtCoder tasks with the difficulty AtCoder Problems shows', async () => {
    expect(await entry('atcoder:abc300_b')).toMatchObject({
      title: 'Same Map in the RPG World',
      difficultyValue: 588,
    });
    // An estimate of -1098 is shown squeezed above 0.
    expect(shownAtcoderDifficulty(-1098)).toBe(9);
    expect(await entry('atcoder:abc300_a')).toMatchObject({ difficultyValue: 9 });
    // A task without an estimate has no difficulty.
    expect(await entry('atcoder:abc001_1')).toMatchObject({
      title: '積雪深差',
      difficultyValue: null,
    });
  });

  it('keeps its old catalog when a refresh fails: an error status, HTML, a cut body or a FAILED answer', async () => {
    const before = await entry('codeforces:1775A1');
    const answers = [
      { status: 503, body: 'Service Unavailable', contentType: 'text/plain' },
      {
        body: '<!DOCTYPE html><html><body>Codeforces is temporarily unavailable</body></html>',
        contentType: 'text/html',
      },
      { body: '{"status":"OK","result":{"problems":[{"contestId":1775,"ind' },
      { body: '{"status":"FAILED","comment":"Call limit exceeded"}' },
    ];
    for (const answer of answers) {
      fake().route(catalogPaths.codeforcesProblems, answer);
      const run = await refresh('codeforces');
      expect(run.ok).toBe(false);
      expect(await entry('codeforces:1775A1')).toEqual(before);
    }
    const last = await t().app.jobs.lastRun('problem-import.refresh-codeforces');
    expect(last?.lastError).toMatch(/Codeforces/);
    fake().route(catalogPaths.codeforcesProblems, await fixture('codeforces-problems.json'));
  });

  it('skips malformed entries and keeps the rest', async () => {
    fake().route(catalogPaths.atcoderMerged, {
      body: JSON.stringify([
        { id: 'abc300_a', contest_id: 'abc300', problem_index: 'A', name: 'N-choice question' },
        { id: 'bad id', contest_id: 'x', name: 'broken' },
        { contest_id: 'abc300', name: 'no id' },
      ]),
    });
    expect((await refresh('atcoder')).ok).toBe(true);
    expect(await entry('atcoder:abc300_a')).toMatchObject({ difficultyValue: 9 });
    fake().route(catalogPaths.atcoderMerged, await fixture('atcoder-problems-merged.json'));
  });

  it("moves problems saved under a twin's key to the canonical key when a refresh learns of the twins", async () => {
    const owner = await signedInActor(t());
    // Codeforces lists Round 631's Div. 1 as starting later: no twins yet.
    const contests = JSON.parse((await fixture('codeforces-problems-contests.json')).body) as {
      result: { id: number; startTimeSeconds: number }[];
    };
    const apart = contests.result.map((contest) =>
      contest.id === 1329
        ? { ...contest, startTimeSeconds: contest.startTimeSeconds + 60 }
        : contest,
    );
    fake().route(catalogPaths.codeforcesContests, {
      body: JSON.stringify({ status: 'OK', result: apart }),
    });
    expect((await refresh('codeforces')).ok).toBe(true);
    const link = 'https://codeforces.com/contest/1330/problem/C';
    const saved = await callAs(t(), owner, 'POST', '/api/addproblem', {
      ...validProblemBody(),
      link,
    });
    expect(saved.json().problem).toMatchObject({
      key: 'codeforces:1330C',
      siteDifficulty: { scale: 'codeforces', value: 1800 },
    });
    const id = saved.json().problem._id as string;
    // The dashboard's card, cached.
    const listed = await callAs(t(), owner, 'GET', '/api/dashboard?q=Watermelon&limit=50');
    expect(listed.json().find((problem: { _id: string }) => problem._id === id)?.key).toBe(
      'codeforces:1330C',
    );

    fake().route(
      catalogPaths.codeforcesContests,
      await fixture('codeforces-problems-contests.json'),
    );
    const run = await refresh('codeforces');
    expect(run.ok).toBe(true);
    const [row] = await t()
      .db.select({ key: problems.key })
      .from(problems)
      .where(eq(problems.id, id));
    expect(row?.key).toBe('codeforces:1329A');
    const again = await callAs(t(), owner, 'GET', '/api/dashboard?q=Watermelon&limit=50');
    expect(again.json().find((problem: { _id: string }) => problem._id === id)?.key).toBe(
      'codeforces:1329A',
    );
  });

  it('gives problems saved before keys existed their key and site difficulty at start-up', async () => {
    const owner = await buildUser(t().db);
    const old = await buildProblem(t().db, owner, {
      link: 'https://m1.codeforces.com/contest/1330/problem/c/',
    });
    const other = await buildProblem(t().db, owner, {
      link: 'https://www.spoj.com/problems/PRIME1/#ranking',
    });
    const ran = nextRun(t().app.jobs, 'problem-import.backfill-keys');
    await t().app.jobs.send(problemImportJobsOf(t().app.jobs).backfill, {});
    expect((await ran).ok).toBe(true);
    const rows = await t()
      .db.select({
        id: problems.id,
        key: problems.key,
        scale: problems.siteDifficultyScale,
        value: problems.siteDifficultyValue,
      })
      .from(problems);
    expect(rows.find((row) => row.id === old.id)).toMatchObject({
      key: 'codeforces:1329A',
      scale: 'codeforces',
      value: 1800,
    });
    expect(rows.find((row) => row.id === other.id)).toMatchObject({
      key: 'https://www.spoj.com/problems/PRIME1',
      scale: null,
      value: null,
    });
  });
});
