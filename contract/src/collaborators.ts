import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput, integerInput, pageQuerySchema } from './fields.ts';
import { optionalText, requiredText } from './text.ts';
import { userRefSchema } from './users.ts';
import type { Viewer } from './roles.ts';

/**
 * GET /api/searchuser: `query` matches any part of a username or a skill, without regard to case
 * and as plain text (`%` and `_` are characters, not wildcards), or an email only as the whole
 * address; `skill` keeps users with that skill in any of its spellings (contract/src/topics.ts);
 * `collaborator=true` keeps those who flagged themselves. Any of them alone searches.
 * Collaborators come first, then the newest accounts; the caller is never listed. Keyset pages of
 * at most `limits.searchPageMax` rows.
 */
export const userSearchQuerySchema = pageQuerySchema.extend({
  limit: integerInput(1, limits.searchPageMax, {
    invalid: `Limit must be a whole number from 1 to ${limits.searchPageMax}`,
  }).default(limits.searchPageMax),
  query: optionalText({ label: 'Search', max: limits.searchQuery }).optional(),
  skill: optionalText({ label: 'Skill', max: limits.skill }).optional(),
  collaborator: z
    .enum(['true', 'false'], { error: 'Collaborator must be true or false' })
    .transform((flag) => flag === 'true')
    .optional(),
});
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;
export type UserSearchQueryParsed = z.output<typeof userSearchQuerySchema>;

/**
 * A user as the collaborator search lists them; `email` only when its owner chose "Show my
 * email", absent otherwise.
 */
export const userSearchResultSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  email: z.string().optional(),
  location: z.string(),
  collaborator: z.boolean(),
  rating: z.number().int().nullable(),
  skills: z.array(z.string()),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchResponseSchema = z.array(userSearchResultSchema);

export const invitationStatuses = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** Body of POST /api/collaborations. A malformed or unknown recipient is 404. */
export const invitationInputSchema = z.object({
  recipientId: idInput({ error: 'Recipient is required' }),
  projectDetails: requiredText({ label: 'Project details', max: limits.projectDetails }),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;
export type InvitationInputParsed = z.output<typeof invitationInputSchema>;

export const invitationParamsSchema = z.object({ invitationId: idInput() });
export type InvitationParams = z.infer<typeof invitationParamsSchema>;

export const invitationSchema = z.object({
  _id: z.uuid(),
  from: userRefSchema,
  to: userRefSchema,
  projectDetails: z.string(),
  status: z.enum(invitationStatuses),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the recipient accepted or declined; null while pending. */
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * GET /api/collaborations: the invitations the viewer received and sent, newest first, at most
 * `limits.invitationsListed` of each.
 */
export const invitationsResponseSchema = z.object({
  incoming: z.array(invitationSchema),
  outgoing: z.array(invitationSchema),
});
export type Invitations = z.infer<typeof invitationsResponseSchema>;

export const invitationMutationResponseSchema = z.object({
  message: z.string(),
  invitation: invitationSchema,
});

/** The `message` of each successful invitation call. */
export const invitationMessages = {
  sent: 'Invitation sent',
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
} as const;

export const invitationErrors = {
  self: 'You cannot invite yourself',
  pending: 'You already have a pending invitation to this user',
  answered: 'This invitation has already been answered',
  /** After a decline, the same person may not be invited again for a while (limits). */
  declinedRecently: (until: string) =>
    `This user declined your last invitation; you can invite them again on ${until}`,
  dailyLimit: (perDay: number) =>
    `You can send at most ${perDay} invitations a day. Please try again later.`,
} as const;

/** Nobody invites themselves. */
export function canInvite(viewer: Viewer, recipientId: string): boolean {
  return viewer.id !== recipientId;
}

/** Only the recipient accepts or declines an invitation. */
export function canAnswerInvitation(viewer: Viewer, invitation: { recipientId: string }): boolean {
  return invitation.recipientId === viewer.id;
}
