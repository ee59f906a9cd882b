import type { RouteObject } from 'react-router';

/** Signed-in screens of the links feature (app/router.tsx places them behind the guard). */
export const linkRoutes: RouteObject[] = [
  { path: 'importantlinks', lazy: () => import('./important-links.tsx') },
  { path: 'importantlink/addlink', lazy: () => import('./add-link.tsx') },
];
