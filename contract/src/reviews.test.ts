import { describe, expect, it } from 'vitest';
import { plainViewer } from './roles.ts';
import {
  canEditReview,
  canReviewProblem,
  canReviewSolution,
  reviewInputSchema,
} from './reviews.ts';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';

describe('reviewInputSchema', () => {
  it('defaults the rating to 1 and accepts only whole numbers from 1 to 5', () => {
    expect(reviewInputSchema.parse({ comment: 'Nice' }).rating).toBe(1);
    expect(reviewInputSchema.parse({ rating: '3', comment: 'Nice' }).rating).toBe(3);
    for (const rating of [0, 6, 2.5, '2.5', '', ' ', true, '1e3', '6']) {
      const result = reviewInputSchema.safeParse({ rating, comment: 'Nice' });
      expect(result.error?.issues[0]?.path).toEqual(['rating']);
    }
  });
});

describe('review policies', () => {
  it('lets only the author edit or delete a review; nobody once the author is gone', () => {
    expect(canEditReview(plainViewer(alice), { authorId: alice })).toBe(true);
    expect(canEditReview(plainViewer(bob), { authorId: alice })).toBe(false);
    expect(canEditReview(plainViewer(alice), { authorId: null })).toBe(false);
  });

  it('forbids reviewing your own problem or solution', () => {
    expect(canReviewProblem(plainViewer(alice), { ownerId: alice })).toBe(false);
    expect(canReviewProblem(plainViewer(bob), { ownerId: alice })).toBe(true);
    expect(canReviewSolution(plainViewer(alice), { authorId: alice })).toBe(false);
    expect(canReviewSolution(plainViewer(bob), { authorId: alice })).toBe(true);
    expect(canReviewSolution(plainViewer(bob), { authorId: null })).toBe(true);
  });
});
