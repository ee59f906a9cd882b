import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks, problems } from '../../db/schema/index.ts';
import { buildBookmark, buildProblem, buildSolution } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { validProblemBody } from '../../test/fixtures.ts';

const testApp = useTestApp();

interface Titled {
  title: string;
}
const titlesOf = (list: Titled[]) => list.map((problem) => problem.title);

/** Alice owns a private problem; Bob is anyone else. */
async function privateProblemScene() {
  const { db } = testApp;
  const alice = await signedInActor(testApp);
  const bob = await signedInActor(testApp);
  const secret = await buildProblem(db, alice.user, {
    title: `Secret sauce ${alice.user.username}`,
    visibility: 'private',
  });
  return { db, alice, bob, secret };
}

describe('a private problem exists only for its owner', () => {
  it('is absent from the dashboard, for its owner too (they find it in My Problems)', async () => {
    const { alice, bob, secret } = await privateProblemScene();
    for (const viewer of [alice, bob]) {
      const response = await callAs(testApp, viewer, 'GET', '/api/dashboard?limit=100');
      expect(titlesOf(response.json())).not.toContain(secret.title);
    }
    const mine = await callAs(testApp, alice, 'GET', '/api/myproblems');
    expect(titlesOf(mine.json().problems)).toContain(secret.title);
  });

  it('is not found by search, and is not counted in the total', async () => {
    const { bob, secret } = await privateProblemScene();
    const response = await callAs(
      testApp,
      bob,
      'GET',
      `/api/dashboard?q=${encodeURIComponent(secret.title)}`,
    );
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('answers 404 to everyone else for detail, update, delete, bookmark and unbookmark', async () => {
    const { db, bob, secret } = await privateProblemScene();
    const calls = [
      callAs(testApp, bob, 'GET', `/api/problem/${secret.id}`),
      callAs(testApp, bob, 'PUT', `/api/problem/${secret.id}/updateproblem`, validProblemBody()),
      callAs(testApp, bob, 'DELETE', `/api/problem/${secret.id}/deleteproblem`),
      callAs(testApp, bob, 'POST', `/api/bookmark/${secret.id}`),
      callAs(testApp, bob, 'POST', `/api/unbookmark/${secret.id}`),
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
    const { alice, secret } = await privateProblemScene();
    expect(
      (await callAs(testApp, alice, 'GET', `/api/problem/${secret.id}`)).json().problem.choice,
    ).toBe('private');
    expect((await callAs(testApp, alice, 'POST', `/api/bookmark/${secret.id}`)).statusCode).toBe(
      200,
    );
    const saved = await callAs(testApp, alice, 'GET', '/api/bookmarkedproblems');
    expect(titlesOf(saved.json().problems)).toEqual([secret.title]);
  });

  it('counts on the leaderboard for nobody while private, and for everyone once public', async () => {
    const { db, alice, bob, secret } = await privateProblemScene();
    // Alice solves her own private problem twice: private work is not a competition.
    await buildSolution(db, secret, alice.user);
    await buildSolution(db, secret, alice.user);
    const board = async (viewer: Actor) =>
      (await callAs(testApp, viewer, 'GET', '/api/top-users')).json();
    // Her email is hers to show: on her own row only for her (she did not choose to show it).
    const alicesEntry = expect.objectContaining({ _id: alice.user.id, solutionsCount: 2 });
    for (const viewer of [alice, bob]) expect(await board(viewer)).not.toContainEqual(alicesEntry);

    const url = `/api/problem/${secret.id}/updateproblem`;
    const asPublic = validProblemBody({ title: secret.title, choice: 'public' });
    const madePublic = await callAs(testApp, alice, 'PUT', url, asPublic);
    expect(madePublic.statusCode).toBe(200);
    for (const viewer of [alice, bob]) expect(await board(viewer)).toContainEqual(alicesEntry);

    await callAs(testApp, alice, 'PUT', url, { ...asPublic, choice: 'private' });
    for (const viewer of [alice, bob]) expect(await board(viewer)).not.toContainEqual(alicesEntry);
  });

  it('drops out of other users’ bookmarks when made private, and comes back when public again', async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const bob = await signedInActor(testApp);
    const problem = await buildProblem(db, alice.user, { title: 'Soon hidden' });
    await buildBookmark(db, bob.user, problem);
    const url = `/api/problem/${problem.id}/updateproblem`;

    await callAs(
      testApp,
      alice,
      'PUT',
      url,
      validProblemBody({ title: 'Soon hidden', choice: 'private' }),
    );
    const hidden = await callAs(testApp, bob, 'GET', '/api/bookmarkedproblems');
    expect(hidden.json()).toEqual({ problems: [] });
    expect(hidden.headers['x-total-count']).toBe('0');
    expect((await callAs(testApp, bob, 'GET', `/api/problem/${problem.id}`)).statusCode).toBe(404);

    await callAs(
      testApp,
      alice,
      'PUT',
      url,
      validProblemBody({ title: 'Soon hidden', choice: 'public' }),
    );
    const back = await callAs(testApp, bob, 'GET', '/api/bookmarkedproblems');
    expect(titlesOf(back.json().problems)).toEqual(['Soon hidden']);
  });

  it('disappears from the dashboard when its owner makes a public problem private', async () => {
    const alice = await signedInActor(testApp);
    const bob = await signedInActor(testApp);
    const title = `Was public ${alice.user.username}`;
    const created = await callAs(
      testApp,
      alice,
      'POST',
      '/api/addproblem',
      validProblemBody({ title }),
    );
    const id: string = created.json().problem._id;
    const search = `/api/dashboard?q=${encodeURIComponent(title)}`;
    expect(titlesOf((await callAs(testApp, bob, 'GET', search)).json())).toEqual([title]);

    await callAs(
      testApp,
      alice,
      'PUT',
      `/api/problem/${id}/updateproblem`,
      validProblemBody({ title, choice: 'private' }),
    );
    expect((await callAs(testApp, bob, 'GET', search)).json()).toEqual([]);
  });
});
