import { canEditProfile } from '@upsolve/contract';
import type { Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { requireUserRef } from './user-ref.ts';
import { forbidden } from '../../plugins/errors.ts';

/** Whether a user with this id exists: 404 otherwise (a malformed id included, never probed). */
export async function assertUserExists(db: Executor, userId: string): Promise<void> {
  await requireUserRef(db, userId);
}

/**
 * Only the owner updates a profile (the contract's canEditProfile): 404 for a user that does not
 * exist, 403 for anyone else's.
 */
export async function assertCanEditProfile(
  db: Executor,
  viewer: Viewer,
  userId: string,
): Promise<void> {
  if (canEditProfile(viewer, userId)) return;
  await assertUserExists(db, userId);
  throw forbidden();
}
