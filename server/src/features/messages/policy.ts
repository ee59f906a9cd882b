import { canMessage, chatErrors } from '@upsolve/contract';
import type { UserRef } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { requireUserRef } from '../../lib/user-ref.ts';
import { validationError } from '../../plugins/errors.ts';

/**
 * Whom the viewer may message (the contract's canMessage): anyone else who exists. Oneself is a
 * 400 naming `userId`; an unknown user a 404.
 */
export async function assertCanMessage(
  db: Executor,
  viewerId: string,
  receiverId: string,
): Promise<UserRef> {
  if (!canMessage(viewerId, receiverId)) {
    throw validationError({ userId: chatErrors.self }, chatErrors.self);
  }
  return requireUserRef(db, receiverId);
}
