import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { invitationErrors, limits } from '@upsolve/contract';
import type {
  Invitation,
  InvitationInputParsed,
  InvitationParams,
  InvitationStatus,
  Invitations,
} from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { collaborations } from '../../db/schema/index.ts';
import { openConversation } from '../messages/index.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  assertCanAnswerInvitation,
  assertCanInvite,
  assertInvitationAllowance,
  invitationsWithNames,
} from './policy.ts';
import { toInvitation } from './presenter.ts';

/** Collaboration invitations (docs/product.md, "Invitations"). */

/**
 * POST /collaborations: invites another existing user. A second pending invitation to the same
 * person is 409 (the partial unique index decides, not a racy pre-check), and so is one within a
 * week of their decline; more than `invitationsPerDay` in 24 hours is 429.
 */
export async function createInvitation(
  services: Services,
  viewer: SessionUser,
  input: InvitationInputParsed,
  invitationsPerDay: number,
): Promise<Committed<Invitation>> {
  const recipient = await assertCanInvite(services.db, viewer, input.recipientId);
  await assertInvitationAllowance(services.db, viewer.id, invitationsPerDay);
  return services.commit(async (tx, record) => {
    let row;
    try {
      [row] = await tx
        .insert(collaborations)
        .values({
          senderId: viewer.id,
          recipientId: recipient._id,
          projectDetails: input.projectDetails,
        })
        .returning();
    } catch (error) {
      if (uniqueViolation(error) !== null) throw conflict(invitationErrors.pending);
      // The recipient's account was deleted after it was found.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
    if (row === undefined) throw new Error('Inserting the invitation returned no row');
    const invitation = toInvitation({
      ...row,
      senderName: viewer.username,
      recipientName: recipient.username,
    });
    record(domainEvent('invitation.sent', { invitation }));
    return invitation;
  });
}

/** GET /collaborations: the viewer's incoming and outgoing invitations, newest first. */
export async function listInvitations(db: Database, viewer: SessionUser): Promise<Invitations> {
  const newest = (where: SQL) =>
    invitationsWithNames(db)
      .where(where)
      .orderBy(desc(collaborations.createdAt), desc(collaborations.id))
      .limit(limits.invitationsListed);
  const [incoming, outgoing] = await Promise.all([
    newest(eq(collaborations.recipientId, viewer.id)),
    newest(eq(collaborations.senderId, viewer.id)),
  ]);
  return { incoming: incoming.map(toInvitation), outgoing: outgoing.map(toInvitation) };
}

/**
 * Accepts or declines an invitation the viewer received, recording the answer and its time. An
 * accepted invitation opens the two people's conversation: each finds the other at the top of
 * their chat list (docs/product.md, "Collaborator invitation").
 */
export async function answerInvitation(
  services: Services,
  viewer: SessionUser,
  params: InvitationParams,
  status: Exclude<InvitationStatus, 'pending'>,
): Promise<Committed<Invitation>> {
  const invitation = await assertCanAnswerInvitation(services.db, viewer, params.invitationId);
  return services.commit(async (tx, record) => {
    const [answered] = await tx
      .update(collaborations)
      .set({ status, answeredAt: new Date() })
      .where(and(eq(collaborations.id, invitation.id), eq(collaborations.status, 'pending')))
      .returning();
    // Answered in another tab between the check and this statement.
    if (answered === undefined) throw conflict(invitationErrors.answered);
    if (status === 'accepted') await openConversation(tx, answered.recipientId, answered.senderId);
    const result = toInvitation({
      ...answered,
      senderName: invitation.senderName,
      recipientName: invitation.recipientName,
    });
    record(domainEvent('invitation.answered', { invitation: result }));
    return result;
  });
}
