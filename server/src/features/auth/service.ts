import { and, eq, or, sql } from 'drizzle-orm';
import { errorMessages } from '@upsolve/contract';
import type { SigninBody, SignupBody } from '@upsolve/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { rolesOfUser } from '../../lib/roles.ts';
import type { Services } from '../../lib/services.ts';
import { AppError, conflict } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import { createSession } from '../../plugins/session.ts';
import type { NewSession, SessionUser } from '../../plugins/session.ts';
import { clearFailures, loginKey, recordFailure } from './lockout.ts';
import { accountLocked, assertSignInAllowed, secondsLocked } from './policy.ts';
import { activeUser } from '../../lib/shown-user.ts';

export interface SignedIn {
  user: SessionUser;
  token: string;
}

const invalidCredentials = () => new AppError('unauthenticated', errorMessages.invalidCredentials);

function sessionUserOf(
  row: Pick<UserRow, 'id' | 'username' | 'email'>,
  roles: SessionUser['roles'],
): SessionUser {
  return { id: row.id, username: row.username, email: row.email, roles };
}

/** Maps the unique indexes on lower(username)/lower(email) to a 409 naming the field. */
function takenError(constraint: string): AppError {
  if (constraint.includes('username')) {
    return conflict(errorMessages.usernameTaken, { username: errorMessages.usernameTaken });
  }
  return conflict(errorMessages.emailTaken, { email: errorMessages.emailTaken });
}

/**
 * Creates the account and its first session; `session.replacing` is a session cookie the browser
 * held, `session.userAgent` its User-Agent (the sessions list names the device by it).
 */
export async function signUp(
  services: Services,
  config: Config,
  input: SignupBody,
  session: NewSession = {},
): Promise<Committed<SignedIn>> {
  const passwordHash = await hashPassword(input.password);
  const { value: created, events } = await services.commit(async (tx, record) => {
    let row: UserRow | undefined;
    try {
      [row] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash })
        .returning();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== null) throw takenError(constraint);
      throw error;
    }
    if (row === undefined) throw new Error('Inserting the user returned no row');
    record(domainEvent('user.signed-up', { userId: row.id }));
    return row;
  });
  const token = await createSession(services.db, config, created.id, session);
  // A new account holds no role: roles are given only by `npm run admin`.
  return { value: { user: sessionUserOf(created, []), token }, events };
}

async function findByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        or(
          eq(sql`lower(${users.email})`, login.toLowerCase()),
          eq(sql`lower(${users.username})`, login.toLowerCase()),
        ),
        // A deleted account's tombstone keeps its username for a while, never a way in.
        activeUser,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Checks email-or-username and password. Locks and failures are counted per identifier as typed,
 * for unknown identifiers too, so a locked account and an unknown one answer alike (decision 002).
 * `session.replacing` is the session cookie the browser already holds: it is deleted on success.
 */
export async function signIn(
  db: Database,
  config: Config,
  input: SigninBody,
  session: NewSession = {},
): Promise<SignedIn> {
  const key = loginKey(input.email);
  await assertSignInAllowed(db, key);

  const user = await findByLogin(db, input.email);
  if (user === undefined || !(await verifyPassword(user.passwordHash, input.password))) {
    // An unknown account still costs one argon2id verification, so timing reveals nothing either.
    if (user === undefined) await verifyAgainstDummy(input.password);
    const lockedUntil = await recordFailure(db, config, key);
    if (lockedUntil !== null) throw accountLocked(secondsLocked({ lockedUntil }, new Date()));
    throw invalidCredentials();
  }
  await clearFailures(db, [key, loginKey(user.email), loginKey(user.username)]);
  const token = await createSession(db, config, user.id, session);
  return { user: sessionUserOf(user, await rolesOfUser(db, user.id)), token };
}
