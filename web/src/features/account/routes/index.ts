import type { RouteObject } from 'react-router';

/**
 * Screens of the account feature anyone may open (app/router.tsx places them with the landing
 * page): a reset link works whoever is signed in on the browser it is opened in.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'forgot-password', lazy: () => import('./forgot-password.tsx') },
  { path: 'reset-password', lazy: () => import('./reset-password.tsx') },
];
