import type { RouteObject } from 'react-router';

/** Signed-in screens of the reviews feature (app/router.tsx places them behind the guard). */
export const reviewRoutes: RouteObject[] = [
  { path: 'problem/:problemId/addreview', lazy: () => import('./add-problem-review.tsx') },
  { path: 'problem/:problemId/reviews', lazy: () => import('./problem-reviews.tsx') },
  {
    path: 'problem/:problemId/solutions/:solutionId/addreview',
    lazy: () => import('./add-solution-review.tsx'),
  },
  {
    path: 'problem/:problemId/solutions/:solutionId/reviews',
    lazy: () => import('./solution-reviews.tsx'),
  },
];
