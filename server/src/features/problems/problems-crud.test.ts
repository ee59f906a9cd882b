import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks, problems, reviews, solutions } from '../../db/schema/index.ts';
import {
  buildBookmark,
  buildProblem,
  buildReview,
  buildSolution,
  buildUser,
  unknownId,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { validProblemBody } from '../../test/fixtures.ts';
import type { Actor } from '../../test/actors.ts';

const testApp = useTestApp();

describe('POST /api/addproblem', () => {
  it('stores the problem and answers it with its owner and zero counts', async () => {
    const alice = await signedInActor(testApp);
    const response = await callAs(testApp, alice, 'POST', '/api/addproblem', validProblemBody());

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Problem created successfully');
    expect(body.problem).toMatchObject({
      title: 'Watermelon',
      link: 'https://codeforces.com/problemset/problem/4/A',
      choice: 'public',
      platform: { name: 'Codeforces', rating: 2 },
      tags: ['math'],
      user: { _id: alice.user.id, username: alice.user.username },
      solutionsCount: 0,
      reviewsCount: 0,
      averageRating: null,
      problemstatement: { exampleinput: '8', exampleoutput: 'YES' },
    });

    const detail = await callAs(testApp, alice, 'GET', `/api/problem/${body.problem._id}`);
    expect(detail.json().problem.title).toBe('Watermelon');
  });

  it('makes a problem public when no visibility is chosen', async () => {
    const alice = await signedInActor(testApp);
    const { choice: _omitted, ...body } = validProblemBody();
    const response = await callAs(testApp, alice, 'POST', '/api/addproblem', body);
    expect(response.json().problem.choice).toBe('public');
  });

  it('answers 401 to a signed-out visitor and stores nothing', async () => {
    const { db } = testApp;
    const before = await db.$count(problems);
    const response = await callAs(testApp, null, 'POST', '/api/addproblem', validProblemBody());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
    expect(await db.$count(problems)).toBe(before);
  });
});

describe('GET /api/problem/{id}', () => {
  it('shows the statement, counts, average rating and bookmark state to any signed-in user', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const bob = await signedInActor(testApp);
    const problem = await buildProblem(db, owner, { title: 'Frog Jump' });
    const solution = await buildSolution(db, problem, owner);
    const older = await buildReview(db, { problemId: problem.id }, owner, {
      rating: 5,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await buildReview(db, { problemId: problem.id }, await buildUser(db), {
      rating: 2,
    });
    // A review of its solution and a solution of another problem are not the problem's.
    await buildReview(db, { solutionId: solution.id }, bob.user);
    await buildSolution(db, await buildProblem(db, owner), owner);
    await buildBookmark(db, bob.user, problem);

    const response = await callAs(testApp, bob, 'GET', `/api/problem/${problem.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isBookmarked: true,
      // Others reviewed it, bob did not.
      viewerHasReviewed: false,
      problem: {
        _id: problem.id,
        title: 'Frog Jump',
        user: { _id: owner.id, username: owner.username },
        solutionsCount: 1,
        reviewsCount: 2,
        averageRating: 3.5,
        problemstatement: { statement: problem.statement, input: problem.inputFormat },
        // Beside the counts, the ids the seed's client counts, newest first.
        solutions: [solution.id],
        reviews: [newer.id, older.id],
      },
    });
    expect(JSON.stringify(response.json())).not.toContain('password');

    // Lists carry the counts only.
    const dashboard = await callAs(testApp, bob, 'GET', '/api/dashboard');
    const card = dashboard.json().find((item: { _id: string }) => item._id === problem.id);
    expect(card).toMatchObject({ solutionsCount: 1, reviewsCount: 2 });
    expect(card).not.toHaveProperty('solutions');
    expect(card).not.toHaveProperty('reviews');
  });

  it('gives a problem with no solutions or reviews empty id lists', async () => {
    const bob = await signedInActor(testApp);
    const problem = await buildProblem(testApp.db, bob.user);
    const response = await callAs(testApp, bob, 'GET', `/api/problem/${problem.id}`);
    expect(response.json().problem).toMatchObject({ solutions: [], reviews: [] });
  });

  it('says whether the viewer reviewed this problem, not a solution of it or another problem', async () => {
    const { db } = testApp;
    const owner = await signedInActor(testApp);
    const bob = await signedInActor(testApp);
    const problem = await buildProblem(db, owner.user);
    // Bob's reviews of a solution of this problem and of another problem are not reviews of it.
    const solution = await buildSolution(db, problem, owner.user);
    await buildReview(db, { solutionId: solution.id }, bob.user);
    await buildReview(db, { problemId: (await buildProblem(db, owner.user)).id }, bob.user);
    const url = `/api/problem/${problem.id}`;
    const hasReviewed = async (viewer: Actor) =>
      (await callAs(testApp, viewer, 'GET', url)).json().viewerHasReviewed;

    expect(await hasReviewed(bob)).toBe(false);
    const added = await callAs(testApp, bob, 'POST', `${url}/addreview`, {
      rating: 4,
      comment: 'Clean statement.',
    });
    expect(added.statusCode).toBe(201);
    expect(await hasReviewed(bob)).toBe(true);
    // The owner may not review their own problem: someone else's review is not theirs.
    expect(await hasReviewed(owner)).toBe(false);

    const deleted = await callAs(
      testApp,
      bob,
      'DELETE',
      `${url}/reviews/${added.json().review._id}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await hasReviewed(bob)).toBe(false);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    const bob = await signedInActor(testApp);
    for (const id of [unknownId, 'not-a-uuid', '1']) {
      const response = await callAs(testApp, bob, 'GET', `/api/problem/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('answers 401 to a signed-out visitor', async () => {
    const { db } = testApp;
    const problem = await buildProblem(db, await buildUser(db));
    expect((await callAs(testApp, null, 'GET', `/api/problem/${problem.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/problem/{id}/updateproblem', () => {
  it('lets the owner replace every field', async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const problem = await buildProblem(db, alice.user, { tags: ['dp'] });
    const body = validProblemBody({
      title: 'Watermelon (easy)',
      choice: 'private',
      platform: { name: 'AtCoder', rating: 7 },
    });
    const response = await callAs(
      testApp,
      alice,
      'PUT',
      `/api/problem/${problem.id}/updateproblem`,
      {
        ...body,
        tags: undefined,
      },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Problem updated successfully',
      problem: {
        title: 'Watermelon (easy)',
        choice: 'private',
        platform: { name: 'AtCoder', rating: 7 },
        // Tags left out of the body are kept.
        tags: ['dp'],
      },
    });
    const detail = await callAs(testApp, alice, 'GET', `/api/problem/${problem.id}`);
    expect(detail.json().problem.problemstatement.statement).toBe(body.problemstatement.statement);
  });

  it('refuses an update that does not say the visibility', async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const problem = await buildProblem(db, alice.user, { visibility: 'private' });
    const { choice: _omitted, ...body } = validProblemBody();
    const response = await callAs(
      testApp,
      alice,
      'PUT',
      `/api/problem/${problem.id}/updateproblem`,
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('choice');
  });

  it('answers 403 to another user and changes nothing', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const mallory = await signedInActor(testApp);
    const problem = await buildProblem(db, owner, { title: 'Original' });
    const response = await callAs(
      testApp,
      mallory,
      'PUT',
      `/api/problem/${problem.id}/updateproblem`,
      validProblemBody({ title: 'Defaced' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    const [stored] = await db.select().from(problems).where(eq(problems.id, problem.id));
    expect(stored?.title).toBe('Original');
  });

  it('answers 401 signed out and 404 for unknown or malformed ids', async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const problem = await buildProblem(db, alice.user);
    const body = validProblemBody();
    const url = `/api/problem/${problem.id}/updateproblem`;
    expect((await callAs(testApp, null, 'PUT', url, body)).statusCode).toBe(401);
    for (const id of [unknownId, 'nope']) {
      const response = await callAs(
        testApp,
        alice,
        'PUT',
        `/api/problem/${id}/updateproblem`,
        body,
      );
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/problem/{id}/deleteproblem', () => {
  it('removes the problem with its solutions, reviews and bookmarks', async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const bob = await buildUser(db);
    const problem = await buildProblem(db, alice.user);
    const solution = await buildSolution(db, problem, bob);
    await buildReview(db, { problemId: problem.id }, bob);
    await buildReview(db, { solutionId: solution.id }, alice.user);
    await buildBookmark(db, bob, problem);

    const response = await callAs(
      testApp,
      alice,
      'DELETE',
      `/api/problem/${problem.id}/deleteproblem`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Problem deleted successfully',
      problem: { _id: problem.id },
    });

    expect((await callAs(testApp, alice, 'GET', `/api/problem/${problem.id}`)).statusCode).toBe(
      404,
    );
    expect(await db.$count(solutions, eq(solutions.problemId, problem.id))).toBe(0);
    expect(await db.$count(reviews, eq(reviews.problemId, problem.id))).toBe(0);
    expect(await db.$count(reviews, eq(reviews.solutionId, solution.id))).toBe(0);
    expect(await db.$count(bookmarks, eq(bookmarks.problemId, problem.id))).toBe(0);
  });

  it('answers 403 to another user and keeps everything', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const mallory = await signedInActor(testApp);
    const problem = await buildProblem(db, owner);
    await buildSolution(db, problem, owner);
    const url = `/api/problem/${problem.id}/deleteproblem`;

    expect((await callAs(testApp, mallory, 'DELETE', url)).statusCode).toBe(403);
    expect(await db.$count(problems, eq(problems.id, problem.id))).toBe(1);
    expect(await db.$count(solutions, eq(solutions.problemId, problem.id))).toBe(1);
  });

  it('answers 401 signed out and 404 for unknown, malformed or already deleted ids', async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const problem = await buildProblem(db, alice.user);
    const url = `/api/problem/${problem.id}/deleteproblem`;
    expect((await callAs(testApp, null, 'DELETE', url)).statusCode).toBe(401);
    expect((await callAs(testApp, alice, 'DELETE', url)).statusCode).toBe(200);
    expect((await callAs(testApp, alice, 'DELETE', url)).statusCode).toBe(404);
    expect(
      (await callAs(testApp, alice, 'DELETE', '/api/problem/zzz/deleteproblem')).statusCode,
    ).toBe(404);
  });
});
