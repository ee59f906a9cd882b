import type { RouteObject } from 'react-router';
import type { PendingScreenHandle } from './feature-pending.tsx';

/** A signed-in route whose feature is still being built: it shows the shared "being built" page. */
export function pending(path: string, screen: string): RouteObject {
  const handle: PendingScreenHandle = { pendingScreen: screen };
  return { path, handle, lazy: () => import('./feature-pending.tsx') };
}

/**
 * The signed-in routes of the product (the header links to them) that the app shell provides until their features take them
 * over: remove a path here in the same change that adds it to a feature's routes.
 */
export const shellRoutes: RouteObject[] = []; // Every header link has its feature now.
