import { z } from 'zod';

/**
 * The roles a user may hold beyond a signed-in user's. Given and taken only by `npm run admin`,
 * never through the API (docs/product.md, "Who may do what").
 */
export const roles = ['admin', 'moderator'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}

/**
 * Whoever a rule asks about: the signed-in user's id and roles. The server's session user is one;
 * the web builds one from the signed-in user (`_id`, `roles`).
 */
export interface Viewer {
  id: string;
  roles: readonly Role[];
}

/** A viewer that holds no role: what most rules' tests and a new account look like. */
export function plainViewer(id: string): Viewer {
  return { id, roles: [] };
}

export function hasRole(viewer: Viewer, role: Role): boolean {
  return viewer.roles.includes(role);
}

export function isAdmin(viewer: Viewer): boolean {
  return hasRole(viewer, 'admin');
}

/** Moderation (removing and restoring posts, dismissing reports) is for moderators and admins. */
export function isModerator(viewer: Viewer): boolean {
  return hasRole(viewer, 'moderator') || isAdmin(viewer);
}
