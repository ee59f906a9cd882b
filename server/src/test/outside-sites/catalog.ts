import { afterAll, beforeAll } from 'vitest';
import type { Environment } from '../../config.ts';
import { problemImportJobsOf, sendFirstRefreshes } from '../../features/problem-import/index.ts';
import { createTestApp } from '../harness.ts';
import type { TestApp, TestAppOptions } from '../harness.ts';
import { untilLastRun } from '../jobs.ts';
import { fixture, startFakeSites } from './fake-sites.ts';
import type { FakeSites } from './fake-sites.ts';

/**
 * The sites' problem data as the catalog reads it, served by the fake sites from the recorded
 * fixtures: Codeforces under `/cf`, AtCoder Problems under `/ap`, LeetCode's GraphQL at
 * `/lc/graphql` (two-sum known, any other slug unknown).
 *
 * Where each fixture's shape was checked (public code and recordings on GitHub, `owner/repo`
 * then the file, under https://github.com/<owner>/<repo>/blob/HEAD/):
 *
 * - codeforces-problems.json (`problemset.problems`: `problems` and `problemStatistics`) and
 *   codeforces-problems-contests.json (`contest.list`; rounds named without `#` since 2023):
 *   yunseohyun07/contest-radar, its Codeforces fixture (`tests/fixtures/codeforces` JSON: a
 *   contest's fields) and Rutika-B/Codeforces-API, lib/models/codeforces_userStatus_model.dart
 *   (problem objects of Round 843, `points` a float, and the round's start).
 * - atcoder-problems-merged.json: kenkoooo/AtCoderProblems, atcoder-problems-backend/src/bin/
 *   dump-json.rs (`MergedProblem`: its fields, nullable ones as null, sorted by id) and the
 *   frontend's `MergedProblem` interface (atcoder-problems-frontend/src/interfaces/).
 * - atcoder-problems-models.json: kenkoooo/AtCoderProblems, estimator/models.py and
 *   estimator/main.py (a model's fields; what was not estimated is left out, not null) and the
 *   frontend's `ProblemModel` interface (atcoder-problems-frontend/src/interfaces/).
 * - codeforces-standings-<round>.json (`contest.standings?from=1&count=1`: the round, its
 *   `problems` as problemset.problems lists them, without a rating in a round's first days, and
 *   one row): made on the contest.list and problem shapes above, for Round 1075's Div. 1 (2208)
 *   and Div. 2 (2209), which start together and share a problem.
 * - atcoder-tasks-abc042.html (`{ATCODER_API}/contests/abc042/tasks?lang=en`): AtCoder's task
 *   list, a table of letter, task link, limits and submit link per row, made on the page's markup;
 *   ABC 042's C and D are ARC 058's A and B, shared tasks keeping their own ids.
 * - leetcode-problems-*.json: GraphQL answers only the fields asked for (`leetcodeQuery`);
 *   phantompunk/kata, internal/leetcode/client_test.go (an unknown slug is
 *   `{"data":{"question":null}}` with HTTP 200).
 */
export const catalogPaths = {
  codeforcesProblems: '/cf/problemset.problems',
  codeforcesContests: '/cf/contest.list',
  codeforcesStandings: '/cf/contest.standings',
  atcoderMerged: '/ap/resources/merged-problems.json',
  atcoderModels: '/ap/resources/problem-models.json',
  leetcode: '/lc/graphql',
  atcoderTasks: '/atc/contests/abc042/tasks',
};

export async function serveCatalogFixtures(fake: FakeSites): Promise<void> {
  fake.route(catalogPaths.codeforcesProblems, await fixture('codeforces-problems.json'));
  fake.route(catalogPaths.codeforcesContests, await fixture('codeforces-problems-contests.json'));
  fake.route(catalogPaths.atcoderMerged, await fixture('atcoder-problems-merged.json'));
  fake.route(catalogPaths.atcoderModels, await fixture('atcoder-problems-models.json'));
  const standings = new Map([
    ['2208', await fixture('codeforces-standings-2208.json')],
    ['2209', await fixture('codeforces-standings-2209.json')],
  ]);
  const unknownRound = {
    status: 400,
    body: '{"status":"FAILED","comment":"contestId: Contest with id 2210 has not started"}',
  };
  fake.route(catalogPaths.codeforcesStandings, (request) => {
    const round = new URL(request.url, fake.origin).searchParams.get('contestId') ?? '';
    return standings.get(round) ?? unknownRound;
  });
  fake.route(catalogPaths.atcoderTasks, await fixture('atcoder-tasks-abc042.html'));
  const twoSum = await fixture('leetcode-problems-two-sum.json');
  const unknown = await fixture('leetcode-problems-unknown.json');
  fake.route(catalogPaths.leetcode, (request) => {
    const body = JSON.parse(request.body) as { variables?: { titleSlug?: string } };
    return body.variables?.titleSlug === 'two-sum' ? twoSum : unknown;
  });
}

export function catalogEnv(fake: FakeSites): Environment {
  return {
    CODEFORCES_API: `${fake.origin}/cf`,
    ATCODER_PROBLEMS_API: `${fake.origin}/ap`,
    LEETCODE_API: `${fake.origin}${catalogPaths.leetcode}`,
    ATCODER_API: `${fake.origin}/atc`,
  };
}

export interface CatalogTestApp {
  readonly t: TestApp;
  readonly fake: FakeSites;
}

/**
 * A test app whose sites are the fakes, started for the file once both lists' first refreshes
 * have stored the fixtures. `more` adds to the app's options (its env over the catalog's).
 */
export function useCatalogApp(
  more: (fake: FakeSites) => TestAppOptions = () => ({}),
): CatalogTestApp {
  let t: TestApp | undefined;
  let fake: FakeSites | undefined;
  beforeAll(async () => {
    fake = await startFakeSites();
    await serveCatalogFixtures(fake);
    const options = more(fake);
    t = await createTestApp({ ...options, env: { ...catalogEnv(fake), ...options.env } });
    await t.app.ready();
    // As a listening server does: a test app only injects, so it is told to.
    await sendFirstRefreshes(t.app, problemImportJobsOf(t.app.jobs));
    for (const site of ['codeforces', 'atcoder']) {
      await untilLastRun(t.app.jobs, `problem-import.refresh-${site}`, (run) => run.runs > 0);
    }
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  return {
    get t() {
      if (t === undefined) throw new Error('The catalog app starts in beforeAll.');
      return t;
    },
    get fake() {
      if (fake === undefined) throw new Error('The fake sites start in beforeAll.');
      return fake;
    },
  };
}
