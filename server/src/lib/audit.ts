import { and, desc, eq } from 'drizzle-orm';
import type { Role } from '@upsolve/contract';
import type { Executor } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { shownUsername } from './shown-user.ts';

/**
 * What an audit entry records, `<what>.<done>`: a role given or taken by `npm run admin` (the item
 * is the user). Moderator actions add theirs here (a post removed or restored, a report dismissed).
 */
export type AuditAction =
  `${Role}.granted` | `${Role}.revoked` | 'item.removed' | 'item.restored' | 'report.dismissed';

/** The kinds of item an action is done to: a user, a blog, comment or post, a report. */
export type AuditItemType = 'user' | 'blog' | 'comment' | 'post' | 'report';

export interface AuditEntry {
  /** Who did it; null for the admin command. */
  actorId: string | null;
  action: AuditAction;
  itemType: AuditItemType;
  itemId: string;
  /** Why, in the actor's words; empty when none was given. */
  reason?: string;
}

/**
 * Writes one entry. Called with the transaction of the action it records, so the entry exists if
 * and only if the action committed.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    itemType: entry.itemType,
    itemId: entry.itemId,
    reason: entry.reason ?? '',
  });
}

export interface AuditRecord {
  action: string;
  /** Null for the admin command, or once the actor's account is gone. */
  actor: { id: string; username: string } | null;
  reason: string;
  createdAt: Date;
}

/** What was done to one item, newest first (audit_log_item_idx), at most `limit` entries. */
export async function auditHistory(
  db: Executor,
  item: { itemType: AuditItemType; itemId: string },
  limit = 100,
): Promise<AuditRecord[]> {
  const rows = await db
    .select({
      action: auditLog.action,
      actorId: users.id,
      actorName: shownUsername,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.itemType, item.itemType), eq(auditLog.itemId, item.itemId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ actorId, actorName, ...row }) => ({
    ...row,
    actor: actorId === null || actorName === null ? null : { id: actorId, username: actorName },
  }));
}
