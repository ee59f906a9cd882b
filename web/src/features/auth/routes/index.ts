import type { RouteObject } from 'react-router';

/** Visitor-only screens (app/router.tsx places them behind the guest-only guard). */
export const authRoutes: RouteObject[] = [
  { path: 'signin', lazy: () => import('./signin.tsx') },
  { path: 'signup', lazy: () => import('./signup.tsx') },
];
