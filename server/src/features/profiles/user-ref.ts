import { and, eq } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type { UserRef } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { activeUser } from '../../lib/shown-user.ts';

/**
 * The user a path or body names, as `{_id, username}`: 404 unless they exist, a malformed id
 * included, so ids are never probed.
 */
export async function requireUserRef(db: Executor, userId: string): Promise<UserRef> {
  if (!idSchema.safeParse(userId).success) throw notFound();
  const [user] = await db
    .select({ _id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, userId), activeUser));
  if (user === undefined) throw notFound();
  return user;
}
