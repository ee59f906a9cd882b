import type { InvitationInput, invitationMutationResponseSchema } from '@upsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { invitationKeys, invitationsQueryOptions } from '@/lib/queries/invitations.ts';
import { profileQueryOptions } from '@/lib/queries/user.ts';

type InvitationMutationResponse = z.infer<typeof invitationMutationResponseSchema>;

// Shared with the socket listener (lib/socket-listener.ts), which refetches it when an invitation
// arrives or is answered.
const invitationsKey = invitationKeys.all;

export function useInvitations() {
  return useQuery(invitationsQueryOptions);
}

/** The person being invited, from their profile (the profile screens share its cache entry). */
export function useRecipient(recipientId: string) {
  return useQuery(profileQueryOptions(recipientId));
}

/** POST /collaborations: sends an invitation; the outgoing list then shows it. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) =>
      api.post<InvitationMutationResponse>(apiPaths.collaborations, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** POST /collaborations/{id}/accept or /decline, by the recipient. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      api.post<InvitationMutationResponse>(apiPaths.answerInvitation(id, answer)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
