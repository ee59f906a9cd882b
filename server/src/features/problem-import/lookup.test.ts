import { describe, expect, it } from 'vitest';
import { importMessages } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import { contests } from '../../db/schema/index.ts';
import { buildProblem, buildUser } from '../../test/factories.ts';
import {
  catalogPaths,
  serveCatalogFixtures,
  useCatalogApp,
} from '../../test/outside-sites/catalog.ts';
import { validProblemBody } from '../../test/fixtures.ts';

const app = useCatalogApp();

const lookup = async (url: string, signedIn = true) => {
  const viewer = signedIn ? await signedInActor(app.t) : null;
  return callAs(app.t, viewer, 'GET', `/api/problems/lookup?url=${encodeURIComponent(url)}`);
};

describe('GET /api/problems/lookup', () => {
  it('answers a Codeforces link from the catalog: title, tags, rating, one key for twins', async () => {
    const heard = app.fake.requests.length;
    const response = await lookup('https://m1.codeforces.com/contest/1330/problem/C?locale=ru');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      site: 'codeforces',
      key: 'codeforces:1329A',
      link: 'https://codeforces.com/problemset/problem/1330/C',
      title: 'Dreamoon Likes Coloring',
      tags: ['constructive algorithms', 'greedy', 'implementation', 'math'],
      difficulty: { scale: 'codeforces', value: 1800 },
      existing: null,
    });
    // From the daily list, not a call per lookup.
    expect(app.fake.requests.length).toBe(heard);
  });

  it('answers an AtCoder task, a shared one by its own task id', async () => {
    const response = await lookup('https://atcoder.jp/contests/abc042/tasks/arc058_a?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      site: 'atcoder',
      key: 'atcoder:arc058_a',
      title: "Iroha's Obsession",
      tags: [],
      difficulty: { scale: 'atcoder', value: 606 },
    });
  });

  it('asks LeetCode once per question and keeps its answer', async () => {
    const first = await lookup('https://leetcode.com/problems/two-sum/description/');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      site: 'leetcode',
      key: 'leetcode:two-sum',
      link: 'https://leetcode.com/problems/two-sum/',
      title: 'Two Sum',
      tags: ['Array', 'Hash Table'],
      difficulty: { scale: 'leetcode', value: 1 },
    });
    const asked = app.fake.requests.filter((request) => request.url === catalogPaths.leetcode);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]?.body ?? '{}')).toMatchObject({
      variables: { titleSlug: 'two-sum' },
    });
    const again = await lookup('https://leetcode.cn/problems/two-sum/solutions/');
    expect(again.json().title).toBe('Two Sum');
    expect(
      app.fake.requests.filter((request) => request.url === catalogPaths.leetcode),
    ).toHaveLength(1);
  });

  it("names the problem already shared: a public one, or the viewer's own, never another's private", async () => {
    const viewer = await signedInActor(app.t);
    const stranger = await buildUser(app.t.db);
    const link = 'https://codeforces.com/contest/1775/problem/B';
    const ask = () =>
      callAs(app.t, viewer, 'GET', `/api/problems/lookup?url=${encodeURIComponent(link)}`);
    await buildProblem(app.t.db, stranger, {
      link,
      visibility: 'private',
      key: 'codeforces:1775B',
    });
    expect((await ask()).json().existing).toBeNull();

    const own = await callAs(app.t, viewer, 'POST', '/api/addproblem', {
      ...validProblemBody(),
      title: 'My Gardener',
      link: 'https://codeforces.com/problemset/problem/1775/b',
      choice: 'private',
    });
    expect((await ask()).json().existing).toEqual({
      _id: own.json().problem._id,
      title: 'My Gardener',
    });

    const shared = await buildProblem(app.t.db, stranger, {
      title: 'Gardener and the Array',
      link,
      key: 'codeforces:1775B',
    });
    // A public one first: everyone is sent to the same problem.
    expect((await ask()).json().existing).toEqual({
      _id: shared.id,
      title: 'Gardener and the Array',
    });
  });

  it("finds the twin already shared from the other division's link", async () => {
    const viewer = await signedInActor(app.t);
    const saved = await callAs(app.t, viewer, 'POST', '/api/addproblem', {
      ...validProblemBody(),
      title: 'Dreamoon Likes Coloring',
      link: 'https://codeforces.com/contest/1329/problem/A',
    });
    expect(saved.json().problem.key).toBe('codeforces:1329A');
    const twin = await lookup('https://codeforces.com/problemset/problem/1330/C');
    expect(twin.json().existing).toEqual({
      _id: saved.json().problem._id,
      title: 'Dreamoon Likes Coloring',
    });
  });

  it('asks Codeforces about a round newer than its daily list, once, with its twin', async () => {
    // Round 1075's Div. 1 and Div. 2, on the calendar, started before the list was fetched.
    const startsAt = new Date(Date.UTC(2026, 10, 22, 14, 35));
    const round = (contestId: string, division: number) => ({
      source: 'codeforces' as const,
      contestId,
      name: `Codeforces Round 1075 (Div. ${division})`,
      startsAt,
      durationSeconds: 7200,
      url: `https://codeforces.com/contests/${contestId}`,
    });
    await app.t.db.insert(contests).values([round('2208', 1), round('2209', 2)]);
    const asked = () =>
      app.fake.requests.filter((request) =>
        request.url.startsWith(catalogPaths.codeforcesStandings),
      );

    const fresh = await lookup('https://codeforces.com/contest/2209/problem/C');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      key: 'codeforces:2208A',
      title: 'Lanterns on the Ridge',
      tags: ['greedy', 'sortings'],
      difficulty: null,
    });
    expect(
      asked()
        .map((request) => request.url)
        .sort(),
    ).toEqual([
      `${catalogPaths.codeforcesStandings}?contestId=2208&from=1&count=1`,
      `${catalogPaths.codeforcesStandings}?contestId=2209&from=1&count=1`,
    ]);
    // The round is in the catalog now: its other problems, and a letter it does not have.
    expect((await lookup('https://codeforces.com/contest/2208/problem/B')).json().title).toBe(
      'Counting Bridges',
    );
    expect((await lookup('https://codeforces.com/contest/2209/problem/F')).statusCode).toBe(404);
    expect(asked()).toHaveLength(2);

    // A round the calendar does not list, or lists as not started, is not asked about.
    await app.t.db.insert(contests).values({
      ...round('2210', 3),
      startsAt: new Date(Date.now() + 86_400_000),
    });
    for (const url of [
      'https://codeforces.com/contest/2210/problem/A',
      'https://codeforces.com/contest/2299/problem/A',
    ]) {
      expect((await lookup(url)).statusCode).toBe(404);
    }
    expect(asked()).toHaveLength(2);
  });

  it('refuses a link of another site or not a link at all with 400 naming the sites', async () => {
    for (const url of [
      'https://www.spoj.com/problems/PRIME1/',
      'two sum',
      'ftp://codeforces.com/contest/1/problem/A',
      'https://codeforces.com/contest/1775',
    ]) {
      const response = await lookup(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation',
        message: importMessages.unsupported,
      });
    }
    const empty = await callAs(
      app.t,
      await signedInActor(app.t),
      'GET',
      '/api/problems/lookup?url=',
    );
    expect(empty.statusCode).toBe(400);
  });

  it('answers 401 to no one signed in', async () => {
    const response = await lookup('https://codeforces.com/contest/1775/problem/B', false);
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for a problem the site does not know', async () => {
    for (const url of [
      'https://codeforces.com/contest/1775/problem/Z',
      'https://atcoder.jp/contests/abc300/tasks/abc300_z',
      'https://leetcode.com/problems/no-such-question/',
    ]) {
      const response = await lookup(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(importMessages.unknownProblem);
    }
  });

  it('answers 502 when the site is down or answers nonsense, and knows what it was told before', async () => {
    // Two Sum asked while LeetCode answered.
    await serveCatalogFixtures(app.fake);
    expect((await lookup('https://leetcode.com/problems/two-sum/')).statusCode).toBe(200);
    app.fake.route(catalogPaths.leetcode, { status: 503, body: 'busy', contentType: 'text/plain' });
    const down = await lookup('https://leetcode.com/problems/lru-cache/');
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      code: 'upstream_unavailable',
      message: 'LeetCode did not answer; fill in the fields by hand',
    });
    app.fake.route(catalogPaths.leetcode, {
      body: '<html>Just a moment...</html>',
      contentType: 'text/html',
    });
    expect((await lookup('https://leetcode.com/problems/lru-cache/')).statusCode).toBe(502);
    // Silent: given up after 5 s.
    app.fake.route(catalogPaths.leetcode, 'hang');
    const slow = await lookup('https://leetcode.com/problems/lru-cache/');
    expect(slow.statusCode).toBe(502);
    expect(slow.json().message).toBe('LeetCode did not answer; fill in the fields by hand');
    // Two Sum was asked before: still answered.
    expect((await lookup('https://leetcode.com/problems/two-sum/')).statusCode).toBe(200);
  });
});
