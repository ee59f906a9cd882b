import { blogTexts, canReadProblem, canSeeRemovedText } from '@upsolve/contract';
import type { Notification, Viewer } from '@upsolve/contract';
import type { NotificationRow } from '../../db/schema/index.ts';

/**
 * A notification as the list query selects it: the row, its actor's name, and what is needed to
 * name its thread for this recipient now (the blog, or the problem and whether they may read it).
 */
export type NotificationWithTarget = NotificationRow & {
  actorUsername: string | null;
  blogTitle: string | null;
  blogAuthorId: string | null;
  blogRemoved: boolean | null;
  problemTitle: string | null;
  problemOwnerId: string | null;
  problemVisibility: 'public' | 'private' | null;
};

/** Where a notification leads, and the title it shows, for one recipient. */
function targetOf(viewer: Viewer, row: NotificationWithTarget): Notification['target'] {
  const hidden = {
    kind: row.itemKind,
    _id: row.itemId,
    title: blogTexts.removed,
    url: '/notifications',
  };
  if (row.problemOwnerId !== null && row.problemVisibility !== null) {
    // A problem made private since: its title is its owner's alone.
    const problem = { ownerId: row.problemOwnerId, visibility: row.problemVisibility };
    if (!canReadProblem(viewer, problem)) return hidden;
    return {
      ...hidden,
      title: row.problemTitle ?? '',
      url: `/problem/${row.threadId}/discussion#post-${row.itemId}`,
    };
  }
  if (row.blogTitle === null) return hidden;
  const visible =
    row.blogRemoved !== true || canSeeRemovedText(viewer, { authorId: row.blogAuthorId });
  return {
    ...hidden,
    title: visible ? row.blogTitle : blogTexts.removed,
    url: `/blogs/${row.threadId}#comment-${row.itemId}`,
  };
}

export function toNotification(viewer: Viewer, row: NotificationWithTarget): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    actor:
      row.actorId === null || row.actorUsername === null
        ? null
        : { _id: row.actorId, username: row.actorUsername },
    target: targetOf(viewer, row),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt === null ? null : row.readAt.toISOString(),
  };
}
