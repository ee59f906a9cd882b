import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problems, reviews } from '../../db/schema/index.ts';
import { buildProblem, buildReview, problemCounters, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs } from '../../test/actors.ts';
import { reviewScene, validReview } from '../../test/fixtures.ts';

const t = useTestApp();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function reviewsOfProblem(problemId: string) {
  return t.db.select().from(reviews).where(eq(reviews.problemId, problemId));
}

describe('POST /api/problem/{id}/addreview', () => {
  it('is refused to a signed-out visitor with 401 and stores nothing', async () => {
    const { problem } = await reviewScene(t);
    const response = await callAs(
      t,
      null,
      'POST',
      `/api/problem/${problem.id}/addreview`,
      validReview,
    );
    expect(response.statusCode).toBe(401);
    expect(await reviewsOfProblem(problem.id)).toEqual([]);
  });

  it("stores another user's review and updates the problem's count and rating", async () => {
    const { reviewer, problem } = await reviewScene(t);
    const elsewhere = await buildProblem(t.db, reviewer.user);
    const response = await callAs(t, reviewer, 'POST', `/api/problem/${problem.id}/addreview`, {
      ...validReview,
      problem: elsewhere.id,
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Review added successfully');
    expect(body.review).toMatchObject({
      rating: 4,
      comment: validReview.comment,
      user: { _id: reviewer.user.id, username: reviewer.user.username },
      problem: problem.id,
    });
    expect(body.review.solution).toBeUndefined();
    expect(await reviewsOfProblem(problem.id)).toHaveLength(1);
    expect(await reviewsOfProblem(elsewhere.id)).toEqual([]);
    expect(await problemCounters(t.db, problem.id)).toMatchObject({
      reviewsCount: 1,
      ratingSum: 4,
    });
  });

  it('gives a review without a rating the default of 1', async () => {
    const { reviewer, problem } = await reviewScene(t);
    const url = `/api/problem/${problem.id}/addreview`;
    const response = await callAs(t, reviewer, 'POST', url, { comment: 'Fine.' });
    expect(response.statusCode).toBe(201);
    expect(response.json().review.rating).toBe(1);
  });

  it("refuses the problem's owner with 403 'You cannot review your own work'", async () => {
    const { owner, problem } = await reviewScene(t);
    const response = await callAs(
      t,
      owner,
      'POST',
      `/api/problem/${problem.id}/addreview`,
      validReview,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'forbidden',
      message: 'You cannot review your own work',
    });
    expect(await reviewsOfProblem(problem.id)).toEqual([]);
  });

  it("answers a second review with 409 'You have already reviewed this' and keeps the first", async () => {
    const { reviewer, problem } = await reviewScene(t);
    const url = `/api/problem/${problem.id}/addreview`;
    expect((await callAs(t, reviewer, 'POST', url, validReview)).statusCode).toBe(201);
    const second = await callAs(t, reviewer, 'POST', url, {
      rating: 1,
      comment: 'Changed my mind.',
    });

    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'conflict',
      message: 'You have already reviewed this',
    });
    const stored = await reviewsOfProblem(problem.id);
    expect(stored.map((review) => review.comment)).toEqual([validReview.comment]);
    expect(await problemCounters(t.db, problem.id)).toMatchObject({
      reviewsCount: 1,
      ratingSum: 4,
    });
  });

  it("answers 404 for another user's private problem, unknown and malformed ids", async () => {
    const { reviewer, problem } = await reviewScene(t, 'private');
    for (const id of [problem.id, unknownId, 'abc']) {
      const response = await callAs(
        t,
        reviewer,
        'POST',
        `/api/problem/${id}/addreview`,
        validReview,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await reviewsOfProblem(problem.id)).toEqual([]);
  });
});

describe('GET /api/problem/{id}/reviews', () => {
  it('is refused to a signed-out visitor with 401', async () => {
    const { problem } = await reviewScene(t);
    expect((await callAs(t, null, 'GET', `/api/problem/${problem.id}/reviews`)).statusCode).toBe(
      401,
    );
  });

  it("lists only the problem's own reviews, newest first, to owner and others alike", async () => {
    const { owner, author, reviewer, problem, solution } = await reviewScene(t);
    const older = await buildReview(t.db, { problemId: problem.id }, author.user, {
      rating: 2,
      createdAt: minutesAgo(3),
    });
    const newer = await buildReview(t.db, { problemId: problem.id }, reviewer.user, { rating: 5 });
    const orphan = await buildReview(t.db, { problemId: problem.id }, null, {
      createdAt: minutesAgo(9),
    });
    await buildReview(t.db, { solutionId: solution.id }, reviewer.user);

    for (const viewer of [owner, author, reviewer]) {
      const response = await callAs(t, viewer, 'GET', `/api/problem/${problem.id}/reviews`);
      expect(response.statusCode).toBe(200);
      const listed = response.json().reviews;
      expect(listed.map((review: { _id: string }) => review._id)).toEqual([
        newer.id,
        older.id,
        orphan.id,
      ]);
      expect(listed[0]).toEqual({
        _id: newer.id,
        rating: 5,
        comment: newer.comment,
        user: { _id: reviewer.user.id, username: reviewer.user.username },
        problem: problem.id,
        createdAt: newer.createdAt.toISOString(),
      });
      // The author's account is gone: the client shows 'Unknown'.
      expect(listed[2].user).toBeNull();
      expect(response.headers['x-total-count']).toBe('3');
    }
  });

  it('pages with limit and X-Next-Cursor', async () => {
    const { reviewer, problem } = await reviewScene(t);
    for (let minutes = 1; minutes <= 3; minutes += 1) {
      await buildReview(t.db, { problemId: problem.id }, null, { createdAt: minutesAgo(minutes) });
    }
    const url = `/api/problem/${problem.id}/reviews`;
    const first = await callAs(t, reviewer, 'GET', `${url}?limit=2`);
    expect(first.json().reviews).toHaveLength(2);
    const cursor = String(first.headers['x-next-cursor']);
    const second = await callAs(t, reviewer, 'GET', `${url}?limit=2&cursor=${cursor}`);
    expect(second.json().reviews).toHaveLength(1);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const forged = Buffer.from(JSON.stringify({ t: new Date().toISOString(), i: 'x' })).toString(
      'base64url',
    );
    const bad = await callAs(t, reviewer, 'GET', `${url}?cursor=${forged}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it("answers 404 for another user's private problem, unknown and malformed ids", async () => {
    const { owner, reviewer, problem } = await reviewScene(t, 'private');
    for (const id of [problem.id, unknownId, '1']) {
      expect((await callAs(t, reviewer, 'GET', `/api/problem/${id}/reviews`)).statusCode).toBe(404);
    }
    expect((await callAs(t, owner, 'GET', `/api/problem/${problem.id}/reviews`)).statusCode).toBe(
      200,
    );
  });
});

describe('DELETE /api/problem/{id}/reviews/{reviewId}', () => {
  async function sceneWithReview() {
    const scene = await reviewScene(t);
    const review = await buildReview(t.db, { problemId: scene.problem.id }, scene.reviewer.user, {
      rating: 5,
    });
    const url = `/api/problem/${scene.problem.id}/reviews/${review.id}`;
    return { ...scene, review, url };
  }

  it('is refused to a signed-out visitor with 401 and deletes nothing', async () => {
    const { problem, url } = await sceneWithReview();
    expect((await callAs(t, null, 'DELETE', url)).statusCode).toBe(401);
    expect(await reviewsOfProblem(problem.id)).toHaveLength(1);
  });

  it("lets the review's author delete it; the problem's counters follow", async () => {
    const { reviewer, problem, url } = await sceneWithReview();
    expect(await problemCounters(t.db, problem.id)).toMatchObject({
      reviewsCount: 1,
      ratingSum: 5,
    });
    const response = await callAs(t, reviewer, 'DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Review deleted successfully' });
    expect(await reviewsOfProblem(problem.id)).toEqual([]);
    expect(await problemCounters(t.db, problem.id)).toMatchObject({
      reviewsCount: 0,
      ratingSum: 0,
    });
    expect((await callAs(t, reviewer, 'DELETE', url)).statusCode).toBe(404);
  });

  it("refuses other users, the problem's owner included, with 403 and deletes nothing", async () => {
    const { owner, author, problem, url } = await sceneWithReview();
    for (const viewer of [owner, author]) {
      expect((await callAs(t, viewer, 'DELETE', url)).statusCode).toBe(403);
    }
    expect(await reviewsOfProblem(problem.id)).toHaveLength(1);
  });

  it("answers 404 for another problem's review, a solution's review and unknown ids", async () => {
    const { reviewer, problem, solution, review } = await sceneWithReview();
    const elsewhere = await buildProblem(t.db, reviewer.user);
    const solutionReview = await buildReview(t.db, { solutionId: solution.id }, reviewer.user);
    const attempts = [
      `/api/problem/${elsewhere.id}/reviews/${review.id}`,
      `/api/problem/${problem.id}/reviews/${solutionReview.id}`,
      `/api/problem/${problem.id}/reviews/${unknownId}`,
      `/api/problem/${problem.id}/reviews/zzz`,
    ];
    for (const url of attempts) {
      expect((await callAs(t, reviewer, 'DELETE', url)).statusCode).toBe(404);
    }
    expect(await reviewsOfProblem(problem.id)).toHaveLength(1);
  });

  it('answers 404 once the problem became private, even to the review author', async () => {
    const { reviewer, problem, url } = await sceneWithReview();
    await t.db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, problem.id));
    expect((await callAs(t, reviewer, 'DELETE', url)).statusCode).toBe(404);
    expect(await reviewsOfProblem(problem.id)).toHaveLength(1);
  });
});
