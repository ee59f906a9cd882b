import type { RouteObject } from 'react-router';

/** Signed-in screens of the discussion feature (app/router.tsx places them behind the guard). */
export const discussionRoutes: RouteObject[] = [
  { path: 'problem/:problemId/discussion', lazy: () => import('./discussion.tsx') },
];
