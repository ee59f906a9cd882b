import { z } from 'zod';
import type { Viewer } from './roles.ts';

/**
 * Blocking (docs/product.md, "Blocking"). A blocked user cannot message, invite or send typing
 * notices to the blocker, and the two no longer find each other in the collaborator search or the
 * chat list; refusals are neutral and never say "blocked". Path parameters use `userParamsSchema`
 * (profiles.ts): a malformed id is 404 like an unknown one.
 */

/** One person the viewer blocked, as GET /api/blocks lists them, newest first. */
export const blockedUserSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  blockedAt: z.iso.datetime({ offset: true }),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockedUsersResponseSchema = z.array(blockedUserSchema);

/** POST and DELETE /api/blocks/{userId}: both are idempotent and answer 200 with what holds now. */
export const blockMutationResponseSchema = z.object({
  message: z.string(),
  blocked: z.boolean(),
});
export type BlockMutationResponse = z.infer<typeof blockMutationResponseSchema>;

export const blockMessages = {
  blocked: 'User blocked',
  unblocked: 'User unblocked',
} as const;

/** Refusals: neutral, so a blocked user cannot tell a block from any other refusal. */
export const blockErrors = {
  self: 'You cannot block yourself',
  message: 'You cannot message this user',
  invite: 'You cannot invite this user',
} as const;

/** The texts of blocking (docs/product.md, "Blocking" and "Settings"). */
export const blockTexts = {
  block: 'Block',
  unblock: 'Unblock',
  confirmTitle: (username: string) => `Block ${username}?`,
  confirmBody:
    'They will not be able to message you, invite you or see you in search and the chat list. They are not told. Your conversation stays readable to you.',
  blockedNotice: 'You blocked this user. Unblock them to send a message.',
  blockedList: 'Blocked users',
  noneBlocked: 'You have not blocked anyone.',
} as const;

/** Nobody blocks themselves. */
export function canBlock(viewer: Viewer, otherId: string): boolean {
  return viewer.id !== otherId;
}
