import type { RouteObject } from 'react-router';

/** Signed-in screens of the solutions feature (app/router.tsx places them behind the guard). */
export const solutionRoutes: RouteObject[] = [
  { path: 'problem/:problemId/solutions', lazy: () => import('./solutions-list.tsx') },
  { path: 'problem/:problemId/addsolution', lazy: () => import('./add-solution.tsx') },
  {
    path: 'problem/:problemId/solutions/:solutionId',
    lazy: () => import('./solution-details.tsx'),
  },
  {
    path: 'problem/:problemId/solutions/:solutionId/updatesolution',
    lazy: () => import('./update-solution.tsx'),
  },
];
