import { and, eq } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { activeUser } from '../../lib/shown-user.ts';
import { notFound } from '../../plugins/errors.ts';

/** Whose activity is read: the days are theirs, in their time zone (null: UTC). */
export interface ActivityOwner {
  id: string;
  timeZone: string | null;
  createdAt: Date;
}

/**
 * Any signed-in user may read anyone's activity (DESIGN §4: others see a user's marks only as
 * counts and this heatmap). A malformed or unknown id and a deleted account are all 404, so ids
 * are never probed.
 */
export async function requireActivityOwner(db: Executor, userId: string): Promise<ActivityOwner> {
  if (!idSchema.safeParse(userId).success) throw notFound();
  const [owner] = await db
    .select({ id: users.id, timeZone: users.timeZone, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, userId), activeUser))
    .limit(1);
  if (owner === undefined) throw notFound();
  return owner;
}
