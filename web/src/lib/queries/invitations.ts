import type { Invitation, Invitations } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * Cache keys of collaboration invitations. The collaborators feature lists them, and its socket
 * listener refreshes them when an invitation arrives or is answered; they live here, not in the
 * feature, because the header counts the pending ones received and a conversation (messages)
 * opens with an accepted one.
 */
export const invitationKeys = {
  all: ['invitations'] as const,
};

/** GET /collaborations: the viewer's incoming and outgoing invitations. */
export const invitationsQueryOptions = queryOptions({
  queryKey: invitationKeys.all,
  queryFn: ({ signal }) => api.get<Invitations>(apiPaths.collaborations, { signal }),
});

/** Received invitations still waiting for the viewer's answer. */
export function pendingReceived(invitations: Invitations): Invitation[] {
  return invitations.incoming.filter((invitation) => invitation.status === 'pending');
}

/** How many received invitations wait for an answer, for badges; 0 until it is known. */
export function usePendingInvitationCount(): number {
  const { data } = useQuery({
    ...invitationsQueryOptions,
    select: (invitations) => pendingReceived(invitations).length,
  });
  return data ?? 0;
}

/**
 * The accepted invitations between the viewer and one other person, oldest first: what their
 * conversation opens with.
 */
export function useAcceptedInvitationsWith(otherId: string): Invitation[] {
  const { data } = useQuery({
    ...invitationsQueryOptions,
    select: ({ incoming, outgoing }) =>
      [
        ...incoming.filter((invitation) => invitation.from._id === otherId),
        ...outgoing.filter((invitation) => invitation.to._id === otherId),
      ]
        .filter((invitation) => invitation.status === 'accepted')
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)),
  });
  return data ?? noInvitations;
}

const noInvitations: Invitation[] = [];
