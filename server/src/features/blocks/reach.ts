import { and, eq, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { blocks, users } from '../../db/schema/index.ts';
import { activeUser } from '../../lib/shown-user.ts';

/**
 * Who may reach whom (docs/product.md, "Blocking"). Messages, invitations and the socket's typing
 * relay all ask the same question, and features may not import each other, so the rule lives here
 * once: the other person exists, is not oneself, and neither has blocked the other.
 */

/** A block between the two, whichever way: the primary key one way, blocks_blocked_idx the other. */
function blockBetween(oneId: string | SQL | AnyColumn, otherId: string | SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${oneId} and ${blocks.blockedId} = ${otherId}) or (${blocks.blockerId} = ${otherId} and ${blocks.blockedId} = ${oneId}))`;
}

/**
 * A filter for lists of people (the chat list): none of `ids` (blockedEitherWay's) in `column`.
 * The viewer's few blocks travel as one array, a check on each row the index already gives.
 */
export function noneOf(column: AnyColumn, ids: readonly string[]): SQL | undefined {
  return ids.length === 0 ? undefined : sql`${column} <> all(${sql.param(ids)}::uuid[])`;
}

/** Whether either of the two has blocked the other. */
export async function isBlockedEitherWay(
  db: Executor,
  oneId: string,
  otherId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, oneId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, oneId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * May `fromId` message `toId`, invite them or tell them it is typing: `toId` is a well-formed id
 * of an existing user other than `fromId`, and neither has blocked the other. One query; for
 * callers that only need yes or no (the socket's typing relay). HTTP routes use their feature's
 * policy, which tells the reasons apart (400 oneself, 404 unknown, 403 otherwise).
 */
export async function mayMessage(db: Executor, fromId: string, toId: string): Promise<boolean> {
  if (!idSchema.safeParse(toId).success || !idSchema.safeParse(fromId).success) return false;
  const from = fromId.toLowerCase();
  const to = toId.toLowerCase();
  if (from === to) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.id, to), activeUser, sql`not ${blockBetween(from, to)}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Everyone `userId` blocked or was blocked by: the people cut from their view of shared lists
 * (the collaborator search). Ordered, so equal sets read alike.
 */
export async function blockedEitherWay(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({
      id: sql<string>`case when ${blocks.blockerId} = ${userId} then ${blocks.blockedId} else ${blocks.blockerId} end`,
    })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return [...new Set(rows.map((row) => row.id))].sort();
}
