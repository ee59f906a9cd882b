import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { moderationMessages } from '@upsolve/contract';
import type {
  ModerationItemParams,
  PageQueryParsed,
  Report,
  ReportInputParsed,
  ReportParams,
  Viewer,
} from '@upsolve/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { blogs, comments, problems, reports, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { cursorValue, defineKeyset, keysetPage, keysetRows } from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { ItemFacts } from '../threads/index.ts';
import { assertCanModerate, assertCanReport, assertModerator } from './policy.ts';
import { toReport } from './presenter.ts';
import type { ReportQueueRow } from './presenter.ts';

/** POST /api/reports: once per reporter and item (the unique key decides: 409 on a second). */
export async function fileReport(
  services: Services,
  viewer: Viewer,
  input: ReportInputParsed,
): Promise<Committed<void>> {
  const item = await assertCanReport(services.db, viewer, input.kind, input.id);
  return services.commit(async (tx, record) => {
    let row;
    try {
      [row] = await tx
        .insert(reports)
        .values({
          reporterId: viewer.id,
          itemKind: item.kind,
          itemId: item.id,
          reason: input.reason,
        })
        .returning({ id: reports.id });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw conflict(moderationMessages.alreadyReported);
      throw error;
    }
    if (row === undefined) throw new Error('Inserting the report returned no row');
    record(domainEvent('report.filed', { reportId: row.id, itemKind: item.kind, itemId: item.id }));
  });
}

const reporter = alias(users, 'reporter');
const author = alias(users, 'author');
const threadBlog = alias(blogs, 'thread_blog');

const queueColumns = {
  id: reports.id,
  reason: reports.reason,
  createdAt: reports.createdAt,
  itemKind: reports.itemKind,
  itemId: reports.itemId,
  reporterId: reports.reporterId,
  reporterUsername: reporter.username,
  authorId: author.id,
  authorUsername: author.username,
  blogTitle: blogs.title,
  threadBlogId: comments.blogId,
  threadBlogTitle: threadBlog.title,
  threadProblemId: comments.problemId,
  problemTitle: problems.title,
  text: sql<string | null>`coalesce(${blogs.content}, ${comments.content})`,
  removed: sql<boolean>`coalesce(${blogs.removedAt}, ${comments.removedAt}) is not null`,
};

const oldestOpen = defineKeyset({
  columns: [reports.createdAt, reports.id],
  ascending: true,
  schema: z.tuple([cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: ReportQueueRow): [Date, string] => [row.createdAt, row.id],
});

/** GET /api/moderation/reports: the open reports, oldest first, with what each is about. */
export async function listOpenReports(
  db: Database,
  viewer: Viewer,
  query: PageQueryParsed,
): Promise<Page<Report>> {
  assertModerator(viewer);
  const select = db
    .select(queueColumns)
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(blogs, and(eq(reports.itemKind, 'blog'), eq(blogs.id, reports.itemId)))
    .leftJoin(comments, and(sql`${reports.itemKind} <> 'blog'`, eq(comments.id, reports.itemId)))
    .leftJoin(threadBlog, eq(threadBlog.id, comments.blogId))
    .leftJoin(problems, eq(problems.id, comments.problemId))
    .leftJoin(author, sql`${author.id} = coalesce(${blogs.authorId}, ${comments.authorId})`)
    .$dynamic();
  const rows = await keysetRows(select, oldestOpen, query, eq(reports.status, 'open'));
  return keysetPage(rows, query.limit, oldestOpen, toReport, null);
}

/**
 * Sets or clears an item's removal; 404 when it went meanwhile. Restoring an item that is not
 * removed is a 409: nothing changed, so nothing is audited or announced. (The subquery in
 * RETURNING reads the statement's snapshot: the row as it was before this update.)
 */
async function setRemoval(
  tx: Executor,
  item: ItemFacts,
  removal: { removedAt: Date | null; removedReason: string | null; removedBy: string | null },
): Promise<void> {
  const table = item.kind === 'blog' ? blogs : comments;
  const [row] = await tx
    .update(table)
    .set(removal)
    .where(eq(table.id, item.id))
    .returning({
      id: table.id,
      wasRemoved: sql<boolean>`(select ${table.removedAt} is not null from ${table} where ${table.id} = ${item.id})`,
    });
  if (row === undefined) throw notFound();
  if (removal.removedAt === null && !row.wasRemoved) throw conflict(moderationMessages.notRemoved);
}

/**
 * A moderator removes or restores an item: others see "[removed]" (its author the reason), its
 * replies stay. The item's open reports are settled by a removal; the audit log records both.
 */
export async function moderateItem(
  services: Services,
  viewer: Viewer,
  params: ModerationItemParams,
  reason: string | null,
): Promise<Committed<void>> {
  const item = await assertCanModerate(services.db, viewer, params.kind, params.id);
  const removed = reason !== null;
  return services.commit(async (tx, record) => {
    await setRemoval(
      tx,
      item,
      removed
        ? { removedAt: new Date(), removedReason: reason, removedBy: viewer.id }
        : { removedAt: null, removedReason: null, removedBy: null },
    );
    if (removed) {
      await tx
        .update(reports)
        .set({ status: 'actioned', resolvedAt: new Date(), resolvedBy: viewer.id })
        .where(
          and(
            eq(reports.itemKind, item.kind),
            eq(reports.itemId, item.id),
            eq(reports.status, 'open'),
          ),
        );
    }
    await recordAudit(tx, {
      actorId: viewer.id,
      action: removed ? 'item.removed' : 'item.restored',
      itemType: item.kind,
      itemId: item.id,
      reason: reason ?? '',
    });
    record(
      domainEvent('item.moderated', {
        itemKind: item.kind,
        itemId: item.id,
        thread: item.thread,
        authorId: item.authorId,
        moderatorId: viewer.id,
        removed,
      }),
    );
  });
}

/** A moderator dismisses an open report (404 when there is none), recorded in the audit log. */
export async function dismissReport(
  services: Services,
  viewer: Viewer,
  params: ReportParams,
): Promise<Committed<void>> {
  assertModerator(viewer);
  if (!z.uuid().safeParse(params.reportId).success) throw notFound();
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .update(reports)
      .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: viewer.id })
      .where(and(eq(reports.id, params.reportId), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    if (row === undefined) throw notFound();
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'report.dismissed',
      itemType: 'report',
      itemId: row.id,
    });
    record(domainEvent('report.resolved', { reportId: row.id }));
  });
}
