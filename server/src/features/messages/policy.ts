import { eq } from 'drizzle-orm';
import { canMessage, chatErrors, idSchema } from '@upsolve/contract';
import type { UserRef } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../plugins/errors.ts';

/** The other person of a conversation: 404 unless they exist (a malformed id included). */
export async function assertOtherUser(db: Executor, otherId: string): Promise<UserRef> {
  if (!idSchema.safeParse(otherId).success) throw notFound();
  const [other] = await db
    .select({ _id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, otherId));
  if (other === undefined) throw notFound();
  return other;
}

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
  return assertOtherUser(db, receiverId);
}
