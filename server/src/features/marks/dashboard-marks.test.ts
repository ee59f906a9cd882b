import { describe, expect, it } from 'vitest';
import type { MarkFilter, MarkStatus, ProblemSummary } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildBookmark, buildMark, buildProblem, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * `myMark` on every list a viewer reads, the dashboard's `?mark=` filter with the other filters and
 * paging, and cached answers that never hide a fresh mark (features/marks/my-marks.ts).
 */
const t = useTestApp();

async function get(actor: Actor, url: string) {
  const response = await callAs(t, actor, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response;
}
const marksOf = (problems: ProblemSummary[]) =>
  Object.fromEntries(problems.map((problem) => [problem.title, problem.myMark]));

/** Ten problems of one platform, newest last; every other one tagged graphs; some marked. */
const statuses: (MarkStatus | null)[] = [
  'solved',
  'solved',
  'solved_with_help',
  'attempted',
  'todo',
  'todo',
  null,
  null,
  null,
  null,
];
let scene: Promise<{ viewer: Actor; titles: string[] }> | undefined;
function markedScene() {
  scene ??= (async () => {
    const owner = await buildUser(t.db);
    const viewer = await signedInActor(t);
    const titles: string[] = [];
    for (const [index, status] of statuses.entries()) {
      const title = `Marked ${index}`;
      titles.push(title);
      const problem = await buildProblem(t.db, owner, {
        title,
        key: `markland:${index}`,
        platformName: 'Markland',
        tags: index % 2 === 0 ? ['graphs'] : ['math'],
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
      if (status !== null) await buildMark(t.db, viewer.user, problem, status);
    }
    return { viewer, titles };
  })();
  return scene;
}

/** Every page of a dashboard query, `limit` at a time, with the first page's total. */
async function allPages(viewer: Actor, query: Record<string, string>, limit: number) {
  const seen: ProblemSummary[] = [];
  let cursor: string | undefined;
  let total: string | undefined;
  for (let pageNumber = 0; pageNumber < 20; pageNumber += 1) {
    const params = new URLSearchParams({ platform: 'Markland', ...query, limit: String(limit) });
    if (cursor !== undefined) params.set('cursor', cursor);
    const response = await get(viewer, `/api/dashboard?${params}`);
    if (cursor === undefined) total = String(response.headers['x-total-count']);
    const page: ProblemSummary[] = response.json();
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page);
    const next = response.headers['x-next-cursor'];
    if (typeof next !== 'string') return { seen, total };
    cursor = next;
  }
  throw new Error('more pages than problems');
}

const kept: Record<MarkFilter, (status: MarkStatus | null) => boolean> = {
  solved: (status) => status === 'solved' || status === 'solved_with_help',
  attempted: (status) => status === 'attempted',
  todo: (status) => status === 'todo',
  unmarked: (status) => status === null,
  unsolved: (status) => status !== 'solved' && status !== 'solved_with_help',
};

describe('GET /api/dashboard?mark=', () => {
  it.each(Object.keys(kept) as MarkFilter[])(
    'keeps %s by the viewer’s own marks, page after page, alone and with a tag and a sort',
    async (filter) => {
      const { viewer, titles } = await markedScene();
      const expected = titles.filter((_, index) => kept[filter](statuses[index] ?? null));
      const newestFirst = [...expected].reverse();

      const alone = await allPages(viewer, { mark: filter }, 2);
      expect(alone.seen.map((problem) => problem.title)).toEqual(newestFirst);
      expect(alone.total).toBe(String(expected.length));
      for (const problem of alone.seen) {
        expect(kept[filter](problem.myMark), problem.title).toBe(true);
        expect(problem.myMark).toBe(statuses[titles.indexOf(problem.title)]);
      }

      const tagged = await allPages(viewer, { mark: filter, tag: 'graphs', sort: 'solved' }, 1);
      const graphs = expected.filter((title) => titles.indexOf(title) % 2 === 0);
      expect(tagged.seen.map((problem) => problem.title).sort()).toEqual([...graphs].sort());
      expect(tagged.total).toBe(String(graphs.length));
    },
  );

  it('is per viewer: someone without marks finds everything unmarked and nothing solved', async () => {
    await markedScene();
    const bob = await signedInActor(t);
    expect((await allPages(bob, { mark: 'unmarked' }, 4)).seen).toHaveLength(statuses.length);
    expect((await allPages(bob, { mark: 'unsolved' }, 4)).seen).toHaveLength(statuses.length);
    expect((await allPages(bob, { mark: 'solved' }, 4)).seen).toEqual([]);
  });
});

describe('cached answers and fresh marks', () => {
  it('shares one dashboard answer among viewers without marks, and shows a new mark on the next read', async () => {
    const owner = await buildUser(t.db);
    const problem = await buildProblem(t.db, owner, {
      key: 'freshland:1',
      platformName: 'Freshland',
    });
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const url = '/api/dashboard?platform=Freshland';
    await get(ada, url);
    // Bob, with no mark there either, is answered from the answer Ada's read stored.
    const shared = await get(bob, url);
    expect(shared.headers['x-cache']).toBe('hit');
    expect(shared.json()[0].myMark).toBeNull();

    const todo = `${url}&mark=todo`;
    expect((await get(ada, todo)).json()).toEqual([]);
    expect(
      (await callAs(t, ada, 'PUT', `/api/problem/${problem.id}/mark`, { status: 'todo' }))
        .statusCode,
    ).toBe(200);
    expect((await get(ada, url)).json()[0].myMark).toBe('todo');
    expect((await get(ada, todo)).json().map((row: ProblemSummary) => row.myMark)).toEqual([
      'todo',
    ]);
    // Bob's answer is still the shared one, unmarked.
    const still = await get(bob, url);
    expect(still.headers['x-cache']).toBe('hit');
    expect(still.json()[0].myMark).toBeNull();

    expect(
      (await callAs(t, ada, 'PUT', `/api/problem/${problem.id}/mark`, { status: 'solved' }))
        .statusCode,
    ).toBe(200);
    expect((await get(ada, url)).json()[0].myMark).toBe('solved');
    expect((await get(ada, todo)).json()).toEqual([]);
    expect((await callAs(t, ada, 'DELETE', `/api/problem/${problem.id}/mark`)).statusCode).toBe(
      200,
    );
    const unmarked = await get(ada, url);
    expect(unmarked.json()[0].myMark).toBeNull();
    // Back to no mark there: the answer every such viewer shares.
    expect(unmarked.headers['x-cache']).toBe('hit');
  });

  it("carries the viewer's marks on their problems, bookmarks and a user's problems", async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const own = await buildProblem(t.db, ada.user, { title: 'Ada own' });
    const saved = await buildProblem(t.db, bob.user, { title: 'Bob shared' });
    await buildBookmark(t.db, ada.user, saved);
    const bobsPage = `/api/myprofile/${bob.user.id}/problems`;
    // Bob's page, read first by Bob, is stored; Ada's read must still show her mark.
    expect(marksOf((await get(bob, bobsPage)).json().problems)).toEqual({ 'Bob shared': null });

    for (const [problem, status] of [
      [own, 'attempted'],
      [saved, 'solved_with_help'],
    ] as const) {
      const response = await callAs(t, ada, 'PUT', `/api/problem/${problem.id}/mark`, { status });
      expect(response.statusCode).toBe(200);
    }
    expect(marksOf((await get(ada, '/api/myproblems')).json().problems)).toEqual({
      'Ada own': 'attempted',
    });
    expect(marksOf((await get(ada, '/api/bookmarkedproblems')).json().problems)).toEqual({
      'Bob shared': 'solved_with_help',
    });
    expect(marksOf((await get(ada, bobsPage)).json().problems)).toEqual({
      'Bob shared': 'solved_with_help',
    });
    const bobs = await get(bob, bobsPage);
    expect(marksOf(bobs.json().problems)).toEqual({ 'Bob shared': null });
    expect(bobs.headers['x-cache']).toBe('hit');
  });

  it("shows a changed count on the next read of another user's cached profile", async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, bob.user);
    const profile = `/api/myprofile/${ada.user.id}`;
    expect((await get(bob, profile)).json().user.markCounts).toEqual({
      solved: 0,
      solvedWithHelp: 0,
      attempted: 0,
      todo: 0,
    });
    expect((await get(bob, profile)).headers['x-cache']).toBe('hit');
    await callAs(t, ada, 'PUT', `/api/problem/${problem.id}/mark`, { status: 'todo' });
    expect((await get(bob, profile)).json().user.markCounts).toMatchObject({ todo: 1 });
    await callAs(t, ada, 'PUT', `/api/problem/${problem.id}/mark`, { status: 'solved' });
    expect((await get(bob, profile)).json().user.markCounts).toMatchObject({ todo: 0, solved: 1 });
  });
});
