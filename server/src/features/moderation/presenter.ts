import { limits } from '@upsolve/contract';
import type { ItemKind, Report } from '@upsolve/contract';

/** An open report as the queue query selects it, with what it is about. */
export interface ReportQueueRow {
  id: string;
  reason: string;
  createdAt: Date;
  itemKind: ItemKind;
  itemId: string;
  reporterId: string;
  reporterUsername: string | null;
  authorId: string | null;
  authorUsername: string | null;
  blogTitle: string | null;
  threadBlogId: string | null;
  threadBlogTitle: string | null;
  threadProblemId: string | null;
  problemTitle: string | null;
  text: string | null;
  removed: boolean;
}

function urlOf(row: ReportQueueRow): string {
  if (row.itemKind === 'blog') return `/blogs/${row.itemId}`;
  if (row.threadBlogId !== null) return `/blogs/${row.threadBlogId}#comment-${row.itemId}`;
  return `/problem/${row.threadProblemId ?? ''}/discussion#post-${row.itemId}`;
}

export function toReport(row: ReportQueueRow): Report {
  const ref = (id: string | null, username: string | null) =>
    id === null || username === null ? null : { _id: id, username };
  return {
    _id: row.id,
    reason: row.reason,
    reporter: ref(row.reporterId, row.reporterUsername),
    createdAt: row.createdAt.toISOString(),
    item: {
      kind: row.itemKind,
      _id: row.itemId,
      author: ref(row.authorId, row.authorUsername),
      title: row.blogTitle ?? row.threadBlogTitle ?? row.problemTitle ?? '',
      excerpt: (row.text ?? '').slice(0, limits.blogExcerpt),
      url: urlOf(row),
      removed: row.removed,
    },
  };
}
