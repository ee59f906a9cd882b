import type { RouteObject } from 'react-router';

/** Signed-in screens of the collaborators feature (app/router.tsx places them behind the guard). */
export const collaboratorRoutes: RouteObject[] = [
  { path: 'collaborators', lazy: () => import('./collaborators.tsx') },
  { path: ':recipientId/collaborator', lazy: () => import('./invite.tsx') },
  { path: 'invitations', lazy: () => import('./invitations.tsx') },
];
