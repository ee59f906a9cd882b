import { and, eq } from 'drizzle-orm';
import { accountMessages } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { activeUser } from '../../lib/shown-user.ts';
import { validationError } from '../../plugins/errors.ts';

/**
 * What account calls that need the password share: the password typed must be the account's own,
 * else a 400 naming `field` (the form shows it there) and nothing changes.
 */
export async function assertOwnPassword(
  db: Executor,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), activeUser));
  if (row === undefined || !(await verifyPassword(row.passwordHash, password))) {
    throw validationError({ [field]: accountMessages.wrongPassword });
  }
}
