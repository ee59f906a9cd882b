import { and, eq } from 'drizzle-orm';
import { blockErrors, canMessage, chatErrors } from '@upsolve/contract';
import type { UserRef, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import type { ConversationStatus } from '../../db/schema/index.ts';
import { isBlockedEitherWay } from '../blocks/index.ts';
import { requireUserRef } from '../profiles/index.ts';
import { conflict, forbidden, notFound, validationError } from '../../plugins/errors.ts';

/**
 * Whom the viewer may message (the contract's canMessage): anyone else who exists, unless either
 * has blocked the other (blocks/reach.ts). Oneself is a 400 naming `userId`; an unknown user a 404;
 * a block a neutral 403 that does not say which of the two blocked.
 */
export async function assertCanMessage(
  db: Executor,
  viewer: Viewer,
  receiverId: string,
): Promise<UserRef> {
  if (!canMessage(viewer, receiverId)) {
    throw validationError({ userId: chatErrors.self }, chatErrors.self);
  }
  const receiver = await requireUserRef(db, receiverId);
  if (await isBlockedEitherWay(db, viewer.id, receiver._id)) throw forbidden(blockErrors.message);
  return receiver;
}

/**
 * The viewer's side of a conversation they may answer as a message request: 404 when the other
 * person is unknown or never wrote to them; for a decline, 409 unless it is a request (an
 * accepted conversation is not declined; declining twice is the same as once).
 */
export async function assertCanAnswerRequest(
  db: Executor,
  viewer: Viewer,
  otherId: string,
  answer: 'accept' | 'decline',
): Promise<{ other: UserRef; status: ConversationStatus }> {
  const other = await requireUserRef(db, otherId);
  const [row] = await db
    .select({ status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.userId, viewer.id), eq(conversations.otherId, other._id)));
  if (row === undefined) throw notFound();
  if (answer === 'decline' && row.status === 'accepted') throw conflict(chatErrors.notRequest);
  return { other, status: row.status };
}
