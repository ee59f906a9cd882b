import type { RouteObject } from 'react-router';

/** Open to everyone. */
export const landingRoutes: RouteObject[] = [{ index: true, lazy: () => import('./landing.tsx') }];
