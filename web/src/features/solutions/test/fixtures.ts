import type { Solution, SolutionDetail } from '@upsolve/contract';
import { testUser } from '@/test/render-app.tsx';

export const problemId = '3f0c1a52-7e4b-4d7a-9a64-1b2c3d4e5f60';
export const otherUser = { _id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', username: 'petr' };
export const me = { _id: testUser._id, username: testUser.username };

export const problemInfo = {
  problem: {
    _id: problemId,
    title: 'Watermelon',
    user: otherUser,
  },
  isBookmarked: false,
  viewerHasReviewed: false,
};

let sequence = 0;

/** A solution as the API returns it; by another user unless `user` says otherwise. */
export function buildSolution(overrides: Partial<Solution> = {}): Solution {
  sequence += 1;
  return {
    _id: `5a0b1c2d-3e4f-4a5b-8c6d-${String(sequence).padStart(12, '0')}`,
    approach: 'Answer YES when $w$ is even and greater than 2.',
    description: 'Two even parts exist exactly when $w \\ge 4$ and $w$ is even.',
    code: '#include <iostream>\nint main() { int w; std::cin >> w; }',
    language: 'cpp',
    problem: problemId,
    user: otherUser,
    reviewsCount: 0,
    averageRating: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** GET …/solutions/{id}: the solution plus whether the signed-in user has reviewed it. */
export function solutionDetail(solution: Solution, viewerHasReviewed = false): SolutionDetail {
  return { ...solution, viewerHasReviewed };
}

export function solutionsResponse(solutions: Solution[]) {
  return { solutions, problem: { _id: problemId, title: 'Watermelon' } };
}
