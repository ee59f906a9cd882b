import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markMessages } from '@upsolve/contract';
import type { MarkStatus } from '@upsolve/contract';
import { marks } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { heardEvent } from '../../test/events.ts';
import { buildProblem, buildUser, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/** Marks (docs/product.md, "Marks"): PUT and DELETE /api/problem/{id}/mark, and `myMark`. */
const t = useTestApp();

const markUrl = (problemId: string) => `/api/problem/${problemId}/mark`;
const put = (actor: Actor | null, problemId: string, status: string) =>
  callAs(t, actor, 'PUT', markUrl(problemId), { status });
const remove = (actor: Actor | null, problemId: string) =>
  callAs(t, actor, 'DELETE', markUrl(problemId));
async function markOnPage(actor: Actor, problemId: string): Promise<MarkStatus | null> {
  const response = await callAs(t, actor, 'GET', `/api/problem/${problemId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().problem.myMark;
}
const rowsOf = (actor: Actor) =>
  t.db
    .select({ key: marks.problemKey, status: marks.status, solvedAt: marks.solvedAt })
    .from(marks)
    .where(eq(marks.userId, actor.user.id));

describe('PUT and DELETE /api/problem/{id}/mark', () => {
  it("sets, changes and removes the viewer's mark, and the problem page shows it", async () => {
    const ada = await signedInActor(t);
    const problem = await buildProblem(t.db, await buildUser(t.db));
    expect(await markOnPage(ada, problem.id)).toBeNull();

    const saved = await put(ada, problem.id, 'todo');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: markMessages.saved,
      mark: { problemId: problem.id, status: 'todo', updatedAt: expect.any(String) },
    });
    expect(await markOnPage(ada, problem.id)).toBe('todo');

    expect((await put(ada, problem.id, 'attempted')).json().mark.status).toBe('attempted');
    expect(await markOnPage(ada, problem.id)).toBe('attempted');
    expect(await rowsOf(ada)).toHaveLength(1);

    // Removing is idempotent, like removing a bookmark: an Undo sent twice is no error.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const removed = await remove(ada, problem.id);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: markMessages.removed });
      expect(await markOnPage(ada, problem.id)).toBeNull();
    }
    expect(await rowsOf(ada)).toEqual([]);
  });

  it('keeps when it was solved while it stays solved, and forgets it when it leaves solved', async () => {
    const ada = await signedInActor(t);
    const problem = await buildProblem(t.db, await buildUser(t.db));
    const solvedAt = async () => (await rowsOf(ada))[0]?.solvedAt ?? null;
    const change = async (status: MarkStatus) => {
      const heard = heardEvent(t, 'mark.changed', (event) => event.userId === ada.user.id);
      expect((await put(ada, problem.id, status)).statusCode).toBe(200);
      return (await heard).solvedChanged;
    };

    expect(await change('todo')).toBe(false);
    expect(await solvedAt()).toBeNull();
    expect(await change('solved')).toBe(true);
    const first = await solvedAt();
    expect(first).toBeInstanceOf(Date);
    // Solved with help is solved too: the day it was solved stays.
    expect(await change('solved_with_help')).toBe(false);
    expect(await solvedAt()).toEqual(first);
    expect(await change('solved')).toBe(false);
    expect(await solvedAt()).toEqual(first);
    expect(await change('attempted')).toBe(true);
    expect(await solvedAt()).toBeNull();
    expect(await change('solved_with_help')).toBe(true);
    expect(await solvedAt()).toBeInstanceOf(Date);
    const removed = heardEvent(t, 'mark.changed', (event) => event.userId === ada.user.id);
    await remove(ada, problem.id);
    expect(await removed).toMatchObject({ status: null, solvedChanged: true });
  });

  it('answers 401 signed out, 404 for a problem the viewer cannot read, 400 naming a bad status', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const open = await buildProblem(t.db, bob.user);
    const hidden = await buildProblem(t.db, bob.user, { visibility: 'private' });

    expect((await put(null, open.id, 'solved')).statusCode).toBe(401);
    expect((await remove(null, open.id)).statusCode).toBe(401);
    for (const id of [hidden.id, unknownId, 'not-an-id']) {
      expect((await put(ada, id, 'solved')).statusCode, id).toBe(404);
      expect((await remove(ada, id)).statusCode, id).toBe(404);
    }
    for (const body of [{ status: 'done' }, {}, { status: 7 }]) {
      const response = await callAs(t, ada, 'PUT', markUrl(open.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['status']);
    }
    expect(await rowsOf(ada)).toEqual([]);
    // The owner marks their own private problem.
    expect((await put(bob, hidden.id, 'todo')).statusCode).toBe(200);
    expect(await markOnPage(bob, hidden.id)).toBe('todo');
  });

  it("never shows one user's mark to another", async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, await buildUser(t.db), { platformName: 'Apart' });
    expect((await put(ada, problem.id, 'solved')).statusCode).toBe(200);
    expect(await markOnPage(ada, problem.id)).toBe('solved');
    expect(await markOnPage(bob, problem.id)).toBeNull();
    const dashboard = (actor: Actor, query: string) =>
      callAs(t, actor, 'GET', `/api/dashboard?platform=Apart${query}`).then((r) => r.json());
    expect((await dashboard(ada, ''))[0].myMark).toBe('solved');
    expect((await dashboard(bob, ''))[0].myMark).toBeNull();
    expect(await dashboard(bob, '&mark=solved')).toEqual([]);
    expect((await dashboard(bob, '&mark=unmarked'))[0].myMark).toBeNull();
  });
});

describe('twins: one mark per canonical key', () => {
  it('shows a mark made on one twin on both, and counts it once', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const owner = await buildUser(t.db);
    const key = 'codeforces:1775A';
    const one = await buildProblem(t.db, owner, {
      key,
      platformName: 'Twins',
      link: 'https://codeforces.com/contest/1775/problem/A',
    });
    const two = await buildProblem(t.db, owner, {
      key,
      platformName: 'Twins',
      link: 'https://codeforces.com/problemset/problem/1775/A',
    });
    const solvedCount = async () =>
      (await callAs(t, bob, 'GET', `/api/myprofile/${ada.user.id}`)).json().user.markCounts.solved;
    expect(await solvedCount()).toBe(0);

    expect((await put(ada, one.id, 'solved')).statusCode).toBe(200);
    expect(await markOnPage(ada, one.id)).toBe('solved');
    expect(await markOnPage(ada, two.id)).toBe('solved');
    const listed = (await callAs(t, ada, 'GET', '/api/dashboard?platform=Twins')).json();
    expect(listed.map((problem: { myMark: string | null }) => problem.myMark)).toEqual([
      'solved',
      'solved',
    ]);
    // Marking the other twin solved too is the same mark.
    const again = await put(ada, two.id, 'solved');
    expect(again.json().mark).toMatchObject({ problemId: two.id, status: 'solved' });
    expect(await rowsOf(ada)).toEqual([{ key, status: 'solved', solvedAt: expect.any(Date) }]);
    expect(await solvedCount()).toBe(1);
  });

  it('keys a problem the backfill has not reached as the backfill will, by its link', async () => {
    const ada = await signedInActor(t);
    const owner = await buildUser(t.db);
    const unkeyed = await buildProblem(t.db, owner, {
      key: null,
      link: 'https://codeforces.com/contest/1900/problem/b?utm_source=feed',
    });
    const keyed = await buildProblem(t.db, owner, {
      key: 'codeforces:1900B',
      link: 'https://codeforces.com/problemset/problem/1900/B',
    });
    expect((await put(ada, unkeyed.id, 'attempted')).statusCode).toBe(200);
    expect(await rowsOf(ada)).toEqual([
      { key: 'codeforces:1900B', status: 'attempted', solvedAt: null },
    ]);
    expect(await markOnPage(ada, unkeyed.id)).toBe('attempted');
    expect(await markOnPage(ada, keyed.id)).toBe('attempted');
  });
});
