import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AccountSession } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { sessionNotFound } from './policy.ts';
import { toAccountSession } from './presenter.ts';

/** One's signed-in sessions: the list, and signing them out (docs/product.md, "Account"). */

/**
 * The viewer's live sessions, most recently used first. This one is in use now, whatever its
 * "last seen" (kept to within 5 minutes) says, so it shows as seen now and comes first.
 */
export async function listSessions(
  db: Database,
  viewer: SessionUser,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.id), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const now = new Date();
  const current = rows.filter((row) => row.id === currentSessionId);
  const others = rows.filter((row) => row.id !== currentSessionId);
  return [...current.map((row) => ({ ...row, lastSeenAt: now })), ...others].map((row) =>
    toAccountSession(row, currentSessionId),
  );
}

/** Signs out one of the viewer's sessions, on every node; another user's id is a 404. */
export async function endOwnSession(
  services: Services,
  viewer: SessionUser,
  sessionId: string,
): Promise<Committed<null>> {
  return services.commit(async (tx, record) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, viewer.id)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw sessionNotFound();
    record(domainEvent('account.sessions-ended', { userId: viewer.id, sessionIds: [sessionId] }));
    return null;
  });
}

/** "Sign out everywhere else": every session of the viewer but this one ends, on every node. */
export async function endOtherSessions(
  services: Services,
  viewer: SessionUser,
  currentSessionId: string,
): Promise<Committed<null>> {
  return services.commit(async (tx, record) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, viewer.id), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    record(
      domainEvent('account.sessions-ended', {
        userId: viewer.id,
        sessionIds: ended.map((session) => session.id),
      }),
    );
    return null;
  });
}
