import { eq } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { signinFailures } from '../../db/schema/index.ts';
import { rateLimited } from '../../plugins/errors.ts';

/** Lock state of a sign-in identifier (its failures are counted in lockout.ts). */
export interface LockState {
  lockedUntil: Date | null;
}

/** Seconds until the lock passes, or 0 when the identifier is not locked: the pure rule. */
export function secondsLocked(state: LockState, now: Date): number {
  if (state.lockedUntil === null) return 0;
  const remainingMs = state.lockedUntil.getTime() - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** The refusal of a locked sign-in: 429 with Retry-After, whether or not the account exists. */
export function accountLocked(seconds: number) {
  return rateLimited(seconds, errorMessages.accountLocked);
}

/**
 * Refuses a sign-in while its identifier is locked (LOCKOUT_FAILURES failures in a row lock it
 * for LOCKOUT_MINUTES). Checked before the password, so a locked account costs no hashing.
 */
export async function assertSignInAllowed(db: Database, key: string): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signinFailures.lockedUntil })
    .from(signinFailures)
    .where(eq(signinFailures.identifier, key));
  const seconds = row === undefined ? 0 : secondsLocked(row, new Date());
  if (seconds > 0) throw accountLocked(seconds);
}
