import { and, eq, isNotNull } from 'drizzle-orm';
import { idSchema, itemKinds } from '@upsolve/contract';
import type { ItemKind, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { blogs, comments } from '../../db/schema/index.ts';
import type { ThreadRef } from '../../lib/events/catalog.ts';
import { notFound } from '../../plugins/errors.ts';
import { findReadableProblem } from '../problems/index.ts';

/** A blog, comment or post as votes, reports and moderation need it. */
export interface ItemFacts {
  kind: ItemKind;
  id: string;
  authorId: string | null;
  /** The blog itself for a blog; the thread it hangs in for a comment or post. */
  thread: ThreadRef;
  removed: boolean;
  deleted: boolean;
}

/** The kind a path names, or 404: an unknown kind is answered like an unknown id. */
export function itemKindOrNotFound(kind: string): ItemKind {
  const found = itemKinds.find((known) => known === kind);
  if (found === undefined) throw notFound();
  return found;
}

/**
 * The item whoever asks, for moderators (who judge what was reported wherever it is); 404 for an
 * unknown kind or id.
 */
export async function findItem(db: Executor, kindName: string, id: string): Promise<ItemFacts> {
  return findItemAs(db, null, kindName, id);
}

/**
 * The item if `viewer` may read it: any blog or blog comment; a post only while its problem is
 * readable (a private problem's discussion is its owner's). Otherwise 404.
 */
export async function findReadableItem(
  db: Executor,
  viewer: Viewer,
  kindName: string,
  id: string,
): Promise<ItemFacts> {
  return findItemAs(db, viewer, kindName, id);
}

/** The item, checked against `viewer`'s reading rights unless null. */
async function findItemAs(
  db: Executor,
  viewer: Viewer | null,
  kindName: string,
  id: string,
): Promise<ItemFacts> {
  const kind = itemKindOrNotFound(kindName);
  if (!idSchema.safeParse(id).success) throw notFound();
  if (kind === 'blog') {
    const [blog] = await db
      .select({ id: blogs.id, authorId: blogs.authorId, removedAt: blogs.removedAt })
      .from(blogs)
      .where(eq(blogs.id, id))
      .limit(1);
    if (blog === undefined) throw notFound();
    const thread: ThreadRef = { kind: 'blog', id: blog.id };
    return { kind, ...blog, thread, removed: blog.removedAt !== null, deleted: false };
  }
  const [row] = await db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.id, id),
        isNotNull(kind === 'comment' ? comments.blogId : comments.problemId),
      ),
    )
    .limit(1);
  if (row === undefined) throw notFound();
  const thread: ThreadRef =
    row.blogId !== null
      ? { kind: 'blog', id: row.blogId }
      : { kind: 'problem', id: row.problemId ?? '' };
  if (thread.kind === 'problem' && viewer !== null) {
    await findReadableProblem(db, thread.id, viewer);
  }
  return {
    kind,
    id: row.id,
    authorId: row.authorId,
    thread,
    removed: row.removedAt !== null,
    deleted: row.deletedAt !== null,
  };
}
