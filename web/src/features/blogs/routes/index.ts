import type { RouteObject } from 'react-router';

/** Signed-in screens of the blogs feature (app/router.tsx places them behind the guard). */
export const blogRoutes: RouteObject[] = [
  { path: 'blogs', lazy: () => import('./blogs.tsx') },
  { path: 'addblog', lazy: () => import('./add-blog.tsx') },
  { path: 'blogs/:blogId', lazy: () => import('./blog.tsx') },
  { path: 'blogs/:blogId/edit', lazy: () => import('./edit-blog.tsx') },
];
