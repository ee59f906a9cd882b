import type { markReadResponseSchema, Message, MessageInput } from '@upsolve/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import {
  conversationMessages,
  withMessage,
  withoutMessage,
  withReadReceipt,
  withStoredMessage,
  type ConversationData,
  type ConversationPage,
  type ShownMessage,
} from '../lib/conversation-cache.ts';
import { pagedQueryOptions } from '@/lib/load-more.ts';
import { fetchPage } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { messageKeys } from '@/lib/queries/messages.ts';
import { useRealtime } from '@/lib/realtime/realtime-context.ts';

type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** GET /messages/{userId}: one page, oldest first; the first page is the newest messages. */
async function fetchConversationPage(
  userId: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ConversationPage> {
  const { body, page } = await fetchPage<Message[]>(apiPaths.conversation(userId), cursor, signal);
  return { items: body, ...page };
}

export const conversationQueryOptions = (userId: string) =>
  pagedQueryOptions(messageKeys.conversation(userId), (cursor, signal) =>
    fetchConversationPage(userId, cursor, signal),
  );

/** The conversation as it reads, oldest first; `fetchNextPage` loads older messages. */
export function useConversation(userId: string) {
  return useInfiniteQuery({ ...conversationQueryOptions(userId), select: conversationMessages });
}

let temporaryIds = 0;

/**
 * POST /messages/send/{userId}, optimistically (docs/product.md, "Chat"): the message shows at
 * once as '(sending...)', is replaced by the stored one on success and removed on failure, when
 * `onFailed` hears of it (for every send, even when several are on their way at once). The tab
 * names its socket, so the server's `messageSent` goes to the viewer's other tabs, not this one.
 */
export function useSendMessage(
  viewerId: string,
  otherId: string,
  onFailed: (error: unknown, content: string) => void,
) {
  const queryClient = useQueryClient();
  const { socket } = useRealtime();
  const conversationKey = messageKeys.conversation(otherId);
  const update = (change: (data: ConversationData) => ConversationData) =>
    queryClient.setQueryData<ConversationData>(conversationKey, (data) => data && change(data));
  return useMutation({
    mutationFn: (input: MessageInput) => {
      const socketId = socket?.id;
      return api.post<Message>(
        apiPaths.sendMessage(otherId),
        { content: input.content.trim() },
        { headers: socketId === undefined ? {} : { 'X-Socket-Id': socketId } },
      );
    },
    onMutate: (input) => {
      temporaryIds += 1;
      const temporary: ShownMessage = {
        _id: `sending-${temporaryIds}`,
        sender: viewerId,
        receiver: otherId,
        content: input.content.trim(),
        createdAt: new Date().toISOString(),
        readAt: null,
        isTemporary: true,
      };
      update((data) => withMessage(data, temporary));
      return { temporaryId: temporary._id };
    },
    onSuccess: (stored, _input, sending) => {
      update((data) => withStoredMessage(data, sending.temporaryId, stored));
      // The list's previews and order follow the newest message; a reply accepts a request,
      // which leaves the Requests count.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.users }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
      ]);
    },
    onError: (error, input, sending) => {
      if (sending !== undefined) update((data) => withoutMessage(data, sending.temporaryId));
      onFailed(error, input.content.trim());
    },
  });
}

/** POST /messages/{userId}/read: what that person sent the viewer is read; badges follow. */
export function useMarkConversationRead(viewerId: string, otherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MarkReadResponse>(apiPaths.markConversationRead(otherId)),
    onSuccess: ({ readAt }) => {
      queryClient.setQueryData<ConversationData>(
        messageKeys.conversation(otherId),
        (data) => data && withReadReceipt(data, viewerId, readAt),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
        queryClient.invalidateQueries({ queryKey: messageKeys.users }),
      ]);
    },
  });
}
