import type { ChatUser, Message } from '@upsolve/contract';
import type { MessageRow } from '../../db/schema/index.ts';

export function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    sender: row.senderId,
    receiver: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A person in the chat's user list, with the conversation's row when there is one. */
export interface ChatUserRow {
  id: string;
  username: string;
  lastContent: string | null;
  lastSenderId: string | null;
  lastMessageAt: Date | null;
  unreadCount: number;
}

export function toChatUser(row: ChatUserRow): ChatUser {
  const { lastContent, lastSenderId, lastMessageAt } = row;
  const hasMessage = lastContent !== null && lastSenderId !== null && lastMessageAt !== null;
  return {
    _id: row.id,
    username: row.username,
    lastMessage: hasMessage
      ? { content: lastContent, createdAt: lastMessageAt.toISOString(), sender: lastSenderId }
      : null,
    unreadCount: row.unreadCount,
  };
}
