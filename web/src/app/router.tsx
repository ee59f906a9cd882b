import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account/routes/index.ts';
import { aiRoutes } from '@/features/ai/routes/index.ts';
import { authRoutes } from '@/features/auth/routes/index.ts';
import { blogRoutes } from '@/features/blogs/routes/index.ts';
import { discussionRoutes } from '@/features/discussion/routes/index.ts';
import { collaboratorRoutes } from '@/features/collaborators/routes/index.ts';
import { contestRoutes } from '@/features/contests/routes/index.ts';
import { landingRoutes } from '@/features/landing/routes/index.ts';
import { linkRoutes } from '@/features/links/routes/index.ts';
import { listRoutes } from '@/features/lists/routes/index.ts';
import { messageRoutes } from '@/features/messages/routes/index.ts';
import { moderationRoutes } from '@/features/moderation/routes/index.ts';
import { notificationRoutes } from '@/features/notifications/routes/index.ts';
import { problemRoutes } from '@/features/problems/routes/index.ts';
import { profileRoutes } from '@/features/profiles/routes/index.ts';
import { reviewRoutes } from '@/features/reviews/routes/index.ts';
import { settingsRoutes } from '@/features/settings/routes/index.ts';
import { solutionRoutes } from '@/features/solutions/routes/index.ts';
import { GuestOnly } from './guards.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { AppRoot } from './root.tsx';
import { RouteError } from './route-error.tsx';
import { shellRoutes } from './routes/shell-routes.ts';

/*
 * The route table. Each feature exports arrays of route objects from
 * features/<feature>/routes/index.ts, every screen lazy (`lazy: () => import(...)`,
 * the module exporting `Component`), and they are placed here by who may see them:
 * - openRoutes: everyone (the landing page);
 * - guestRoutes: visitors only (a signed-in user goes to ?next= or /dashboard);
 * - signedInRoutes: a session is required (a visitor goes to /signin?next=<path>).
 */
const openRoutes: RouteObject[] = [...landingRoutes, ...accountRoutes];
const guestRoutes: RouteObject[] = [...authRoutes];
// A feature's paths leave shellRoutes (the "being built" screens) when its own routes arrive.
const signedInRoutes: RouteObject[] = [
  ...shellRoutes,
  ...problemRoutes,
  ...solutionRoutes,
  ...reviewRoutes,
  ...profileRoutes,
  ...collaboratorRoutes,
  ...messageRoutes,
  ...settingsRoutes,
  ...blogRoutes,
  ...contestRoutes,
  ...discussionRoutes,
  ...notificationRoutes,
  ...moderationRoutes,
  ...linkRoutes,
  ...listRoutes,
  ...aiRoutes,
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    // Shown while the first screen's code loads, and (from AppRoot) while the session check runs.
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: () => import('./layout/public-layout.tsx'),
        children: [...openRoutes, { element: <GuestOnly />, children: guestRoutes }],
      },
      { lazy: () => import('./layout/app-layout.tsx'), children: signedInRoutes },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
