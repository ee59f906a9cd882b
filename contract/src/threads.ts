import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput, pageQuerySchema } from './fields.ts';
import { requiredText } from './text.ts';
import { userRefSchema } from './users.ts';
import type { AuthoredFacts } from './users.ts';
import { isModerator } from './roles.ts';
import type { Viewer } from './roles.ts';

/**
 * Threads: a blog's comments and a problem's discussion posts have one shape (docs/product.md,
 * "Blogs" and "Discussion"). Top-level items come in keyset pages, newest or top first, each with
 * all of its replies (one level: a reply cannot be replied to), oldest first.
 */
export const threadSorts = ['new', 'top'] as const;
export type ThreadSort = (typeof threadSorts)[number];

export const threadQuerySchema = pageQuerySchema.extend({
  sort: z.enum(threadSorts).default('new'),
});
export type ThreadQueryParsed = z.output<typeof threadQuerySchema>;

/** Body of POST …/comments and …/discussion: the text, and the item it replies to, if any. */
export const threadInputSchema = z.object({
  content: requiredText({ label: 'Content', max: limits.comment }),
  parentId: idInput().optional(),
});
export type ThreadInput = z.input<typeof threadInputSchema>;
export type ThreadInputParsed = z.output<typeof threadInputSchema>;

/** Body of PUT …/comments/{id} and …/discussion/{id}: the author's new text. */
export const threadUpdateSchema = z.object({
  content: requiredText({ label: 'Content', max: limits.comment }),
});
export type ThreadUpdate = z.input<typeof threadUpdateSchema>;

export const voteValues = [-1, 0, 1] as const;
/** The viewer's vote on an item: +1, −1, or 0 for none. */
export const myVoteSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
export type MyVote = z.infer<typeof myVoteSchema>;

/**
 * What a moderator's removal shows: to the author and to moderators the reason, to everyone else
 * only that it was removed (`reason` null). A removed item's text is empty for everyone but them.
 */
export const removalSchema = z.object({ reason: z.string().nullable() }).nullable();
export type Removal = z.infer<typeof removalSchema>;

/** Who sees what the author wrote under "[removed]": the author and moderators. */
export function canSeeRemovedText(viewer: Viewer, item: AuthoredFacts): boolean {
  return isModerator(viewer) || (item.authorId !== null && item.authorId === viewer.id);
}

export const threadItemBaseSchema = z.object({
  _id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** Null once the author's account is gone, or when the item was deleted by its author. */
  author: userRefSchema.nullable(),
  /** Empty when deleted by its author ("[deleted]") or removed, for whoever may not see it. */
  content: z.string(),
  score: z.number().int(),
  myVote: myVoteSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** Set when the text was edited after it was posted. */
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Deleted by its author while it had replies: shown as "[deleted]", replies kept. */
  deleted: z.boolean(),
  removed: removalSchema,
});

/** A top-level item with its replies, oldest first. A reply has no `replies`. */
export const threadItemSchema = threadItemBaseSchema.extend({
  replies: z.array(threadItemBaseSchema),
});
export type ThreadReply = z.infer<typeof threadItemBaseSchema>;
export type ThreadItem = z.infer<typeof threadItemSchema>;

export const threadMessages = {
  added: 'Posted',
  updated: 'Saved',
  deleted: 'Deleted',
  replyToReply: 'You can only reply to a top-level comment',
  parentElsewhere: 'That comment is not in this thread',
} as const;

/** Only the author edits and deletes an item, and not once a moderator removed it. */
export function canEditThreadItem(
  viewer: Viewer,
  item: AuthoredFacts & { removed: boolean; deleted: boolean },
): boolean {
  if (item.removed || item.deleted) return false;
  return item.authorId !== null && item.authorId === viewer.id;
}
