import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { signinFailures } from '../../db/schema/index.ts';

/**
 * The key failures are counted under: the identifier as typed, without case. An email and a
 * username of one account are two keys; usernames cannot contain '@', so they never collide.
 */
export function loginKey(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * Counts a failed sign-in atomically (concurrent failures are all counted); the failure that
 * reaches LOCKOUT_FAILURES locks the identifier for LOCKOUT_MINUTES and starts the count again.
 * Returns the lock's end, if this failure locked it.
 */
export async function recordFailure(
  db: Database,
  config: Config,
  key: string,
): Promise<Date | null> {
  const { failures: limit, minutes } = config.lockout;
  const lockEnd = sql`now() + make_interval(mins => ${minutes})`;
  const reachesLimit = sql`${signinFailures.failures} + 1 >= ${limit}`;
  const locksAtOnce = limit <= 1;
  const [row] = await db
    .insert(signinFailures)
    .values({
      identifier: key,
      failures: locksAtOnce ? 0 : 1,
      lockedUntil: locksAtOnce ? lockEnd : null,
    })
    .onConflictDoUpdate({
      target: signinFailures.identifier,
      set: {
        failures: sql`case when ${reachesLimit} then 0 else ${signinFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${reachesLimit} then ${lockEnd} else ${signinFailures.lockedUntil} end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ lockedUntil: signinFailures.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? null;
  return lockedUntil !== null && lockedUntil.getTime() > Date.now() ? lockedUntil : null;
}

/** A successful sign-in forgets the failures of every identifier of that account. */
export async function clearFailures(db: Database, keys: string[]): Promise<void> {
  await db.delete(signinFailures).where(inArray(signinFailures.identifier, keys));
}
