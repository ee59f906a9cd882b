import type { RouteObject } from 'react-router';

/** Signed-in screens of the contests feature (app/router.tsx places them behind the guard). */
export const contestRoutes: RouteObject[] = [
  { path: 'contests', lazy: () => import('./contests.tsx') },
];
