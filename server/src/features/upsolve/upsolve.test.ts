import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contests, contestUpsolves, problems } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildKeyMark, buildProblem } from '../../test/factories.ts';
import { cacheSettled } from '../../test/cache-reads.ts';
import { useCatalogApp } from '../../test/outside-sites/catalog.ts';

/**
 * Contest upsolving against the fake sites: Codeforces Round 1075's Div. 2 (2209, whose C is
 * Div. 1's A, 2208A) from `contest.standings`, AtCoder's ABC 042 (whose C and D are ARC 058's)
 * from its task list.
 */
const app = useCatalogApp();
const hourMs = 3_600_000;
/** Contests that ended start together: Round 1075's Div. 1 and Div. 2 are twins by their start. */
const endedStart = new Date(Date.now() - 3 * hourMs);

/** Stores a contest on the calendar that ended an hour ago (or ends in an hour). */
async function storeContest(
  source: 'codeforces' | 'atcoder' | 'codechef',
  contestId: string,
  ended = true,
) {
  const startsAt = ended ? endedStart : new Date(Date.now() - hourMs);
  await app.t.db
    .insert(contests)
    .values({
      source,
      contestId,
      name: `Contest ${contestId}`,
      startsAt,
      durationSeconds: 2 * 3600,
      url: `https://example.com/${contestId}`,
    })
    .onConflictDoNothing();
}

const upsolve = (actor: Actor | null, path: string) =>
  callAs(app.t, actor, 'POST', `/api/contests/${path}/upsolve`);
const progress = async (actor: Actor) =>
  (await callAs(app.t, actor, 'GET', '/api/contests/upsolving')).json().contests;

describe('POST /api/contests/{source}/{contestId}/upsolve', () => {
  it('shares a Codeforces round from its standings, puts it on the to-do, and counts progress', async () => {
    await storeContest('codeforces', '2208');
    await storeContest('codeforces', '2209');
    const alice = await signedInActor(app.t);

    const response = await upsolve(alice, 'codeforces/2209');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      message: 'Added 3 of 3 problems to your to-do',
      added: 3,
      created: 3,
      reused: 0,
      alreadySolved: 0,
    });
    expect(answer.problems.map((p: { title: string }) => p.title)).toEqual([
      'Two Piles',
      'Stones in a Row',
      'Lanterns on the Ridge',
    ]);
    expect(answer.problems.map((p: { myMark: string }) => p.myMark)).toEqual([
      'todo',
      'todo',
      'todo',
    ]);
    // The Div. 2 C is stored under Div. 1's key, public, pointing at the site.
    const [twin] = await app.t.db
      .select()
      .from(problems)
      .where(eq(problems.id, answer.problems[2]._id));
    expect(twin).toMatchObject({
      key: 'codeforces:2208A',
      visibility: 'public',
      statement: 'See the original statement',
      link: 'https://codeforces.com/contest/2209/problem/C',
      platformName: 'Codeforces',
      tags: ['greedy', 'sortings'],
    });
    expect(await progress(alice)).toEqual([
      { source: 'codeforces', contestId: '2209', solved: 0, total: 3 },
    ]);

    // Solving one (on its page) moves the progress.
    const solved = await callAs(
      app.t,
      alice,
      'PUT',
      `/api/problem/${answer.problems[0]._id}/mark`,
      {
        status: 'solved',
      },
    );
    expect(solved.statusCode).toBe(200);
    expect(await progress(alice)).toEqual([
      { source: 'codeforces', contestId: '2209', solved: 1, total: 3 },
    ]);

    // Upsolving it again changes nothing: the solved one stays solved.
    const again = (await upsolve(alice, 'codeforces/2209')).json();
    expect(again).toMatchObject({ added: 0, created: 0, reused: 3, alreadySolved: 1 });
    expect(again.message).toBe('Every problem of this contest was already on your list');
    expect(again.problems[0].myMark).toBe('solved');
  });

  it('reuses what is shared, keeps solved twins solved, and counts a twin once', async () => {
    await storeContest('codeforces', '2208');
    await storeContest('codeforces', '2209');
    const bob = await signedInActor(app.t);
    // Bob solved Div. 1's A, the twin of Div. 2's C.
    await buildKeyMark(app.t.db, bob.user, { problemKey: 'codeforces:2208A', status: 'solved' });

    const answer = (await upsolve(bob, 'codeforces/2208')).json();
    expect(answer).toMatchObject({ added: 1, alreadySolved: 1, problems: [{}, {}] });
    expect(answer.problems.map((p: { myMark: string }) => p.myMark)).toEqual(['solved', 'todo']);
    // 2208A was shared by the first test as Div. 2's C: the same problem, reused.
    const shared = await app.t.db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.key, 'codeforces:2208A'));
    expect(shared).toHaveLength(1);
    expect(answer.problems[0]._id).toBe(shared[0]?.id);
    expect(await progress(bob)).toEqual([
      { source: 'codeforces', contestId: '2208', solved: 1, total: 2 },
    ]);
  });

  it("reads AtCoder's task list, shared tasks under their own ids", async () => {
    await storeContest('atcoder', 'abc042');
    const carol = await signedInActor(app.t);
    // Already shared by someone, as a public problem with its key: reused.
    const owner = await signedInActor(app.t);
    const existing = await buildProblem(app.t.db, owner.user, {
      title: 'Iroha and Haiku',
      link: 'https://atcoder.jp/contests/abc042/tasks/abc042_a',
      key: 'atcoder:abc042_a',
    });

    const response = await upsolve(carol, 'atcoder/ABC042');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ added: 4, created: 3, reused: 1 });
    expect(answer.problems[0]).toEqual({
      _id: existing.id,
      title: 'Iroha and Haiku',
      myMark: 'todo',
    });
    expect(answer.problems.slice(1).map((p: { title: string }) => p.title)).toEqual([
      'Iroha Loves Strings (ABC Edition)',
      "Iroha's Obsession",
      'Iroha and a Grid',
    ]);
    const [shared] = await app.t.db
      .select({ key: problems.key, link: problems.link, platform: problems.platformName })
      .from(problems)
      .where(eq(problems.id, answer.problems[2]._id));
    expect(shared).toEqual({
      key: 'atcoder:arc058_a',
      link: 'https://atcoder.jp/contests/abc042/tasks/arc058_a',
      platform: 'AtCoder',
    });
  });

  it('creates each problem once when two users upsolve one contest at once', async () => {
    // Round 1775 is in the daily list already: no site is asked, so both requests reach the
    // database together (on PostgreSQL, on two connections); problems/stubs.postgres.test.ts
    // checks the key's lock for two contests sharing a task.
    await storeContest('codeforces', '1775');
    const [dave, erin] = [await signedInActor(app.t), await signedInActor(app.t)];
    const before = await app.t.db.select({ id: problems.id }).from(problems);

    const [first, second] = await Promise.all([
      upsolve(dave, 'codeforces/1775'),
      upsolve(erin, 'codeforces/1775'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().created + second.json().created).toBe(7);
    const after = await app.t.db.select({ id: problems.id }).from(problems);
    expect(after.length).toBe(before.length + 7);
    expect(first.json().problems).toEqual(second.json().problems);
  });

  it('refuses what it cannot upsolve, and changes nothing', async () => {
    await storeContest('codeforces', '2210', false);
    await storeContest('codechef', 'START100');
    const frank = await signedInActor(app.t);
    const cases: [string, number, string][] = [
      ['codeforces/999999', 404, 'Not found'],
      ['codeforces/2210', 409, 'This contest has not ended yet'],
      ['codechef/START100', 400, 'Upsolving takes Codeforces and AtCoder contests'],
      ['topcoder/1', 400, 'Upsolving takes Codeforces and AtCoder contests'],
      ['codeforces/22%2010', 400, 'Contest id must be letters, digits, "_" or "-"'],
    ];
    for (const [path, status, message] of cases) {
      const response = await upsolve(frank, path);
      expect(response.statusCode, path).toBe(status);
      expect(response.json().message, path).toBe(message);
    }
    expect(await progress(frank)).toEqual([]);
    const rows = await app.t.db
      .select()
      .from(contestUpsolves)
      .where(eq(contestUpsolves.userId, frank.user.id));
    expect(rows).toEqual([]);
  });

  it('says when the site is down and keeps nothing; a contest without tasks has none', async () => {
    await storeContest('atcoder', 'abc301');
    const grace = await signedInActor(app.t);
    const tasks = '/atc/contests/abc301/tasks';
    app.fake.route(tasks, { status: 503, body: 'Maintenance' });
    const before = await app.t.db.select({ id: problems.id }).from(problems);

    const down = await upsolve(grace, 'atcoder/abc301');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('AtCoder answered 503; try again in a few minutes');
    expect(await app.t.db.select({ id: problems.id }).from(problems)).toHaveLength(before.length);
    expect(await progress(grace)).toEqual([]);

    // AtCoder's 404 for a contest without tasks: none to upsolve.
    app.fake.route(tasks, { status: 404, body: 'Not Found' });
    const none = await upsolve(grace, 'atcoder/abc301');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('AtCoder lists no problems for this contest');
    expect(app.fake.requests.filter((request) => request.url.startsWith(tasks))).toHaveLength(2);
  });

  it('needs a session', async () => {
    await storeContest('codeforces', '2209');
    expect((await upsolve(null, 'codeforces/2209')).statusCode).toBe(401);
    expect((await callAs(app.t, null, 'GET', '/api/contests/upsolving')).statusCode).toBe(401);
  });

  it('shows each user only their own progress', async () => {
    await storeContest('codeforces', '2209');
    const [heidi, ivan] = [await signedInActor(app.t), await signedInActor(app.t)];
    expect((await upsolve(heidi, 'codeforces/2209')).statusCode).toBe(200);
    expect(await progress(ivan)).toEqual([]);
    expect(await progress(heidi)).toHaveLength(1);
  });

  it('answers progress from the cache until a mark, an upsolve or the contest list changes it', async () => {
    await storeContest('codeforces', '2209');
    const [judy, karl] = [await signedInActor(app.t), await signedInActor(app.t)];
    const upsolved = (await upsolve(judy, 'codeforces/2209')).json();
    const read = async (actor: Actor) => {
      const response = await callAs(app.t, actor, 'GET', '/api/contests/upsolving');
      return { contests: response.json().contests, cache: response.headers['x-cache'] };
    };
    await read(judy);
    expect(await read(judy)).toMatchObject({ contests: [{ solved: 0, total: 3 }], cache: 'hit' });
    expect(await read(karl)).toMatchObject({ contests: [], cache: 'miss' });

    // Her mark is awaited by its own request: the next read counts it.
    const problemId: string = upsolved.problems[1]._id;
    await callAs(app.t, judy, 'PUT', `/api/problem/${problemId}/mark`, { status: 'solved' });
    // Dropped, and read again by the server (plugins/cache-reload.ts) before she came back.
    await cacheSettled(app.t);
    expect(await read(judy)).toMatchObject({ contests: [{ solved: 1, total: 3 }], cache: 'hit' });
    expect(await read(karl)).toMatchObject({ contests: [], cache: 'hit' });

    // Karl upsolving the same contest stores its list anew: every count of it is read again.
    expect((await upsolve(karl, 'codeforces/2209')).statusCode).toBe(200);
    await cacheSettled(app.t);
    expect(await read(judy)).toMatchObject({ contests: [{ solved: 1, total: 3 }], cache: 'hit' });
    expect(await read(karl)).toMatchObject({ contests: [{ solved: 0, total: 3 }], cache: 'hit' });
  });
});
