import type { RouteObject } from 'react-router';

/** Signed-in screens of the settings feature (app/router.tsx places them behind the guard). */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: () => import('./settings.tsx') },
];
