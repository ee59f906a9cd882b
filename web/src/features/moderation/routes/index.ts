import type { RouteObject } from 'react-router';

/** Signed-in screens of the moderation feature (app/router.tsx places them behind the guard). */
export const moderationRoutes: RouteObject[] = [
  { path: 'moderation', lazy: () => import('./moderation.tsx') },
];
