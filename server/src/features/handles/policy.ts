import { and, eq, ne, sql } from 'drizzle-orm';
import { handleMessages } from '@upsolve/contract';
import type { HandleSite } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { linkedHandles } from '../../db/schema/index.ts';
import type { LinkedHandleRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';

/**
 * Who may do what with linked handles (DESIGN §5, "linked handle"): a user acts on their own
 * handle of a site only, so another user's is never reachable (404: they have none there); a
 * handle verified by another user cannot be claimed (409); only a verified handle syncs.
 */
export async function findOwnHandle(
  db: Executor,
  viewer: SessionUser,
  site: HandleSite,
): Promise<LinkedHandleRow> {
  const [row] = await db
    .select()
    .from(linkedHandles)
    .where(and(eq(linkedHandles.userId, viewer.id), eq(linkedHandles.site, site)))
    .limit(1);
  if (row === undefined) throw notFound(handleMessages.notLinked(site));
  return row;
}

/** Refuses a handle another user has verified on the site (case aside, as the sites compare). */
export async function assertHandleFree(
  db: Executor,
  viewer: SessionUser,
  site: HandleSite,
  handle: string,
): Promise<void> {
  const [taken] = await db
    .select({ userId: linkedHandles.userId })
    .from(linkedHandles)
    .where(
      and(
        eq(linkedHandles.site, site),
        sql`lower(${linkedHandles.handle}) = lower(${handle})`,
        sql`${linkedHandles.verifiedAt} is not null`,
        ne(linkedHandles.userId, viewer.id),
      ),
    )
    .limit(1);
  if (taken !== undefined)
    throw conflict(handleMessages.taken(site), { handle: handleMessages.taken(site) });
}

/** Only a proven handle is synced: an unproven one could be anybody's. */
export function assertVerified(row: LinkedHandleRow): void {
  if (row.verifiedAt === null) throw conflict(handleMessages.notVerified(row.site));
}
