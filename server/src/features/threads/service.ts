import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { limits } from '@upsolve/contract';
import type {
  MyVote,
  ThreadInputParsed,
  ThreadQueryParsed,
  ThreadReply,
  ThreadUpdate,
} from '@upsolve/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { comments, users, votes } from '../../db/schema/index.ts';
import type { CommentRow } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { ItemKind, ThreadItemFacts, ThreadRef } from '../../lib/events/catalog.ts';
import {
  cappedTotal,
  cursorValue,
  defineKeyset,
  keysetPage,
  keysetRows,
} from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import { notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanEditThreadItem, assertCanReplyTo, inThread, topLevel } from './policy.ts';
import { toThreadReply } from './presenter.ts';
import type { ThreadRow, ThreadRowWithReplies } from './presenter.ts';
import { shownUsername } from '../../lib/shown-user.ts';

const threadRowColumns = { ...getTableColumns(comments), authorUsername: shownUsername };

/** A score as a cursor holds it: any int4, negative ones included. */
export const scoreCursorValue = z.number().int().min(-2_147_483_648).max(2_147_483_647);

const newestItems = defineKeyset({
  columns: [comments.createdAt, comments.id],
  schema: z.tuple([cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: ThreadRow): [Date, string] => [row.createdAt, row.id],
});
const topItems = defineKeyset({
  columns: [comments.score, comments.createdAt, comments.id],
  schema: z.tuple([scoreCursorValue, cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: ThreadRow): [number, Date, string] => [row.score, row.createdAt, row.id],
});

/** The kind of item a thread holds: a blog's comments, a problem's posts. */
export function itemKindOf(thread: ThreadRef): 'comment' | 'post' {
  return thread.kind === 'blog' ? 'comment' : 'post';
}

/**
 * A page of a thread's top-level items (newest or top first) with all of their replies, oldest
 * first, as stored: the same for every viewer, so it may be cached and shared; toThreadPage shapes
 * it for one viewer.
 */
export async function loadThreadPage(
  db: Database,
  thread: ThreadRef,
  query: ThreadQueryParsed,
): Promise<Page<ThreadRowWithReplies>> {
  const filter = and(inThread(thread), topLevel);
  const select = () =>
    db
      .select(threadRowColumns)
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .$dynamic();
  const [rows, total] = await Promise.all([
    query.sort === 'top'
      ? keysetRows(select(), topItems, query, filter)
      : keysetRows(select(), newestItems, query, filter),
    cappedTotal(db, query, db.select({ id: comments.id }).from(comments).where(filter).$dynamic()),
  ]);
  const shown = rows.slice(0, query.limit);
  const replies =
    shown.length === 0
      ? []
      : await select()
          .where(
            inArray(
              comments.parentId,
              shown.map((row) => row.id),
            ),
          )
          .orderBy(asc(comments.createdAt), asc(comments.id));
  const withReplies = (row: ThreadRow): ThreadRowWithReplies => ({
    ...row,
    replies: replies.filter((reply) => reply.parentId === row.id),
  });
  return query.sort === 'top'
    ? keysetPage(rows, query.limit, topItems, withReplies, total)
    : keysetPage(rows, query.limit, newestItems, withReplies, total);
}

/** The viewer's votes on the given items of one kind: one query through the votes' key. */
export async function myVotesOn(
  db: Executor,
  viewerId: string,
  kind: ItemKind,
  ids: readonly string[],
): Promise<Map<string, MyVote>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ itemId: votes.itemId, value: votes.value })
    .from(votes)
    .where(
      and(eq(votes.userId, viewerId), eq(votes.itemKind, kind), inArray(votes.itemId, [...ids])),
    );
  return new Map(rows.map((row) => [row.itemId, row.value === 1 ? 1 : -1]));
}

const mentionPattern = /(?<![A-Za-z0-9_.-])@([A-Za-z0-9_.-]{3,32})/g;

/** The @usernames a text mentions, lower-cased, each once, at most `limits.mentionsNotified`. */
export function mentionsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(mentionPattern)) {
    const name = match[1]?.replace(/[.-]+$/, '').toLowerCase();
    if (name !== undefined && name.length >= 3) found.add(name);
    if (found.size >= limits.mentionsNotified) break;
  }
  return [...found];
}

function factsOf(row: CommentRow, thread: ThreadRef, authorId: string, mentions: string[]) {
  return {
    itemKind: itemKindOf(thread),
    itemId: row.id,
    thread,
    parentId: row.parentId,
    authorId,
    mentions,
  } satisfies ThreadItemFacts;
}

/**
 * Adds a comment or post (a reply when `parentId` names a top-level item of the same thread). The
 * caller has checked the viewer may read the thread.
 */
export async function addThreadItem(
  services: Services,
  viewer: SessionUser,
  thread: ThreadRef,
  input: ThreadInputParsed,
): Promise<Committed<ThreadReply>> {
  if (input.parentId !== undefined) await assertCanReplyTo(services.db, thread, input.parentId);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .insert(comments)
      .values({
        ...(thread.kind === 'blog' ? { blogId: thread.id } : { problemId: thread.id }),
        parentId: input.parentId ?? null,
        authorId: viewer.id,
        content: input.content,
      })
      .returning();
    if (row === undefined) throw new Error('Inserting the comment returned no row');
    const facts = factsOf(row, thread, viewer.id, mentionsIn(input.content));
    record(domainEvent('thread-item.added', facts));
    return toThreadReply(viewer, { ...row, authorUsername: viewer.username }, 0);
  });
}

/** The author rewrites their comment or post. */
export async function updateThreadItem(
  services: Services,
  viewer: SessionUser,
  thread: ThreadRef,
  itemId: string,
  input: ThreadUpdate,
): Promise<Committed<ThreadReply>> {
  const item = await assertCanEditThreadItem(services.db, viewer, thread, itemId);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .update(comments)
      .set({ content: input.content, updatedAt: sql`now()` })
      .where(and(eq(comments.id, item.id), eq(comments.authorId, viewer.id)))
      .returning();
    // Deleted in another tab between the check and this statement.
    if (row === undefined) throw notFound();
    record(domainEvent('thread-item.updated', factsOf(row, thread, viewer.id, [])));
    const [mine] = [...(await myVotesOn(tx, viewer.id, itemKindOf(thread), [row.id])).values()];
    return toThreadReply(viewer, { ...row, authorUsername: viewer.username }, mine ?? 0);
  });
}

/**
 * The author deletes their comment or post. One with replies stays as "[deleted]" (text and
 * author gone), so the replies keep their place; one without goes, with its votes.
 */
export async function deleteThreadItem(
  services: Services,
  viewer: SessionUser,
  thread: ThreadRef,
  itemId: string,
): Promise<Committed<void>> {
  const item = await assertCanEditThreadItem(services.db, viewer, thread, itemId);
  return services.commit(async (tx, record) => {
    const mine = and(eq(comments.id, item.id), eq(comments.authorId, viewer.id));
    const [reply] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.parentId, item.id))
      .limit(1);
    const kept = reply !== undefined;
    const [row] = kept
      ? await tx
          .update(comments)
          .set({ content: '', deletedAt: sql`now()` })
          .where(mine)
          .returning()
      : await tx.delete(comments).where(mine).returning();
    if (row === undefined) throw notFound();
    record(domainEvent('thread-item.deleted', { ...factsOf(row, thread, viewer.id, []), kept }));
  });
}
