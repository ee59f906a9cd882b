import { canSeeRemovedText } from '@upsolve/contract';
import type { MyVote, Removal, ThreadItem, ThreadReply, Viewer } from '@upsolve/contract';
import type { CommentRow } from '../../db/schema/index.ts';

/** A comment or post as the queries select it: its columns and its author's name, if any. */
export type ThreadRow = CommentRow & { authorUsername: string | null };
/** A top-level row with its replies, oldest first: what a thread's page is made of. */
export type ThreadRowWithReplies = ThreadRow & { replies: ThreadRow[] };

/** What a removal shows this viewer: the reason to the author and moderators, else only that. */
export function removalFor(
  viewer: Viewer,
  row: { authorId: string | null; removedAt: Date | null; removedReason: string | null },
): Removal {
  if (row.removedAt === null) return null;
  return { reason: canSeeRemovedText(viewer, row) ? (row.removedReason ?? '') : null };
}

/**
 * A comment or post as `viewer` sees it. A deleted one keeps its place without text or author; a
 * removed one keeps its text for its author and moderators only. `myVote` is the viewer's.
 */
export function toThreadReply(viewer: Viewer, row: ThreadRow, myVote: MyVote): ThreadReply {
  const deleted = row.deletedAt !== null;
  const removed = removalFor(viewer, row);
  const hidden = deleted || (removed !== null && removed.reason === null);
  return {
    _id: row.id,
    parentId: row.parentId,
    author:
      deleted || row.authorId === null || row.authorUsername === null
        ? null
        : { _id: row.authorId, username: row.authorUsername },
    content: hidden ? '' : row.content,
    score: row.score,
    myVote,
    createdAt: row.createdAt.toISOString(),
    editedAt:
      row.updatedAt.getTime() > row.createdAt.getTime() ? row.updatedAt.toISOString() : null,
    deleted,
    removed,
  };
}

/** A top-level item and its replies as `viewer` sees them, with the viewer's votes. */
export function toThreadItem(
  viewer: Viewer,
  row: ThreadRowWithReplies,
  votes: ReadonlyMap<string, MyVote>,
): ThreadItem {
  return {
    ...toThreadReply(viewer, row, votes.get(row.id) ?? 0),
    replies: row.replies.map((reply) => toThreadReply(viewer, reply, votes.get(reply.id) ?? 0)),
  };
}
