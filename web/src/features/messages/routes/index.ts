import type { RouteObject } from 'react-router';

/** Signed-in screens of the messages feature (app/router.tsx places them behind the guard). */
export const messageRoutes: RouteObject[] = [
  { path: 'messages', lazy: () => import('./messages.tsx') },
];
