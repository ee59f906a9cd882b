import { z } from 'zod';
import { idInput, integerInput } from './fields.ts';
import { myVoteSchema } from './threads.ts';
import type { AuthoredFacts } from './users.ts';
import type { Viewer } from './roles.ts';

/** What can be voted on, reported and removed by a moderator. */
export const itemKinds = ['blog', 'comment', 'post'] as const;
export const itemKindSchema = z.enum(itemKinds, {
  error: `Kind must be one of ${itemKinds.join(', ')}`,
});
export type ItemKind = z.infer<typeof itemKindSchema>;

/** PUT /api/votes/{kind}/{id}. An unknown kind is a 404 like an unknown id. */
export const voteParamsSchema = z.object({ kind: z.string(), id: idInput() });
export type VoteParams = z.infer<typeof voteParamsSchema>;

export const voteValueMessage = 'Vote must be 1, -1 or 0';
/** Body: +1 or −1, or 0 to take the vote back. */
export const voteInputSchema = z.object({
  value: integerInput(-1, 1, { invalid: voteValueMessage }),
});
export type VoteInput = z.input<typeof voteInputSchema>;

export const voteResponseSchema = z.object({ score: z.number().int(), myVote: myVoteSchema });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const ownWorkVoteMessage = 'You cannot vote on your own writing';

/** Anyone who can read an item votes on it, except its author (Codeforces' rule). */
export function canVote(viewer: Viewer, item: AuthoredFacts): boolean {
  return item.authorId !== viewer.id;
}
