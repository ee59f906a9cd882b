import { and, count, desc, eq, gt, getTableColumns, min } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  blockErrors,
  canAnswerInvitation,
  canInvite,
  idSchema,
  invitationErrors,
  limits,
} from '@upsolve/contract';
import type { UserRef, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { collaborations, users } from '../../db/schema/index.ts';
import { isBlockedEitherWay } from '../blocks/index.ts';
import { requireUserRef } from '../profiles/index.ts';
import {
  conflict,
  forbidden,
  notFound,
  rateLimited,
  validationError,
} from '../../plugins/errors.ts';
import type { InvitationRow } from './presenter.ts';

/**
 * Whom the viewer may invite (the contract's canInvite): 400 naming `recipientId` for oneself,
 * 404 for a user that does not exist (a malformed id included, never probed), a neutral 403 when
 * either has blocked the other (blocks/reach.ts).
 */
export async function assertCanInvite(
  db: Executor,
  viewer: Viewer,
  recipientId: string,
): Promise<UserRef> {
  if (!canInvite(viewer, recipientId)) {
    throw validationError({ recipientId: invitationErrors.self }, invitationErrors.self);
  }
  const recipient = await requireUserRef(db, recipientId);
  if (await isBlockedEitherWay(db, viewer.id, recipient._id)) throw forbidden(blockErrors.invite);
  await assertNotDeclinedRecently(db, viewer.id, recipient._id);
  return recipient;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * After a decline, the same person is not invited again for `limits.reinviteAfterDeclineDays`
 * days: 409 naming `recipientId` and the day it is allowed again (UTC).
 */
async function assertNotDeclinedRecently(db: Executor, viewerId: string, recipientId: string) {
  const since = new Date(Date.now() - limits.reinviteAfterDeclineDays * dayMs);
  const [lastDecline] = await db
    .select({ answeredAt: collaborations.answeredAt })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.senderId, viewerId),
        eq(collaborations.recipientId, recipientId),
        eq(collaborations.status, 'declined'),
        gt(collaborations.answeredAt, since),
      ),
    )
    .orderBy(desc(collaborations.answeredAt))
    .limit(1);
  if (lastDecline?.answeredAt == null) return;
  const allowedAt = new Date(
    lastDecline.answeredAt.getTime() + limits.reinviteAfterDeclineDays * dayMs,
  );
  const message = invitationErrors.declinedRecently(allowedAt.toISOString().slice(0, 10));
  throw conflict(message, { recipientId: message });
}

/**
 * At most `perDay` invitations in any 24 hours (RATE_LIMIT_INVITATIONS_PER_DAY), counted from the
 * invitations sent (collaborations_sender_newest_idx): 429 with Retry-After until the oldest of
 * them is a day old.
 */
export async function assertInvitationAllowance(db: Executor, viewerId: string, perDay: number) {
  const since = new Date(Date.now() - dayMs);
  const [sent] = await db
    .select({ count: count(), oldest: min(collaborations.createdAt) })
    .from(collaborations)
    .where(and(eq(collaborations.senderId, viewerId), gt(collaborations.createdAt, since)));
  if (sent === undefined || sent.count < perDay || sent.oldest === null) return;
  const retryAfterMs = sent.oldest.getTime() + dayMs - Date.now();
  throw rateLimited(retryAfterMs / 1000, invitationErrors.dailyLimit(perDay));
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
  viewer: Viewer,
  invitationId: string,
): Promise<InvitationRow> {
  if (!idSchema.safeParse(invitationId).success) throw notFound();
  const [invitation] = await invitationsWithNames(db).where(eq(collaborations.id, invitationId));
  if (invitation === undefined) throw notFound();
  if (!canAnswerInvitation(viewer, invitation)) throw forbidden();
  if (invitation.status !== 'pending') throw conflict(invitationErrors.answered);
  return invitation;
}
