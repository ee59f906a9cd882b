import { describe, expect, it } from 'vitest';
import {
  canDeleteReview,
  canEditSolution,
  canReviewProblem,
  canReviewSolution,
  reviewInputSchema,
  solutionInputSchema,
  solutionsQuerySchema,
} from './solutions.ts';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';

describe('solutionInputSchema', () => {
  const valid = { approach: 'Greedy', description: 'Take the largest first.', code: 'print(1)' };

  it('defaults the language to C++ and trims texts', () => {
    const parsed = solutionInputSchema.parse({ ...valid, approach: '  Greedy  ' });
    expect(parsed).toMatchObject({ approach: 'Greedy', language: 'cpp' });
  });

  it('measures the 64 KiB code limit in UTF-8 bytes', () => {
    const fits = solutionInputSchema.safeParse({ ...valid, code: 'é'.repeat(32 * 1024) });
    const over = solutionInputSchema.safeParse({ ...valid, code: 'é'.repeat(32 * 1024) + 'x' });
    expect(fits.success).toBe(true);
    expect(over.error?.issues.map((issue) => issue.message)).toEqual([
      'Code must be at most 64 KiB',
    ]);
  });
});

describe('reviewInputSchema', () => {
  it('defaults the rating to 1 and accepts only whole numbers from 1 to 5', () => {
    expect(reviewInputSchema.parse({ comment: 'Nice' }).rating).toBe(1);
    for (const rating of [0, 6, 2.5, '3']) {
      const result = reviewInputSchema.safeParse({ rating, comment: 'Nice' });
      expect(result.error?.issues[0]?.path).toEqual(['rating']);
    }
  });
});

describe('solutionsQuerySchema', () => {
  it('sorts newest first unless asked for best rated', () => {
    expect(solutionsQuerySchema.parse({}).sort).toBe('newest');
    expect(solutionsQuerySchema.parse({ sort: 'rated' }).sort).toBe('rated');
    expect(solutionsQuerySchema.safeParse({ sort: 'best' }).success).toBe(false);
  });
});

describe('solution and review policies', () => {
  it('lets only the author edit a solution or delete a review; nobody once the author is gone', () => {
    for (const can of [canEditSolution, canDeleteReview]) {
      expect(can(alice, { authorId: alice })).toBe(true);
      expect(can(bob, { authorId: alice })).toBe(false);
      expect(can(alice, { authorId: null })).toBe(false);
    }
  });

  it('forbids reviewing your own problem or solution', () => {
    expect(canReviewProblem(alice, { ownerId: alice })).toBe(false);
    expect(canReviewProblem(bob, { ownerId: alice })).toBe(true);
    expect(canReviewSolution(alice, { authorId: alice })).toBe(false);
    expect(canReviewSolution(bob, { authorId: alice })).toBe(true);
    expect(canReviewSolution(bob, { authorId: null })).toBe(true);
  });
});
