import { describe, expect, it } from 'vitest';
import { limits } from '@upsolve/contract';
import type { ListDetail } from '@upsolve/contract';
import { eq } from 'drizzle-orm';
import { problems } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { buildProblem, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { makeList, markProblem, setListProblems } from '../../test/list-factories.ts';

/**
 * PUT /api/lists/{id}/problems and what a list shows of its problems: their order, the ones a
 * viewer may read, and the viewer's own progress.
 */
const t = useTestApp();

const save = (viewer: Parameters<typeof callAs>[1], listId: string, problemIds: unknown) =>
  callAs(t, viewer, 'PUT', `/api/lists/${listId}/problems`, { problemIds });
const detail = async (
  viewer: Parameters<typeof callAs>[1],
  listId: string,
): Promise<ListDetail> => {
  const response = await callAs(t, viewer, 'GET', `/api/lists/${listId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { list: ListDetail }).list;
};
const titles = (list: ListDetail) => list.problems.map((problem) => problem.title);

describe('PUT /api/lists/{id}/problems', () => {
  it('keeps the order given, and a new order replaces the old', async () => {
    const ada = await signedInActor(t);
    const [a, b, c] = [
      await buildProblem(t.db, ada.user, { title: 'A' }),
      await buildProblem(t.db, ada.user, { title: 'B' }),
      await buildProblem(t.db, ada.user, { title: 'C' }),
    ];
    const list = await makeList(t, ada);
    const saved = await save(ada, list._id, [c.id, a.id, b.id]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('List saved');
    expect(titles(saved.json().list)).toEqual(['C', 'A', 'B']);
    expect(titles(await detail(ada, list._id))).toEqual(['C', 'A', 'B']);
    await setListProblems(t, ada, list._id, [b.id.toUpperCase(), c.id]);
    const after = await detail(ada, list._id);
    expect(titles(after)).toEqual(['B', 'C']);
    expect(after.problemCount).toBe(2);
  });

  it('answers 400 naming the entry for an unknown, malformed or someone’s private problem; nothing changes', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const mine = await buildProblem(t.db, ada.user, { title: 'Mine' });
    const bobsPrivate = await buildProblem(t.db, bob.user, { visibility: 'private' });
    const list = await makeList(t, ada);
    await setListProblems(t, ada, list._id, [mine.id]);
    const cases: [unknown, string[]][] = [
      [[mine.id, unknownId], ['problemIds.1']],
      [[bobsPrivate.id, mine.id], ['problemIds.0']],
      [[mine.id, 'not-an-id'], ['problemIds.1']],
      [[mine.id, mine.id], ['problemIds']],
      ['abc', ['problemIds']],
      [[mine.id, 5], ['problemIds.1']],
    ];
    for (const [ids, fields] of cases) {
      const refused = await save(ada, list._id, ids);
      expect(refused.statusCode, JSON.stringify(ids)).toBe(400);
      expect(Object.keys(refused.json().fields), JSON.stringify(ids)).toEqual(fields);
    }
    const unknown = await save(ada, list._id, [unknownId]);
    expect(unknown.json().fields).toEqual({
      'problemIds.0': 'No problem you can read has this id',
    });
    expect(titles(await detail(ada, list._id))).toEqual(['Mine']);
  });

  it(`answers 400 past ${limits.listProblems} problems`, async () => {
    const ada = await signedInActor(t);
    const list = await makeList(t, ada);
    const ids = Array.from({ length: limits.listProblems + 1 }, () => crypto.randomUUID());
    const refused = await save(ada, list._id, ids);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      problemIds: `A list holds at most ${limits.listProblems} problems`,
    });
  });

  it('is the owner’s alone: 403 on a readable list, 404 on a private one, 401 signed out', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, ada.user);
    const open = await makeList(t, ada, { visibility: 'unlisted' });
    const closed = await makeList(t, ada, { visibility: 'private' });
    expect((await save(bob, open._id, [problem.id])).statusCode).toBe(403);
    expect((await save(bob, closed._id, [problem.id])).statusCode).toBe(404);
    expect((await save(null, open._id, [problem.id])).statusCode).toBe(401);
    expect((await detail(ada, open._id)).problems).toEqual([]);
  });
});

describe('what a list shows of its problems', () => {
  it('counts progress by the viewer’s own marks, twins by key, on someone else’s public list', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const [one, two, three] = [
      await buildProblem(t.db, ada.user, { title: 'One', key: 'codeforces:1A' }),
      await buildProblem(t.db, ada.user, { title: 'Two', key: 'codeforces:2B' }),
      await buildProblem(t.db, ada.user, { title: 'Three', key: 'codeforces:3C' }),
    ];
    const list = await makeList(t, ada, { visibility: 'public' });
    await setListProblems(t, ada, list._id, [one.id, two.id, three.id]);
    await markProblem(t.db, ada.user.id, 'codeforces:1A', 'solved');
    // Bob solved Two's twin (another row, the same key), got help on Three, and has a to-do.
    await buildProblem(t.db, bob.user, { title: 'Two again', key: 'codeforces:2B' });
    await markProblem(t.db, bob.user.id, 'codeforces:2B', 'solved');
    await markProblem(t.db, bob.user.id, 'codeforces:3C', 'solved_with_help');
    await markProblem(t.db, bob.user.id, 'codeforces:1A', 'todo');

    expect(await detail(ada, list._id)).toMatchObject({ problemCount: 3, solvedCount: 1 });
    expect(await detail(bob, list._id)).toMatchObject({ problemCount: 3, solvedCount: 2 });
    const profile = await callAs(t, bob, 'GET', `/api/users/${ada.user.id}/lists`);
    expect(profile.json().lists[0]).toMatchObject({ problemCount: 3, solvedCount: 2 });
  });

  it('leaves out, for everyone else, a problem that became private, and its title', async () => {
    const [ada, bob, cat] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const bobs = await buildProblem(t.db, bob.user, { title: 'Bob’s secret problem', key: 'k:1' });
    const open = await buildProblem(t.db, ada.user, { title: 'Open one' });
    const list = await makeList(t, ada, { visibility: 'public' });
    await setListProblems(t, ada, list._id, [bobs.id, open.id]);
    await markProblem(t.db, cat.user.id, 'k:1', 'solved');
    await t.db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, bobs.id));

    for (const viewer of [ada, cat]) {
      const shown = await callAs(t, viewer, 'GET', `/api/lists/${list._id}`);
      expect(shown.body).not.toContain('Bob’s secret problem');
      expect(shown.json().list).toMatchObject({ problemCount: 1, solvedCount: 0 });
      const lists = await callAs(t, viewer, 'GET', `/api/users/${ada.user.id}/lists`);
      expect(lists.json().lists[0]).toMatchObject({ problemCount: 1, solvedCount: 0 });
    }
    // Its owner still reads it, in its place.
    expect(titles(await detail(bob, list._id))).toEqual(['Bob’s secret problem', 'Open one']);
  });

  it('drops a deleted problem from every list it was in', async () => {
    const ada = await signedInActor(t);
    const [gone, kept] = [
      await buildProblem(t.db, ada.user, { title: 'Gone' }),
      await buildProblem(t.db, ada.user, { title: 'Kept' }),
    ];
    const list = await makeList(t, ada);
    await setListProblems(t, ada, list._id, [gone.id, kept.id]);
    const deleted = await callAs(t, ada, 'DELETE', `/api/problem/${gone.id}/deleteproblem`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await detail(ada, list._id);
    expect(titles(after)).toEqual(['Kept']);
    expect(after.problemCount).toBe(1);
  });
});

describe('GET /api/lists?problemId=: which of the viewer’s lists hold a problem', () => {
  const holding = async (viewer: Parameters<typeof callAs>[1], problemId: string) => {
    const response = await callAs(t, viewer, 'GET', `/api/lists?problemId=${problemId}`);
    expect(response.statusCode, response.body).toBe(200);
    const lists = (response.json() as { lists: { name: string; hasProblem?: boolean }[] }).lists;
    return Object.fromEntries(lists.map((list) => [list.name, list.hasProblem]));
  };

  it('says of each list whether it holds the problem; without problemId it says nothing', async () => {
    const ada = await signedInActor(t);
    const [wanted, other] = [
      await buildProblem(t.db, ada.user, { title: 'Wanted' }),
      await buildProblem(t.db, ada.user, { title: 'Other' }),
    ];
    const graphs = await makeList(t, ada, { name: 'Graphs' });
    await makeList(t, ada, { name: 'Empty' });
    const dp = await makeList(t, ada, { name: 'DP' });
    await setListProblems(t, ada, graphs._id, [other.id, wanted.id]);
    await setListProblems(t, ada, dp._id, [other.id]);

    expect(await holding(ada, wanted.id)).toEqual({ Graphs: true, Empty: false, DP: false });
    expect(await holding(ada, wanted.id.toUpperCase())).toEqual({
      Graphs: true,
      Empty: false,
      DP: false,
    });
    expect(await holding(ada, other.id)).toEqual({ Graphs: true, Empty: false, DP: true });
    expect(await holding(ada, unknownId)).toEqual({ Graphs: false, Empty: false, DP: false });
    const plain = await callAs(t, ada, 'GET', '/api/lists');
    expect(plain.json().lists.map((list: object) => 'hasProblem' in list)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('holds no problem the viewer cannot read, as the list shows none (a problem made private)', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const bobs = await buildProblem(t.db, bob.user, { title: 'Bob’s', visibility: 'public' });
    const list = await makeList(t, ada, { name: 'Borrowed' });
    await setListProblems(t, ada, list._id, [bobs.id]);
    expect(await holding(ada, bobs.id)).toEqual({ Borrowed: true });
    await t.db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, bobs.id));
    const answer = await callAs(t, ada, 'GET', `/api/lists?problemId=${bobs.id}`);
    expect(answer.body).not.toContain('Bob’s');
    expect(await holding(ada, bobs.id)).toEqual({ Borrowed: false });
    // Only the viewer's own lists: Bob has none, whatever Ada's hold.
    expect(await holding(bob, bobs.id)).toEqual({});
  });

  it('answers 400 naming problemId for a malformed id, 401 signed out', async () => {
    const ada = await signedInActor(t);
    await makeList(t, ada);
    for (const bad of ['not-an-id', '', '123']) {
      const refused = await callAs(t, ada, 'GET', `/api/lists?problemId=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().fields, bad).toEqual({ problemId: 'Problem must be a problem id' });
    }
    const signedOut = await callAs(t, null, 'GET', `/api/lists?problemId=${unknownId}`);
    expect(signedOut.statusCode).toBe(401);
    const signedOutBad = await callAs(t, null, 'GET', '/api/lists?problemId=not-an-id');
    expect(signedOutBad.statusCode).toBe(401);
  });
});
