/**
 * Cache keys of collaboration invitations. The collaborators feature reads them; the real-time
 * connection (lib/realtime) refreshes them when an invitation arrives or is answered.
 */
export const invitationKeys = {
  all: ['invitations'] as const,
};
