import { asc, eq, sql } from 'drizzle-orm';
import { isRole } from '@upsolve/contract';
import type { Role } from '@upsolve/contract';
import type { Executor } from '../db/client.ts';
import { userRoles, users } from '../db/schema/index.ts';

/**
 * The roles of the user in `users` of the surrounding query, as a column (`{}` for none): the
 * session lookup reads them with the session in one query.
 */
export const rolesOfUserColumn = sql<string[]>`coalesce((
  select array_agg(${userRoles.role} order by ${userRoles.role})
  from ${userRoles} where ${userRoles.userId} = ${users.id}
), '{}')`;

/** The stored roles the contract knows (the table's check allows no other). */
export function knownRoles(stored: readonly string[]): Role[] {
  return stored.filter(isRole);
}

/** The roles a user holds, for a sign-in's answer. */
export async function rolesOfUser(db: Executor, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return knownRoles(rows.map((row) => row.role));
}
