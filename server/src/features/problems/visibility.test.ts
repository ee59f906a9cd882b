import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks, problems } from '../../db/schema/index.ts';
import { buildBookmark, buildProblem, buildSolution } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInUser, validProblemBody } from './test-helpers.ts';

const testApp = useTestApp();

interface Titled {
  title: string;
}
const titlesOf = (list: Titled[]) => list.map((problem) => problem.title);

/** Alice owns a private problem; Bob is anyone else. */
async function privateProblemScene() {
  const { app, db } = testApp;
  const alice = await signedInUser(app, db);
  const bob = await signedInUser(app, db);
  const secret = await buildProblem(db, alice, {
    title: `Secret sauce ${alice.username}`,
    visibility: 'private',
  });
  return { app, db, alice, bob, secret };
}

describe('a private problem exists only for its owner', () => {
  it('is absent from the dashboard, for its owner too (they find it in My Problems)', async () => {
    const { app, alice, bob, secret } = await privateProblemScene();
    for (const viewer of [alice, bob]) {
      const response = await callAs(app, viewer, 'GET', '/dashboard?limit=100');
      expect(titlesOf(response.json())).not.toContain(secret.title);
    }
    const mine = await callAs(app, alice, 'GET', '/myproblems');
    expect(titlesOf(mine.json().problems)).toContain(secret.title);
  });

  it('is not found by search, and is not counted in the total', async () => {
    const { app, bob, secret } = await privateProblemScene();
    const response = await callAs(
      app,
      bob,
      'GET',
      `/dashboard?q=${encodeURIComponent(secret.title)}`,
    );
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('answers 404 to everyone else for detail, update, delete, bookmark and unbookmark', async () => {
    const { app, db, bob, secret } = await privateProblemScene();
    const calls = [
      callAs(app, bob, 'GET', `/problem/${secret.id}`),
      callAs(app, bob, 'PUT', `/problem/${secret.id}/updateproblem`, validProblemBody()),
      callAs(app, bob, 'DELETE', `/problem/${secret.id}/deleteproblem`),
      callAs(app, bob, 'POST', `/bookmark/${secret.id}`),
      callAs(app, bob, 'POST', `/unbookmark/${secret.id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      // The same answer as for an id that was never used: existence is not revealed.
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
    const [stored] = await db.select().from(problems).where(eq(problems.id, secret.id));
    expect(stored?.title).toBe(secret.title);
    expect(await db.$count(bookmarks, eq(bookmarks.problemId, secret.id))).toBe(0);
  });

  it('stays fully usable by its owner', async () => {
    const { app, alice, secret } = await privateProblemScene();
    expect((await callAs(app, alice, 'GET', `/problem/${secret.id}`)).json().problem.choice).toBe(
      'private',
    );
    expect((await callAs(app, alice, 'POST', `/bookmark/${secret.id}`)).statusCode).toBe(200);
    const saved = await callAs(app, alice, 'GET', '/bookmarkedproblems');
    expect(titlesOf(saved.json().problems)).toEqual([secret.title]);
  });

  it("counts on the leaderboard only for its owner's view", async () => {
    const { app, db, alice, bob, secret } = await privateProblemScene();
    // Alice solves her own private problem twice: nobody else can see those solutions.
    await buildSolution(db, secret, alice);
    await buildSolution(db, secret, alice);

    const bobsView = (await callAs(app, bob, 'GET', '/top-users')).json();
    expect(bobsView.map((user: { _id: string }) => user._id)).not.toContain(alice.id);

    const alicesView = (await callAs(app, alice, 'GET', '/top-users')).json();
    expect(alicesView).toContainEqual({
      _id: alice.id,
      username: alice.username,
      email: alice.email,
      solutionsCount: 2,
    });
  });

  it('drops out of other users’ bookmarks when made private, and comes back when public again', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const bob = await signedInUser(app, db);
    const problem = await buildProblem(db, alice, { title: 'Soon hidden' });
    await buildBookmark(db, bob, problem);
    const url = `/problem/${problem.id}/updateproblem`;

    await callAs(
      app,
      alice,
      'PUT',
      url,
      validProblemBody({ title: 'Soon hidden', choice: 'private' }),
    );
    const hidden = await callAs(app, bob, 'GET', '/bookmarkedproblems');
    expect(hidden.json()).toEqual({ problems: [] });
    expect(hidden.headers['x-total-count']).toBe('0');
    expect((await callAs(app, bob, 'GET', `/problem/${problem.id}`)).statusCode).toBe(404);

    await callAs(
      app,
      alice,
      'PUT',
      url,
      validProblemBody({ title: 'Soon hidden', choice: 'public' }),
    );
    const back = await callAs(app, bob, 'GET', '/bookmarkedproblems');
    expect(titlesOf(back.json().problems)).toEqual(['Soon hidden']);
  });

  it('disappears from the dashboard when its owner makes a public problem private', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const bob = await signedInUser(app, db);
    const title = `Was public ${alice.username}`;
    const created = await callAs(app, alice, 'POST', '/addproblem', validProblemBody({ title }));
    const id: string = created.json().problem._id;
    const search = `/dashboard?q=${encodeURIComponent(title)}`;
    expect(titlesOf((await callAs(app, bob, 'GET', search)).json())).toEqual([title]);

    await callAs(
      app,
      alice,
      'PUT',
      `/problem/${id}/updateproblem`,
      validProblemBody({ title, choice: 'private' }),
    );
    expect((await callAs(app, bob, 'GET', search)).json()).toEqual([]);
  });
});
