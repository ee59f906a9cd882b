import { z } from 'zod';
import { idInput } from './fields.ts';
import { problemParamsSchema } from './problems.ts';
import { threadItemBaseSchema, threadItemSchema } from './threads.ts';
import type { ThreadReply } from './threads.ts';

/**
 * A problem's discussion (docs/product.md, "Discussion"): a thread of posts whoever can read the
 * problem reads and writes, live for everyone viewing it (socket room `problem:{id}`).
 */
export const discussionPostParamsSchema = problemParamsSchema.extend({ postId: idInput() });
export type DiscussionPostParams = z.infer<typeof discussionPostParamsSchema>;

/** GET /api/problem/{id}/discussion: a page of top-level posts, each with its replies. */
export const discussionResponseSchema = z.object({ posts: z.array(threadItemSchema) });
export type DiscussionResponse = z.infer<typeof discussionResponseSchema>;
export const discussionMutationResponseSchema = z.object({
  message: z.string(),
  post: threadItemBaseSchema,
});

/** What a socket sends to hear a thread live, after the same read check as the HTTP read. */
export const discussionWatchSchema = z.object({ problemId: z.uuid().toLowerCase() });
export type DiscussionWatch = z.infer<typeof discussionWatchSchema>;
/** The server's answer to a watch: whether the socket now hears the thread (false: 404 over HTTP). */
export interface DiscussionWatchResult {
  watching: boolean;
}

/**
 * What the room hears. A post is sent as everyone sees it (text hidden when removed) with
 * `myVote` 0: each client keeps its own vote when it merges the change.
 */
export interface DiscussionPostNotice {
  problemId: string;
  post: ThreadReply;
}
export interface DiscussionPostGone {
  problemId: string;
  postId: string;
}
