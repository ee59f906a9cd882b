import { blockErrors, canBlock } from '@upsolve/contract';
import type { UserRef, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { requireUserRef } from '../profiles/index.ts';
import { validationError } from '../../plugins/errors.ts';

/**
 * Whom the viewer may block or unblock (the contract's canBlock): any other existing user. An
 * unknown or malformed id is 404; oneself a 400 naming `userId`. The user is looked up first, so
 * the comparison is with the stored id, however the path spelled it.
 */
export async function assertCanBlock(
  db: Executor,
  viewer: Viewer,
  userId: string,
): Promise<UserRef> {
  const user = await requireUserRef(db, userId);
  if (!canBlock(viewer, user._id)) {
    throw validationError({ userId: blockErrors.self }, blockErrors.self);
  }
  return user;
}
