import type { RouteObject } from 'react-router';

/** Signed-in screens of the profiles feature (app/router.tsx places them behind the guard). */
export const profileRoutes: RouteObject[] = [
  { path: 'myprofile/:userId', lazy: () => import('./own-profile.tsx') },
  { path: 'myprofile/:userId/updateprofile', lazy: () => import('./update-profile.tsx') },
  { path: 'profile/:userId', lazy: () => import('./other-profile.tsx') },
];
