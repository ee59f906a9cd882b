import type { ChatUser } from '@upsolve/contract';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { messageKeys } from '@/lib/queries/messages.ts';

export type ChatUsersPage = Page<ChatUser>;

/**
 * GET /messages/users: one page of the people to talk to (those one has talked to first, most
 * recent first, then everyone else by username); `q` keeps usernames containing it.
 */
async function fetchChatUsers(
  query: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ChatUsersPage> {
  const params: Record<string, string> = query === '' ? {} : { q: query };
  const { body, page } = await fetchPage<ChatUser[]>(apiPaths.chatUsers, cursor, signal, params);
  return { items: body, ...page };
}

export const chatUsersQueryOptions = (query: string) =>
  pagedQueryOptions(messageKeys.userList(query), (cursor, signal) =>
    fetchChatUsers(query, cursor, signal),
  );

/** The user list for `query`; the previous list stays on show while another term loads. */
export function useChatUsers(query: string) {
  return useLoadMore(chatUsersQueryOptions(query), { keepPrevious: true });
}
