import { eq, or, sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import type { SigninBody, SignupBody } from '@upsolve/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { AppError, conflict, rateLimited } from '../../plugins/errors.ts';
import { createSession } from '../../plugins/session.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { secondsLocked } from './policy.ts';

export interface SignedIn {
  user: SessionUser;
  token: string;
}

const invalidCredentials = () => new AppError('unauthenticated', errorMessages.invalidCredentials);
const accountLocked = (seconds: number) => rateLimited(seconds, errorMessages.accountLocked);

function sessionUserOf(row: Pick<UserRow, 'id' | 'username' | 'email'>): SessionUser {
  return { id: row.id, username: row.username, email: row.email };
}

/** Maps the unique indexes on lower(username)/lower(email) to a 409 naming the field. */
function takenError(constraint: string): AppError {
  if (constraint.includes('username')) {
    return conflict(errorMessages.usernameTaken, { username: errorMessages.usernameTaken });
  }
  return conflict(errorMessages.emailTaken, { email: errorMessages.emailTaken });
}

export async function signUp(db: Database, config: Config, input: SignupBody): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  let created: UserRow | undefined;
  try {
    [created] = await db
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash })
      .returning();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) throw takenError(constraint);
    throw error;
  }
  if (created === undefined) throw new Error('Inserting the user returned no row');
  const token = await createSession(db, config, created.id);
  return { user: sessionUserOf(created), token };
}

async function findByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.email})`, login.toLowerCase()),
        eq(sql`lower(${users.username})`, login.toLowerCase()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Counts a failed sign-in atomically; the failure that reaches LOCKOUT_FAILURES locks the account
 * for LOCKOUT_MINUTES and starts the count again. Returns the lock's end, if it locked.
 */
async function recordFailure(db: Database, config: Config, userId: string): Promise<Date | null> {
  const reachesLimit = sql`${users.failedSignins} + 1 >= ${config.lockout.failures}`;
  const [row] = await db
    .update(users)
    .set({
      failedSignins: sql`case when ${reachesLimit} then 0 else ${users.failedSignins} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit}
        then now() + make_interval(mins => ${config.lockout.minutes})
        else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  const lockedUntil = row?.lockedUntil ?? null;
  return lockedUntil !== null && lockedUntil.getTime() > Date.now() ? lockedUntil : null;
}

export async function signIn(db: Database, config: Config, input: SigninBody): Promise<SignedIn> {
  const user = await findByLogin(db, input.email);
  if (user === undefined) {
    await verifyAgainstDummy(input.password);
    throw invalidCredentials();
  }
  const locked = secondsLocked(user, new Date());
  if (locked > 0) throw accountLocked(locked);

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const lockedUntil = await recordFailure(db, config, user.id);
    if (lockedUntil !== null) throw accountLocked(secondsLocked({ lockedUntil }, new Date()));
    throw invalidCredentials();
  }
  if (user.failedSignins > 0 || user.lockedUntil !== null) {
    await db
      .update(users)
      .set({ failedSignins: 0, lockedUntil: null })
      .where(eq(users.id, user.id));
  }
  const token = await createSession(db, config, user.id);
  return { user: sessionUserOf(user), token };
}
