import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema/index.ts';
import { buildBookmark, buildProblem, buildUser, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';

const testApp = useTestApp();

describe('POST /api/bookmark/{id} and /api/unbookmark/{id}', () => {
  it('saves and unsaves a problem, and doing either twice changes nothing', async () => {
    const { db } = testApp;
    const bob = await signedInActor(testApp);
    const problem = await buildProblem(db, await buildUser(db));
    const saved = () =>
      db.$count(
        bookmarks,
        and(eq(bookmarks.userId, bob.user.id), eq(bookmarks.problemId, problem.id)),
      );

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await callAs(testApp, bob, 'POST', `/api/bookmark/${problem.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Problem bookmarked', isBookmarked: true });
    }
    expect(await saved()).toBe(1);
    expect(
      (await callAs(testApp, bob, 'GET', `/api/problem/${problem.id}`)).json().isBookmarked,
    ).toBe(true);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await callAs(testApp, bob, 'POST', `/api/unbookmark/${problem.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Bookmark removed', isBookmarked: false });
    }
    expect(await saved()).toBe(0);
    expect(
      (await callAs(testApp, bob, 'GET', `/api/problem/${problem.id}`)).json().isBookmarked,
    ).toBe(false);
  });

  it("does not touch another user's bookmark", async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const bob = await signedInActor(testApp);
    const problem = await buildProblem(db, alice.user);
    await buildBookmark(db, alice.user, problem);
    await callAs(testApp, bob, 'POST', `/api/unbookmark/${problem.id}`);
    expect(
      (await callAs(testApp, alice, 'GET', `/api/problem/${problem.id}`)).json().isBookmarked,
    ).toBe(true);
    expect(
      (await callAs(testApp, bob, 'GET', `/api/problem/${problem.id}`)).json().isBookmarked,
    ).toBe(false);
  });

  it('answers 401 signed out and 404 for unknown or malformed ids', async () => {
    const { db } = testApp;
    const bob = await signedInActor(testApp);
    const problem = await buildProblem(db, bob.user);
    for (const action of ['bookmark', 'unbookmark']) {
      expect((await callAs(testApp, null, 'POST', `/api/${action}/${problem.id}`)).statusCode).toBe(
        401,
      );
      for (const id of [unknownId, 'x']) {
        expect((await callAs(testApp, bob, 'POST', `/api/${action}/${id}`)).statusCode).toBe(404);
      }
    }
  });
});

describe('GET /api/bookmarkedproblems', () => {
  it('lists what the viewer saved, latest saved first, in pages', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const bob = await signedInActor(testApp);
    const titles = ['Saved first', 'Saved second', 'Saved third'];
    for (const [index, title] of titles.entries()) {
      const problem = await buildProblem(db, owner, { title });
      await buildBookmark(db, bob.user, problem, new Date(Date.UTC(2026, 1, 1 + index)));
    }
    await buildProblem(db, owner, { title: 'Not saved' });

    const first = await callAs(testApp, bob, 'GET', '/api/bookmarkedproblems?limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().problems.map((problem: { title: string }) => problem.title)).toEqual([
      'Saved third',
      'Saved second',
    ]);
    const cursor = first.headers['x-next-cursor'];
    const second = await callAs(
      testApp,
      bob,
      'GET',
      `/api/bookmarkedproblems?limit=2&cursor=${cursor}`,
    );
    expect(second.json().problems.map((problem: { title: string }) => problem.title)).toEqual([
      'Saved first',
    ]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('is empty for someone who saved nothing, and 401 signed out', async () => {
    const carol = await signedInActor(testApp);
    const response = await callAs(testApp, carol, 'GET', '/api/bookmarkedproblems');
    expect(response.json()).toEqual({ problems: [] });
    expect(response.headers['x-total-count']).toBe('0');
    expect((await callAs(testApp, null, 'GET', '/api/bookmarkedproblems')).statusCode).toBe(401);
  });
});
