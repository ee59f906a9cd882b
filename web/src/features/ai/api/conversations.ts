import type {
  AiConversationRenameResponse,
  AiConversationResponse,
  AiConversationSummary,
  AiConversationsResponse,
  AiMessage,
  AiProviderResponse,
} from '@upsolve/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';

/** Cache keys of the AI assistant: the conversation lists, each conversation, the provider. */
export const aiKeys = {
  all: ['ai'] as const,
  lists: ['ai', 'conversations'] as const,
  /** The viewer's conversations; with a problem, only that problem's hint conversations. */
  list: (problemId?: string) => ['ai', 'conversations', { problemId: problemId ?? null }] as const,
  conversations: ['ai', 'conversation'] as const,
  conversation: (conversationId: string) => ['ai', 'conversation', conversationId] as const,
  provider: ['ai', 'provider'] as const,
};

/** GET /ai/conversations(?problemId=): the viewer's conversations, most recent first. */
export const aiConversationsQueryOptions = (problemId?: string) =>
  queryOptions({
    queryKey: aiKeys.list(problemId),
    queryFn: ({ signal }) =>
      api.get<AiConversationsResponse>(
        problemId === undefined
          ? apiPaths.aiConversations
          : `${apiPaths.aiConversations}?${new URLSearchParams({ problemId }).toString()}`,
        { signal },
      ),
    select: (answer) => answer.conversations,
  });

export function useAiConversations() {
  return useQuery(aiConversationsQueryOptions());
}

/**
 * The viewer's hint conversations on a problem, newest first, asked of the server now: what
 * decides between opening one and starting one must not be a list kept from before the last
 * hint chat began.
 */
export async function fetchHintConversations(
  queryClient: QueryClient,
  problemId: string,
): Promise<AiConversationSummary[]> {
  const answer = await queryClient.fetchQuery({
    ...aiConversationsQueryOptions(problemId),
    staleTime: 0,
  });
  return answer.conversations;
}

/** GET /ai/conversations/{id}: the conversation and its turns, oldest first. */
export const aiConversationQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: aiKeys.conversation(conversationId),
    queryFn: ({ signal }) =>
      api.get<AiConversationResponse>(apiPaths.aiConversation(conversationId), { signal }),
  });

export function useAiConversation(conversationId: string | undefined) {
  return useQuery({
    ...aiConversationQueryOptions(conversationId ?? ''),
    enabled: conversationId !== undefined,
  });
}

/** GET /ai/provider: whom the assistant asks; it changes only when the server restarts. */
export const aiProviderQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.provider,
    queryFn: ({ signal }) => api.get<AiProviderResponse>(apiPaths.aiProvider, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAiProvider() {
  return useQuery(aiProviderQueryOptions());
}

/** Puts a conversation's summary first in the viewer's list (it is the most recent now). */
export function putConversationFirst(queryClient: QueryClient, summary: AiConversationSummary) {
  queryClient.setQueryData<AiConversationsResponse>(aiKeys.list(), (answer) =>
    answer
      ? {
          conversations: [
            summary,
            ...answer.conversations.filter((each) => each._id !== summary._id),
          ],
        }
      : answer,
  );
}

/**
 * Adds turns to a cached conversation as the server stored them (or, for a stopped reply, as the
 * viewer saw them), so the conversation shows them without reading it again.
 */
export function appendTurns(
  queryClient: QueryClient,
  conversation: AiConversationSummary,
  turns: AiMessage[],
) {
  queryClient.setQueryData<AiConversationResponse>(
    aiKeys.conversation(conversation._id),
    (answer) => {
      const messages = answer?.messages ?? [];
      const known = new Set(messages.map((message) => message._id));
      return {
        conversation,
        messages: [...messages, ...turns.filter((turn) => !known.has(turn._id))],
      };
    },
  );
}

/** Changes the cached list of the viewer's conversations at once, as a successful call leaves it. */
function useSetConversations() {
  const queryClient = useQueryClient();
  return (change: (conversations: AiConversationSummary[]) => AiConversationSummary[]) =>
    queryClient.setQueriesData<AiConversationsResponse>({ queryKey: aiKeys.lists }, (answer) =>
      answer ? { conversations: change(answer.conversations) } : answer,
    );
}

/** PATCH /ai/conversations/{id} {title}: the list and the conversation show the new title. */
export function useRenameConversation(conversationId: string) {
  const queryClient = useQueryClient();
  const setConversations = useSetConversations();
  return useMutation({
    mutationFn: (title: string) =>
      api.patch<AiConversationRenameResponse>(apiPaths.aiConversation(conversationId), { title }),
    onSuccess: ({ conversation }) => {
      setConversations((conversations) =>
        conversations.map((each) => (each._id === conversation._id ? conversation : each)),
      );
      queryClient.setQueryData<AiConversationResponse>(
        aiKeys.conversation(conversation._id),
        (answer) => (answer ? { ...answer, conversation } : answer),
      );
    },
  });
}

/** DELETE /ai/conversations/{id}: the conversation leaves the list; `onDeleted` follows. */
export function useDeleteConversation(
  conversationId: string,
  onDeleted: (conversationId: string) => void,
) {
  const setConversations = useSetConversations();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(apiPaths.aiConversation(conversationId)),
    onSuccess: () => {
      onDeleted(conversationId);
      setConversations((conversations) =>
        conversations.filter((each) => each._id !== conversationId),
      );
    },
  });
}
