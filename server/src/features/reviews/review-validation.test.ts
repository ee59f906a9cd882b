import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { buildProblem } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs } from '../../test/actors.ts';
import { reviewScene } from '../../test/fixtures.ts';
import type { ReviewScene } from '../../test/fixtures.ts';

const t = useTestApp();

const ratingMessage = 'Rating must be a whole number from 1 to 5';

/** Each bad body, the field the 400 must name, and the message the user reads. */
const badBodies: Array<[string, object, string, string]> = [
  ['rating 0', { rating: 0, comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating 6', { rating: 6, comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating 2.5', { rating: 2.5, comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating "" (empty text)', { rating: '', comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating " " (blank text)', { rating: ' ', comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating true', { rating: true, comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating "2.5"', { rating: '2.5', comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating "1e3"', { rating: '1e3', comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating "6"', { rating: '6', comment: 'Ok.' }, 'rating', ratingMessage],
  ['rating null', { rating: null, comment: 'Ok.' }, 'rating', ratingMessage],
  ['comment missing', { rating: 3 }, 'comment', 'Comment is required'],
  ['comment blank', { rating: 3, comment: '  \n ' }, 'comment', 'Comment is required'],
  [
    'comment over 5000 characters',
    { rating: 3, comment: 'c'.repeat(5001) },
    'comment',
    'Comment must be at most 5000 characters',
  ],
];

describe('review bodies', () => {
  // One scene for the file: a bad body must store nothing, so the cases cannot disturb each other.
  let scene: ReviewScene;
  beforeAll(async () => {
    scene = await reviewScene(t);
  });

  async function storedReviews() {
    return t.db
      .select()
      .from(reviews)
      .where(
        or(eq(reviews.problemId, scene.problem.id), eq(reviews.solutionId, scene.solution.id)),
      );
  }

  const targets = () => [
    `/api/problem/${scene.problem.id}/addreview`,
    `/api/problem/${scene.problem.id}/solutions/${scene.solution.id}/addreview`,
  ];

  it.each(badBodies)(
    '%s → 400 naming the field, nothing stored',
    async (_, body, field, message) => {
      for (const url of targets()) {
        const response = await callAs(t, scene.reviewer, 'POST', url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation', fields: { [field]: message } });
      }
      expect(await storedReviews()).toEqual([]);
    },
  );

  it('accepts every whole rating from 1 to 5', async () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      const problem = await buildProblem(t.db, scene.owner.user);
      const url = `/api/problem/${problem.id}/addreview`;
      const response = await callAs(t, scene.reviewer, 'POST', url, { rating, comment: 'Ok.' });
      expect(response.statusCode).toBe(201);
      expect(response.json().review.rating).toBe(rating);
    }
  });

  it('reads a rating sent as a plain decimal string, as an <input type=number> gives it', async () => {
    const problem = await buildProblem(t.db, scene.owner.user);
    const url = `/api/problem/${problem.id}/addreview`;
    const response = await callAs(t, scene.reviewer, 'POST', url, { rating: '4', comment: 'Ok.' });
    expect(response.statusCode).toBe(201);
    expect(response.json().review.rating).toBe(4);
  });
});
