import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@upsolve/contract';
import type { Executor } from '../db/client.ts';
import { userRoles, users } from '../db/schema/index.ts';
import { recordAudit } from '../lib/audit.ts';
import { knownRoles } from '../lib/roles.ts';
import { AdminError } from './protocol.ts';
import type { RoleChange, RoleHolder } from './protocol.ts';

export interface RoleChangeInput {
  username: string;
  role: Role;
  /** Why, for the audit log; empty when the operator gave none. */
  reason: string;
}

/** The result of a grant or revoke, and whose sessions must now learn it (when it changed). */
export interface AppliedRoleChange {
  change: RoleChange;
  userId: string;
}

async function findUser(db: Executor, username: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (user === undefined) throw new AdminError(`No user is named "${username}".`);
  return user;
}

/**
 * Gives `role` to the user named `username` (in any letter case) and records it in the audit log
 * with no actor (the admin command), in one transaction. Granting a role held already changes
 * nothing and records nothing.
 */
export async function grantRole(db: Executor, input: RoleChangeInput): Promise<AppliedRoleChange> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, input.username);
    const inserted = await tx
      .insert(userRoles)
      .values({ userId: user.id, role: input.role })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    const changed = inserted.length > 0;
    if (changed) {
      await recordAudit(tx, {
        actorId: null,
        action: `${input.role}.granted`,
        itemType: 'user',
        itemId: user.id,
        reason: input.reason,
      });
    }
    return {
      change: { command: 'grant', username: user.username, role: input.role, changed },
      userId: user.id,
    };
  });
}

/** Takes `role` from the user, recorded as a grant is; taking one not held changes nothing. */
export async function revokeRole(db: Executor, input: RoleChangeInput): Promise<AppliedRoleChange> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, input.username);
    const deleted = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, input.role)))
      .returning({ role: userRoles.role });
    const changed = deleted.length > 0;
    if (changed) {
      await recordAudit(tx, {
        actorId: null,
        action: `${input.role}.revoked`,
        itemType: 'user',
        itemId: user.id,
        reason: input.reason,
      });
    }
    return {
      change: { command: 'revoke', username: user.username, role: input.role, changed },
      userId: user.id,
    };
  });
}

/** Everyone who holds a role, by role and then by name. */
export async function listRoleHolders(db: Executor): Promise<RoleHolder[]> {
  const rows = await db
    .select({ username: users.username, role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .orderBy(asc(userRoles.role), asc(sql`lower(${users.username})`));
  return rows.flatMap(({ role, since, username }) =>
    knownRoles([role]).map((known) => ({ username, role: known, since: since.toISOString() })),
  );
}
