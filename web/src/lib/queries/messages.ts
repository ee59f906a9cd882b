import type { ChatBox, UnreadCount } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * Cache keys of direct messages. The messages feature reads them and its socket listener updates
 * or refetches them as events arrive; they live here, not in the feature, because the header shows
 * the unread count and blocking (queries/blocks.ts) refetches the chat lists.
 * Everything starts with 'messages', so a reconnect refetches all of it at once.
 */
export const messageKeys = {
  all: ['messages'] as const,
  /** The people to talk to, every search term, both boxes (chats and requests). */
  users: ['messages', 'users'] as const,
  userList: (query: string, box: ChatBox = 'accepted') =>
    ['messages', 'users', box, query] as const,
  /** The conversation with one user (pages of messages). */
  conversation: (userId: string) => ['messages', 'conversation', userId] as const,
  unread: ['messages', 'unread'] as const,
};

/**
 * GET /messages/unread: how many messages the viewer has not read in their chats (message
 * requests never count), and how many requests wait.
 */
export const unreadCountQueryOptions = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: ({ signal }) => api.get<UnreadCount>(apiPaths.unreadMessages, { signal }),
});

/** The unread count for badges; 0 until it is known, and when it cannot be read. */
export function useUnreadCount(): number {
  const { data } = useQuery({ ...unreadCountQueryOptions, select: (answer) => answer.count });
  return data ?? 0;
}

/** How many message requests wait (the Requests tab's count); 0 until known. */
export function useRequestCount(): number {
  const { data } = useQuery({ ...unreadCountQueryOptions, select: (answer) => answer.requests });
  return data ?? 0;
}
