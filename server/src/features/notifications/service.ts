import { and, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  MarkNotificationsRead,
  Notification,
  NotificationKind,
  PageQueryParsed,
  Viewer,
} from '@upsolve/contract';
import type { Database, Executor } from '../../db/client.ts';
import { blogs, comments, notifications, problems, users } from '../../db/schema/index.ts';
import type { ThreadItemFacts } from '../../lib/events/catalog.ts';
import { cappedTotal, keysetPage, keysetRows, newestFirst } from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import { mayBeNotified } from './policy.ts';
import { toNotification } from './presenter.ts';
import type { NotificationWithTarget } from './presenter.ts';
import { shownUsername } from '../../lib/shown-user.ts';
import { activeUser } from '../../lib/shown-user.ts';

const withTargetColumns = {
  ...getTableColumns(notifications),
  actorUsername: shownUsername,
  blogTitle: blogs.title,
  blogAuthorId: blogs.authorId,
  blogRemoved: sql<boolean | null>`${blogs.removedAt} is not null`,
  problemTitle: problems.title,
  problemOwnerId: problems.ownerId,
  problemVisibility: problems.visibility,
};

const newestNotifications = newestFirst(
  notifications.createdAt,
  notifications.id,
  (row: NotificationWithTarget) => [row.createdAt, row.id],
);

function selectWithTargets(db: Executor) {
  return db
    .select(withTargetColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(blogs, eq(blogs.id, notifications.threadId))
    .leftJoin(problems, eq(problems.id, notifications.threadId))
    .$dynamic();
}

/** GET /api/notifications: the viewer's, newest first, each named as they may see it now. */
export async function listNotifications(
  db: Database,
  viewer: Viewer,
  query: PageQueryParsed,
): Promise<Page<Notification>> {
  const mine = eq(notifications.recipientId, viewer.id);
  const [rows, total] = await Promise.all([
    keysetRows(selectWithTargets(db), newestNotifications, query, mine),
    cappedTotal(
      db,
      query,
      db.select({ id: notifications.id }).from(notifications).where(mine).$dynamic(),
    ),
  ]);
  return keysetPage(
    rows,
    query.limit,
    newestNotifications,
    (row) => toNotification(viewer, row),
    total,
  );
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** POST /api/notifications/read: the named ones, or all, of the viewer's; how many it marked. */
export async function markRead(
  db: Database,
  viewer: Viewer,
  input: MarkNotificationsRead,
): Promise<number> {
  const filters: SQL[] = [eq(notifications.recipientId, viewer.id), isNull(notifications.readAt)];
  if (input.ids !== undefined) {
    if (input.ids.length === 0) return 0;
    filters.push(inArray(notifications.id, input.ids));
  }
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...filters))
    .returning({ id: notifications.id });
  return marked.length;
}

/**
 * Who a new comment or post notifies, each once, the first reason winning: the author of what it
 * replies to, the blog's author, then whoever it @mentions.
 */
async function candidatesOf(db: Executor, facts: ThreadItemFacts) {
  const reasons: [string | null, NotificationKind][] = [];
  if (facts.parentId !== null) {
    const [parent] = await db
      .select({ authorId: comments.authorId, deletedAt: comments.deletedAt })
      .from(comments)
      .where(eq(comments.id, facts.parentId));
    // A comment its author deleted ("[deleted]") is no longer theirs to hear replies to.
    const replied = parent === undefined || parent.deletedAt !== null ? null : parent.authorId;
    reasons.push([replied, 'reply']);
  }
  if (facts.thread.kind === 'blog') {
    const [blog] = await db
      .select({ authorId: blogs.authorId })
      .from(blogs)
      .where(eq(blogs.id, facts.thread.id));
    reasons.push([blog?.authorId ?? null, 'comment']);
  }
  if (facts.mentions.length > 0) {
    const mentioned = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(sql`lower(${users.username})`, facts.mentions), activeUser));
    for (const user of mentioned) reasons.push([user.id, 'mention']);
  }
  const kinds = new Map<string, NotificationKind>();
  for (const [userId, kind] of reasons) {
    if (userId !== null && !kinds.has(userId)) kinds.set(userId, kind);
  }
  return kinds;
}

/**
 * Writes the notifications a new comment or post makes, one per (recipient, item): an event heard
 * twice writes nothing the second time. Answers the ones written, as each recipient sees them,
 * with their unread counts after.
 */
export async function notifyAbout(
  db: Database,
  facts: ThreadItemFacts,
): Promise<{ recipientId: string; notification: Notification; unread: number }[]> {
  const kinds = await candidatesOf(db, facts);
  const allowed = await mayBeNotified(db, facts.authorId, facts.thread, [...kinds.keys()]);
  const values = [...kinds]
    .filter(([userId]) => allowed.has(userId))
    .map(([recipientId, kind]) => ({
      recipientId,
      actorId: facts.authorId,
      kind,
      itemKind: facts.itemKind,
      itemId: facts.itemId,
      threadId: facts.thread.id,
    }));
  if (values.length === 0) return [];
  const written = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
  if (written.length === 0) return [];
  const rows = await selectWithTargets(db).where(
    inArray(
      notifications.id,
      written.map((row) => row.id),
    ),
  );
  return Promise.all(
    rows.map(async (row) => {
      const recipient: Viewer = { id: row.recipientId, roles: [] };
      return {
        recipientId: row.recipientId,
        notification: toNotification(recipient, row),
        unread: await unreadCount(db, row.recipientId),
      };
    }),
  );
}
