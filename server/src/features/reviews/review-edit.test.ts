import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { buildProblem, buildReview, buildSolution, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs } from '../../test/actors.ts';
import { reviewScene } from '../../test/fixtures.ts';
import type { ReviewScene } from '../../test/fixtures.ts';

const t = useTestApp();

/** Both kinds of review: the path of a review of each, and of its target's detail. */
const kinds = [
  {
    kind: 'problem',
    build: (scene: ReviewScene) =>
      buildReview(t.db, { problemId: scene.problem.id }, scene.reviewer.user, { rating: 2 }),
    reviewUrl: (scene: ReviewScene, reviewId: string) =>
      `/api/problem/${scene.problem.id}/reviews/${reviewId}`,
    detail: async (scene: ReviewScene) =>
      (await callAs(t, scene.reviewer, 'GET', `/api/problem/${scene.problem.id}`)).json().problem,
  },
  {
    kind: 'solution',
    build: (scene: ReviewScene) =>
      buildReview(t.db, { solutionId: scene.solution.id }, scene.reviewer.user, { rating: 2 }),
    reviewUrl: (scene: ReviewScene, reviewId: string) =>
      `/api/problem/${scene.problem.id}/solutions/${scene.solution.id}/reviews/${reviewId}`,
    detail: async (scene: ReviewScene) =>
      (
        await callAs(
          t,
          scene.reviewer,
          'GET',
          `/api/problem/${scene.problem.id}/solutions/${scene.solution.id}`,
        )
      ).json(),
  },
] as const;

async function storedReview(id: string) {
  const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

describe.each(kinds)('PUT a review of a $kind', ({ build, reviewUrl, detail }) => {
  it('lets its author change the rating and comment, and the average follows', async () => {
    const scene = await reviewScene(t);
    const review = await build(scene);
    const response = await callAs(t, scene.reviewer, 'PUT', reviewUrl(scene, review.id), {
      rating: '5',
      comment: '  Better on a second read.  ',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Review updated successfully',
      review: {
        _id: review.id,
        rating: 5,
        comment: 'Better on a second read.',
        user: { _id: scene.reviewer.user.id, username: scene.reviewer.user.username },
      },
    });
    expect(await detail(scene)).toMatchObject({ reviewsCount: 1, averageRating: 5 });
  });

  it('keeps the stored rating when the edit leaves it out', async () => {
    const scene = await reviewScene(t);
    const review = await build(scene);
    const response = await callAs(t, scene.reviewer, 'PUT', reviewUrl(scene, review.id), {
      comment: 'Only the words change.',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedReview(review.id)).toMatchObject({
      rating: 2,
      comment: 'Only the words change.',
    });
  });

  it("refuses anyone else, the work's owner and author included, with 403", async () => {
    const scene = await reviewScene(t);
    const review = await build(scene);
    for (const other of [scene.owner, scene.author]) {
      const response = await callAs(t, other, 'PUT', reviewUrl(scene, review.id), {
        rating: 1,
        comment: 'Rewritten by someone else.',
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await storedReview(review.id)).toEqual(review);
  });

  it('refuses a signed-out visitor with 401', async () => {
    const scene = await reviewScene(t);
    const review = await build(scene);
    const response = await callAs(t, null, 'PUT', reviewUrl(scene, review.id), {
      comment: 'Anonymous.',
    });
    expect(response.statusCode).toBe(401);
    expect(await storedReview(review.id)).toEqual(review);
  });

  it('answers 404 for an unknown or malformed review id', async () => {
    const scene = await reviewScene(t);
    for (const id of [unknownId, 'not-an-id']) {
      const response = await callAs(t, scene.reviewer, 'PUT', reviewUrl(scene, id), {
        comment: 'Nothing to edit.',
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 400 naming the field for a bad comment or rating, and changes nothing', async () => {
    const scene = await reviewScene(t);
    const review = await build(scene);
    for (const [body, field] of [
      [{ comment: '\u200b' }, 'comment'],
      [{ comment: 'Fine.', rating: 6 }, 'rating'],
      [{ comment: 'Fine.', rating: '' }, 'rating'],
    ] as const) {
      const response = await callAs(t, scene.reviewer, 'PUT', reviewUrl(scene, review.id), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field]);
    }
    expect(await storedReview(review.id)).toEqual(review);
  });
});

describe('review paths', () => {
  it("answers 404 to editing a review through another problem's or solution's path", async () => {
    const scene = await reviewScene(t);
    const problemReview = await buildReview(
      t.db,
      { problemId: scene.problem.id },
      scene.reviewer.user,
    );
    const solutionReview = await buildReview(
      t.db,
      { solutionId: scene.solution.id },
      scene.reviewer.user,
    );
    const elsewhere = await buildProblem(t.db, scene.owner.user);
    const sibling = await buildSolution(t.db, scene.problem, scene.author.user);
    for (const url of [
      `/api/problem/${elsewhere.id}/reviews/${problemReview.id}`,
      // A solution's review is not one of the problem's reviews.
      `/api/problem/${scene.problem.id}/reviews/${solutionReview.id}`,
      `/api/problem/${scene.problem.id}/solutions/${sibling.id}/reviews/${solutionReview.id}`,
    ]) {
      const response = await callAs(t, scene.reviewer, 'PUT', url, { comment: 'Moved?' });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("answers 404 on another user's private problem, even to the review's author", async () => {
    const scene = await reviewScene(t, 'private');
    const review = await buildReview(t.db, { problemId: scene.problem.id }, scene.reviewer.user);
    const url = `/api/problem/${scene.problem.id}/reviews/${review.id}`;
    const response = await callAs(t, scene.reviewer, 'PUT', url, { comment: 'Hidden now.' });
    expect(response.statusCode).toBe(404);
  });

  it('lets the author delete a solution review too; others get 403, signed out 401', async () => {
    const scene = await reviewScene(t);
    const review = await buildReview(t.db, { solutionId: scene.solution.id }, scene.reviewer.user);
    const url = `/api/problem/${scene.problem.id}/solutions/${scene.solution.id}/reviews/${review.id}`;
    expect((await callAs(t, null, 'DELETE', url)).statusCode).toBe(401);
    expect((await callAs(t, scene.author, 'DELETE', url)).statusCode).toBe(403);
    expect((await callAs(t, scene.reviewer, 'DELETE', url)).statusCode).toBe(200);
    expect(await storedReview(review.id)).toBeUndefined();
  });
});
