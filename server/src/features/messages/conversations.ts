import { sql } from 'drizzle-orm';
import { limits } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { collaborations, conversations } from '../../db/schema/index.ts';
import type { ConversationStatus, MessageRow } from '../../db/schema/index.ts';

/**
 * The rows of the chat's user list (db/schema/messages.ts), kept here because two features write
 * them: a message (messages) and an accepted invitation, which opens the two people's
 * conversation (collaborators).
 */

/** The start of a message as the user list previews it, whole characters only. */
export function previewOf(content: string): string {
  return Array.from(content).slice(0, limits.messagePreview).join('');
}

// Rows may commit out of order (two messages at once): a row only moves forward in time.
const isNewer = sql`excluded.last_activity_at >= ${conversations.lastActivityAt}`;
const newerOrKept = (column: string) =>
  sql`case when ${isNewer} then excluded.${sql.identifier(column)} else ${sql.identifier('conversations')}.${sql.identifier(column)} end`;

/** An accepted invitation between the two, whichever way (collaborations' sender index). */
function collaboratorsSql(oneId: string, otherId: string) {
  return sql`exists (select 1 from ${collaborations} where ${collaborations.status} = 'accepted' and ((${collaborations.senderId} = ${oneId} and ${collaborations.recipientId} = ${otherId}) or (${collaborations.senderId} = ${otherId} and ${collaborations.recipientId} = ${oneId})))`;
}

/**
 * Records `message` in both people's rows, in the message's transaction: its preview and time for
 * both, one more unread for the receiver. It also decides where the conversation sits for each
 * (docs/product.md, "Message requests"): the sender has replied, so theirs is accepted; the
 * receiver's keeps its status, and a first message makes it a request unless the two are
 * collaborators (an accepted invitation opens the conversation as accepted already). Answers the
 * receiver's status after the message.
 */
export async function recordMessage(
  db: Executor,
  message: MessageRow,
): Promise<ConversationStatus> {
  const latest = {
    lastContent: previewOf(message.content),
    lastSenderId: message.senderId,
    lastMessageAt: message.createdAt,
    lastActivityAt: message.createdAt,
  };
  const firstStatus = sql`case when ${collaboratorsSql(message.senderId, message.receiverId)} then 'accepted' else 'request' end`;
  const rows = await db
    .insert(conversations)
    .values([
      {
        userId: message.senderId,
        otherId: message.receiverId,
        ...latest,
        unreadCount: 0,
        status: 'accepted',
      },
      {
        userId: message.receiverId,
        otherId: message.senderId,
        ...latest,
        unreadCount: 1,
        status: firstStatus,
      },
    ])
    .onConflictDoUpdate({
      target: [conversations.userId, conversations.otherId],
      set: {
        lastContent: newerOrKept('last_content'),
        lastSenderId: newerOrKept('last_sender_id'),
        lastMessageAt: newerOrKept('last_message_at'),
        lastActivityAt: sql`greatest(excluded.last_activity_at, ${conversations.lastActivityAt})`,
        unreadCount: sql`${conversations.unreadCount} + excluded.unread_count`,
        // Replying accepts; the receiver's side stays a request, declined or accepted.
        status: sql`case when ${conversations.userId} = ${message.senderId} then 'accepted' else ${conversations.status} end`,
      },
    })
    .returning({ userId: conversations.userId, status: conversations.status });
  const receiverRow = rows.find((row) => row.userId === message.receiverId);
  if (receiverRow === undefined) throw new Error('Recording the message returned no receiver row');
  return receiverRow.status;
}

/**
 * Opens two people's conversation without a message (an accepted invitation): each finds the
 * other at the top of their user list. A conversation that exists is left as it is.
 */
export async function openConversation(db: Executor, userId: string, otherId: string) {
  await db
    .insert(conversations)
    .values([
      { userId, otherId },
      { userId: otherId, otherId: userId },
    ])
    .onConflictDoNothing();
}
