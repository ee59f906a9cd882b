import { sql } from 'drizzle-orm';
import { limits } from '@upsolve/contract';
import type { Executor } from '../db/client.ts';
import { conversations } from '../db/schema/index.ts';
import type { MessageRow } from '../db/schema/index.ts';

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

/**
 * Records `message` in both people's rows, in the message's transaction: its preview and time for
 * both, one more unread for the receiver.
 */
export async function recordMessage(db: Executor, message: MessageRow): Promise<void> {
  const latest = {
    lastContent: previewOf(message.content),
    lastSenderId: message.senderId,
    lastMessageAt: message.createdAt,
    lastActivityAt: message.createdAt,
  };
  await db
    .insert(conversations)
    .values([
      { userId: message.senderId, otherId: message.receiverId, ...latest, unreadCount: 0 },
      { userId: message.receiverId, otherId: message.senderId, ...latest, unreadCount: 1 },
    ])
    .onConflictDoUpdate({
      target: [conversations.userId, conversations.otherId],
      set: {
        lastContent: newerOrKept('last_content'),
        lastSenderId: newerOrKept('last_sender_id'),
        lastMessageAt: newerOrKept('last_message_at'),
        lastActivityAt: sql`greatest(excluded.last_activity_at, ${conversations.lastActivityAt})`,
        unreadCount: sql`${conversations.unreadCount} + excluded.unread_count`,
      },
    });
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
