import type { RouteObject } from 'react-router';

/** The problems screens (signed-in only; app/router.tsx places them behind the session guard). */
export const problemRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: () => import('./dashboard.tsx') },
  { path: 'addproblem', lazy: () => import('./add-problem.tsx') },
  { path: 'myproblems', lazy: () => import('./my-problems.tsx') },
  { path: 'bookmarkedproblems', lazy: () => import('./bookmarked-problems.tsx') },
  { path: 'problem/:problemId', lazy: () => import('./problem-details.tsx') },
  { path: 'problem/:problemId/updateproblem', lazy: () => import('./edit-problem.tsx') },
];
