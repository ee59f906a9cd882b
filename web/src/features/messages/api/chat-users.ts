import type { ChatBox, ChatUser } from '@upsolve/contract';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { messageKeys } from '@/lib/queries/messages.ts';

export type ChatUsersPage = Page<ChatUser>;

/**
 * GET /messages/users: one page of the people to talk to (those one has talked to first, most
 * recent first, then everyone else by username), or of the message requests (`box=requests`);
 * `q` keeps usernames containing it.
 */
async function fetchChatUsers(
  query: string,
  box: ChatBox,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ChatUsersPage> {
  const params: Record<string, string> = query === '' ? {} : { q: query };
  if (box === 'requests') params.box = box;
  const { body, page } = await fetchPage<ChatUser[]>(apiPaths.chatUsers, cursor, signal, params);
  return { items: body, ...page };
}

export const chatUsersQueryOptions = (query: string, box: ChatBox = 'accepted') =>
  pagedQueryOptions(messageKeys.userList(query, box), (cursor, signal) =>
    fetchChatUsers(query, box, cursor, signal),
  );

/** The user list for `query`; the previous list stays on show while another term loads. */
export function useChatUsers(query: string, box: ChatBox = 'accepted') {
  return useLoadMore(chatUsersQueryOptions(query, box), { keepPrevious: true });
}
