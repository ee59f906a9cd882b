import { and, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { canEditThreadItem, idSchema, threadMessages } from '@upsolve/contract';
import type { Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { comments } from '../../db/schema/index.ts';
import type { CommentRow } from '../../db/schema/index.ts';
import type { ThreadRef } from '../../lib/events/catalog.ts';
import { forbidden, notFound, validationError } from '../../plugins/errors.ts';

/** The rows of one thread: a blog's comments or a problem's posts. */
export function inThread(thread: ThreadRef): SQL {
  return thread.kind === 'blog'
    ? eq(comments.blogId, thread.id)
    : eq(comments.problemId, thread.id);
}

/** The comment or post `itemId` of the thread, or 404 (a malformed id or another thread's). */
export async function findThreadItem(
  db: Executor,
  thread: ThreadRef,
  itemId: string,
): Promise<CommentRow> {
  if (!idSchema.safeParse(itemId).success) throw notFound();
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, itemId), inThread(thread)))
    .limit(1);
  if (row === undefined) throw notFound();
  return row;
}

/**
 * The item the viewer may edit or delete (the contract's canEditThreadItem): 404 when it is not in
 * this thread, 403 when someone else wrote it or a moderator removed it.
 */
export async function assertCanEditThreadItem(
  db: Executor,
  viewer: Viewer,
  thread: ThreadRef,
  itemId: string,
): Promise<CommentRow> {
  const row = await findThreadItem(db, thread, itemId);
  const facts = { ...row, removed: row.removedAt !== null, deleted: row.deletedAt !== null };
  if (!canEditThreadItem(viewer, facts)) throw forbidden();
  return row;
}

/**
 * A reply's parent: a top-level item of the same thread (one level of replies). Another thread's
 * item, an unknown id or a reply is a 400 naming `parentId`.
 */
export async function assertCanReplyTo(
  db: Executor,
  thread: ThreadRef,
  parentId: string,
): Promise<CommentRow> {
  if (!idSchema.safeParse(parentId).success) {
    throw validationError({ parentId: threadMessages.parentElsewhere });
  }
  const [parent] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, parentId), inThread(thread)))
    .limit(1);
  if (parent === undefined) throw validationError({ parentId: threadMessages.parentElsewhere });
  if (parent.parentId !== null) throw validationError({ parentId: threadMessages.replyToReply });
  return parent;
}

/** Top-level items only. */
export const topLevel = isNull(comments.parentId);
