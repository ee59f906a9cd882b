import type { RouteObject } from 'react-router';

/** Signed-in screens of the lists feature (app/router.tsx places them behind the guard). */
export const listRoutes: RouteObject[] = [
  { path: 'lists', lazy: () => import('./my-lists.tsx') },
  { path: 'lists/:listId', lazy: () => import('./list-details.tsx') },
];
