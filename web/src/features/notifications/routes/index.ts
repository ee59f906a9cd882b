import type { RouteObject } from 'react-router';

/** Signed-in screens of the notifications feature (app/router.tsx places them behind the guard). */
export const notificationRoutes: RouteObject[] = [
  { path: 'notifications', lazy: () => import('./notifications.tsx') },
];
