import type { Review, SolutionDetail } from '@upsolve/contract';
import { testUser } from '@/test/render-app.tsx';

export const problemId = '3f0c1a52-7e4b-4d7a-9a64-1b2c3d4e5f60';
export const solutionId = '5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
export const otherUser = { _id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', username: 'petr' };
export const me = { _id: testUser._id, username: testUser.username };

/**
 * GET /problem/{id}: a problem owned by `owner` (another user by default), and whether the
 * signed-in user has reviewed it.
 */
export function problemResponse(owner = otherUser, viewerHasReviewed = false) {
  return {
    problem: {
      _id: problemId,
      title: 'Watermelon',
      user: owner,
      averageRating: 3.5,
      reviewsCount: 2,
    },
    isBookmarked: false,
    viewerHasReviewed,
  };
}

/**
 * GET /problem/{id}/solutions/{sid}: a solution by `author` (another user by default), and
 * whether the signed-in user has reviewed it.
 */
export function solutionResponse(
  author: { _id: string; username: string } | null = otherUser,
  viewerHasReviewed = false,
): SolutionDetail {
  return {
    _id: solutionId,
    approach: 'Parity.',
    description: 'Even and greater than 2.',
    code: 'print("YES")',
    language: 'python',
    problem: problemId,
    user: author,
    reviewsCount: 0,
    averageRating: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    viewerHasReviewed,
  };
}

let sequence = 0;

export function buildReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  return {
    _id: `7c6b5a4d-3e2f-4a1b-9c8d-${String(sequence).padStart(12, '0')}`,
    rating: 4,
    comment: 'Clear statement, nice idea.',
    user: otherUser,
    problem: problemId,
    createdAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}
