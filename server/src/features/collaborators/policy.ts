import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  blockErrors,
  canAnswerInvitation,
  canInvite,
  idSchema,
  invitationErrors,
} from '@upsolve/contract';
import type { UserRef } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { collaborations, users } from '../../db/schema/index.ts';
import { isBlockedEitherWay } from '../../lib/blocks.ts';
import { requireUserRef } from '../../lib/user-ref.ts';
import { conflict, forbidden, notFound, validationError } from '../../plugins/errors.ts';
import type { InvitationRow } from './presenter.ts';

/**
 * Whom the viewer may invite (the contract's canInvite): 400 naming `recipientId` for oneself,
 * 404 for a user that does not exist (a malformed id included, never probed), a neutral 403 when
 * either has blocked the other (lib/blocks.ts).
 */
export async function assertCanInvite(
  db: Executor,
  viewerId: string,
  recipientId: string,
): Promise<UserRef> {
  if (!canInvite(viewerId, recipientId)) {
    throw validationError({ recipientId: invitationErrors.self }, invitationErrors.self);
  }
  const recipient = await requireUserRef(db, recipientId);
  if (await isBlockedEitherWay(db, viewerId, recipient._id)) throw forbidden(blockErrors.invite);
  return recipient;
}

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

/** An invitation's columns with both people's names. */
export function invitationsWithNames(db: Executor) {
  return db
    .select({
      ...getTableColumns(collaborations),
      senderName: sender.username,
      recipientName: recipient.username,
    })
    .from(collaborations)
    .innerJoin(sender, eq(sender.id, collaborations.senderId))
    .innerJoin(recipient, eq(recipient.id, collaborations.recipientId))
    .$dynamic();
}

/**
 * The invitation the viewer may answer (the contract's canAnswerInvitation): 404 for no such
 * invitation, 403 for anyone but its recipient (the sender included), 409 once it is answered.
 */
export async function assertCanAnswerInvitation(
  db: Executor,
  viewerId: string,
  invitationId: string,
): Promise<InvitationRow> {
  if (!idSchema.safeParse(invitationId).success) throw notFound();
  const [invitation] = await invitationsWithNames(db).where(eq(collaborations.id, invitationId));
  if (invitation === undefined) throw notFound();
  if (!canAnswerInvitation(viewerId, invitation)) throw forbidden();
  if (invitation.status !== 'pending') throw conflict(invitationErrors.answered);
  return invitation;
}
