import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema/index.ts';
import { buildBookmark, buildProblem, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInUser } from './test-helpers.ts';

const testApp = useTestApp();

describe('POST /api/bookmark/{id} and /api/unbookmark/{id}', () => {
  it('saves and unsaves a problem, and doing either twice changes nothing', async () => {
    const { app, db } = testApp;
    const bob = await signedInUser(app, db);
    const problem = await buildProblem(db, await buildUser(db));
    const saved = () =>
      db.$count(bookmarks, and(eq(bookmarks.userId, bob.id), eq(bookmarks.problemId, problem.id)));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await callAs(app, bob, 'POST', `/bookmark/${problem.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Problem bookmarked', isBookmarked: true });
    }
    expect(await saved()).toBe(1);
    expect((await callAs(app, bob, 'GET', `/problem/${problem.id}`)).json().isBookmarked).toBe(
      true,
    );

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await callAs(app, bob, 'POST', `/unbookmark/${problem.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Bookmark removed', isBookmarked: false });
    }
    expect(await saved()).toBe(0);
    expect((await callAs(app, bob, 'GET', `/problem/${problem.id}`)).json().isBookmarked).toBe(
      false,
    );
  });

  it("does not touch another user's bookmark", async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const bob = await signedInUser(app, db);
    const problem = await buildProblem(db, alice);
    await buildBookmark(db, alice, problem);
    await callAs(app, bob, 'POST', `/unbookmark/${problem.id}`);
    expect((await callAs(app, alice, 'GET', `/problem/${problem.id}`)).json().isBookmarked).toBe(
      true,
    );
    expect((await callAs(app, bob, 'GET', `/problem/${problem.id}`)).json().isBookmarked).toBe(
      false,
    );
  });

  it('answers 401 signed out and 404 for unknown or malformed ids', async () => {
    const { app, db } = testApp;
    const bob = await signedInUser(app, db);
    const problem = await buildProblem(db, bob);
    for (const action of ['bookmark', 'unbookmark']) {
      expect((await callAs(app, null, 'POST', `/${action}/${problem.id}`)).statusCode).toBe(401);
      for (const id of ['7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09', 'x']) {
        expect((await callAs(app, bob, 'POST', `/${action}/${id}`)).statusCode).toBe(404);
      }
    }
  });
});

describe('GET /api/bookmarkedproblems', () => {
  it('lists what the viewer saved, latest saved first, in pages', async () => {
    const { app, db } = testApp;
    const owner = await buildUser(db);
    const bob = await signedInUser(app, db);
    const titles = ['Saved first', 'Saved second', 'Saved third'];
    for (const [index, title] of titles.entries()) {
      const problem = await buildProblem(db, owner, { title });
      await buildBookmark(db, bob, problem, new Date(Date.UTC(2026, 1, 1 + index)));
    }
    await buildProblem(db, owner, { title: 'Not saved' });

    const first = await callAs(app, bob, 'GET', '/bookmarkedproblems?limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().problems.map((problem: { title: string }) => problem.title)).toEqual([
      'Saved third',
      'Saved second',
    ]);
    const cursor = first.headers['x-next-cursor'];
    const second = await callAs(app, bob, 'GET', `/bookmarkedproblems?limit=2&cursor=${cursor}`);
    expect(second.json().problems.map((problem: { title: string }) => problem.title)).toEqual([
      'Saved first',
    ]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('is empty for someone who saved nothing, and 401 signed out', async () => {
    const { app, db } = testApp;
    const carol = await signedInUser(app, db);
    const response = await callAs(app, carol, 'GET', '/bookmarkedproblems');
    expect(response.json()).toEqual({ problems: [] });
    expect(response.headers['x-total-count']).toBe('0');
    expect((await callAs(app, null, 'GET', '/bookmarkedproblems')).statusCode).toBe(401);
  });
});
