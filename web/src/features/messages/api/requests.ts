import type { requestAnswerResponseSchema } from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { messageKeys } from '@/lib/queries/messages.ts';

type RequestAnswerResponse = z.infer<typeof requestAnswerResponseSchema>;

/**
 * POST /messages/{userId}/accept or /decline: a stranger's request moves to the chats, or is
 * hidden. Both lists and the counts change, so everything under 'messages' but the open
 * conversation refetches.
 */
export function useAnswerRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      api.post<RequestAnswerResponse>(apiPaths.answerRequest(userId, answer)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.users }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
      ]),
  });
}
