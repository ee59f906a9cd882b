import { blogTexts, canSeeRemovedText } from '@upsolve/contract';
import type { BlogDetail, BlogSummary, MyVote, Viewer } from '@upsolve/contract';
import type { BlogRow } from '../../db/schema/index.ts';
import { removalFor } from '../threads/index.ts';

/** A blog as the queries select it (`content` cut to an excerpt in lists), with its author's name. */
export type BlogListRow = Omit<BlogRow, 'removedBy'> & { authorUsername: string | null };

/**
 * A blog as `viewer` sees it. Once removed by a moderator, its author and moderators still read
 * it with the reason; everyone else sees "[removed]" in its place.
 */
export function toBlogSummary(viewer: Viewer, row: BlogListRow, myVote: MyVote): BlogSummary {
  const removed = removalFor(viewer, row);
  const hidden = row.removedAt !== null && !canSeeRemovedText(viewer, row);
  return {
    _id: row.id,
    title: hidden ? blogTexts.removed : row.title,
    author: row.authorUsername ?? blogTexts.deletedAuthor,
    authorId: row.authorId,
    about: hidden ? '' : row.about,
    content: hidden ? '' : row.content,
    createdAt: row.createdAt.toISOString(),
    score: row.score,
    myVote,
    commentCount: row.commentsCount,
    removed,
  };
}

export function toBlogDetail(viewer: Viewer, row: BlogListRow, myVote: MyVote): BlogDetail {
  return { ...toBlogSummary(viewer, row, myVote), updatedAt: row.updatedAt.toISOString() };
}
