import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookmarks, problems, reviews, solutions } from '../../db/schema/index.ts';
import {
  buildBookmark,
  buildProblem,
  buildReview,
  buildSolution,
  buildUser,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInUser, validProblemBody } from './test-helpers.ts';
import type { SignedInUser } from './test-helpers.ts';

const testApp = useTestApp();

describe('POST /api/addproblem', () => {
  it('stores the problem and answers it with its owner and zero counts', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const response = await callAs(app, alice, 'POST', '/addproblem', validProblemBody());

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Problem created successfully');
    expect(body.problem).toMatchObject({
      title: 'Watermelon',
      link: 'https://codeforces.com/problemset/problem/4/A',
      choice: 'public',
      platform: { name: 'Codeforces', rating: 2 },
      tags: ['math'],
      user: { _id: alice.id, username: alice.username },
      solutionsCount: 0,
      reviewsCount: 0,
      averageRating: null,
      problemstatement: { exampleinput: '8', exampleoutput: 'YES' },
    });

    const detail = await callAs(app, alice, 'GET', `/problem/${body.problem._id}`);
    expect(detail.json().problem.title).toBe('Watermelon');
  });

  it('makes a problem public when no visibility is chosen', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const { choice: _omitted, ...body } = validProblemBody();
    const response = await callAs(app, alice, 'POST', '/addproblem', body);
    expect(response.json().problem.choice).toBe('public');
  });

  it('answers 401 to a signed-out visitor and stores nothing', async () => {
    const { app, db } = testApp;
    const before = await db.$count(problems);
    const response = await callAs(app, null, 'POST', '/addproblem', validProblemBody());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
    expect(await db.$count(problems)).toBe(before);
  });
});

describe('GET /api/problem/{id}', () => {
  it('shows the statement, counts, average rating and bookmark state to any signed-in user', async () => {
    const { app, db } = testApp;
    const owner = await buildUser(db);
    const bob = await signedInUser(app, db);
    const problem = await buildProblem(db, owner, { title: 'Frog Jump' });
    await buildSolution(db, problem, owner);
    await buildReview(db, { problemId: problem.id }, owner, { rating: 5 });
    await buildReview(db, { problemId: problem.id }, await buildUser(db), { rating: 2 });
    await buildBookmark(db, bob, problem);

    const response = await callAs(app, bob, 'GET', `/problem/${problem.id}`);
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
      },
    });
    expect(JSON.stringify(response.json())).not.toContain('password');
  });

  it('says whether the viewer reviewed this problem, not a solution of it or another problem', async () => {
    const { app, db } = testApp;
    const owner = await signedInUser(app, db);
    const bob = await signedInUser(app, db);
    const problem = await buildProblem(db, owner);
    // Bob's reviews of a solution of this problem and of another problem are not reviews of it.
    const solution = await buildSolution(db, problem, owner);
    await buildReview(db, { solutionId: solution.id }, bob);
    await buildReview(db, { problemId: (await buildProblem(db, owner)).id }, bob);
    const url = `/problem/${problem.id}`;
    const hasReviewed = async (viewer: SignedInUser) =>
      (await callAs(app, viewer, 'GET', url)).json().viewerHasReviewed;

    expect(await hasReviewed(bob)).toBe(false);
    const added = await callAs(app, bob, 'POST', `${url}/addreview`, {
      rating: 4,
      comment: 'Clean statement.',
    });
    expect(added.statusCode).toBe(201);
    expect(await hasReviewed(bob)).toBe(true);
    // The owner may not review their own problem: someone else's review is not theirs.
    expect(await hasReviewed(owner)).toBe(false);

    const deleted = await callAs(app, bob, 'DELETE', `${url}/reviews/${added.json().review._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await hasReviewed(bob)).toBe(false);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    const { app, db } = testApp;
    const bob = await signedInUser(app, db);
    for (const id of ['6f1c1a52-3c2b-4f7e-9d55-1e0a3c6b9a10', 'not-a-uuid', '1']) {
      const response = await callAs(app, bob, 'GET', `/problem/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('answers 401 to a signed-out visitor', async () => {
    const { app, db } = testApp;
    const problem = await buildProblem(db, await buildUser(db));
    expect((await callAs(app, null, 'GET', `/problem/${problem.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/problem/{id}/updateproblem', () => {
  it('lets the owner replace every field', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const problem = await buildProblem(db, alice, { tags: ['dp'] });
    const body = validProblemBody({
      title: 'Watermelon (easy)',
      choice: 'private',
      platform: { name: 'AtCoder', rating: 7 },
    });
    const response = await callAs(app, alice, 'PUT', `/problem/${problem.id}/updateproblem`, {
      ...body,
      tags: undefined,
    });

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
    const detail = await callAs(app, alice, 'GET', `/problem/${problem.id}`);
    expect(detail.json().problem.problemstatement.statement).toBe(body.problemstatement.statement);
  });

  it('refuses an update that does not say the visibility', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const problem = await buildProblem(db, alice, { visibility: 'private' });
    const { choice: _omitted, ...body } = validProblemBody();
    const response = await callAs(app, alice, 'PUT', `/problem/${problem.id}/updateproblem`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('choice');
  });

  it('answers 403 to another user and changes nothing', async () => {
    const { app, db } = testApp;
    const owner = await buildUser(db);
    const mallory = await signedInUser(app, db);
    const problem = await buildProblem(db, owner, { title: 'Original' });
    const response = await callAs(
      app,
      mallory,
      'PUT',
      `/problem/${problem.id}/updateproblem`,
      validProblemBody({ title: 'Defaced' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    const [stored] = await db.select().from(problems).where(eq(problems.id, problem.id));
    expect(stored?.title).toBe('Original');
  });

  it('answers 401 signed out and 404 for unknown or malformed ids', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const problem = await buildProblem(db, alice);
    const body = validProblemBody();
    const url = `/problem/${problem.id}/updateproblem`;
    expect((await callAs(app, null, 'PUT', url, body)).statusCode).toBe(401);
    for (const id of ['2b0e5d7e-0c43-4d0f-8f0e-5b8d3f0f4a11', 'nope']) {
      const response = await callAs(app, alice, 'PUT', `/problem/${id}/updateproblem`, body);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/problem/{id}/deleteproblem', () => {
  it('removes the problem with its solutions, reviews and bookmarks', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const bob = await buildUser(db);
    const problem = await buildProblem(db, alice);
    const solution = await buildSolution(db, problem, bob);
    await buildReview(db, { problemId: problem.id }, bob);
    await buildReview(db, { solutionId: solution.id }, alice);
    await buildBookmark(db, bob, problem);

    const response = await callAs(app, alice, 'DELETE', `/problem/${problem.id}/deleteproblem`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Problem deleted successfully',
      problem: { _id: problem.id },
    });

    expect((await callAs(app, alice, 'GET', `/problem/${problem.id}`)).statusCode).toBe(404);
    expect(await db.$count(solutions, eq(solutions.problemId, problem.id))).toBe(0);
    expect(await db.$count(reviews, eq(reviews.problemId, problem.id))).toBe(0);
    expect(await db.$count(reviews, eq(reviews.solutionId, solution.id))).toBe(0);
    expect(await db.$count(bookmarks, eq(bookmarks.problemId, problem.id))).toBe(0);
  });

  it('answers 403 to another user and keeps everything', async () => {
    const { app, db } = testApp;
    const owner = await buildUser(db);
    const mallory = await signedInUser(app, db);
    const problem = await buildProblem(db, owner);
    await buildSolution(db, problem, owner);
    const url = `/problem/${problem.id}/deleteproblem`;

    expect((await callAs(app, mallory, 'DELETE', url)).statusCode).toBe(403);
    expect(await db.$count(problems, eq(problems.id, problem.id))).toBe(1);
    expect(await db.$count(solutions, eq(solutions.problemId, problem.id))).toBe(1);
  });

  it('answers 401 signed out and 404 for unknown, malformed or already deleted ids', async () => {
    const { app, db } = testApp;
    const alice = await signedInUser(app, db);
    const problem = await buildProblem(db, alice);
    const url = `/problem/${problem.id}/deleteproblem`;
    expect((await callAs(app, null, 'DELETE', url)).statusCode).toBe(401);
    expect((await callAs(app, alice, 'DELETE', url)).statusCode).toBe(200);
    expect((await callAs(app, alice, 'DELETE', url)).statusCode).toBe(404);
    expect((await callAs(app, alice, 'DELETE', '/problem/zzz/deleteproblem')).statusCode).toBe(404);
  });
});
