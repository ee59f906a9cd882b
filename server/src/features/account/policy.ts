import { eq } from 'drizzle-orm';
import { accountMessages, deletedUsernameHoldDays, resetLinkMinutes } from '@upsolve/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { PasswordResetRow } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { notFound, unauthenticated, validationError } from '../../plugins/errors.ts';
import {
  accountLocked,
  assertSignInAllowed,
  clearFailures,
  loginKey,
  recordFailure,
  secondsLocked,
} from '../auth/index.ts';

/** The account whose password is typed: its hash and the identifiers sign-in locks by. */
export interface PasswordOwner {
  passwordHash: string;
  email: string;
  username: string;
}

/**
 * Refuses a change unless `password` is the account's own: a 400 naming `field` (the form shows
 * it there). Failures count under the sign-in's lockout for the account's email, so a stolen
 * session cannot guess the password faster than the sign-in form allows; while locked, a 429.
 */
export async function assertOwnPassword(
  db: Database,
  config: Config,
  owner: PasswordOwner,
  password: string,
  field: string,
): Promise<void> {
  const key = loginKey(owner.email);
  await assertSignInAllowed(db, key);
  if (await verifyPassword(owner.passwordHash, password)) {
    await clearFailures(db, [key, loginKey(owner.username)]);
    return;
  }
  const lockedUntil = await recordFailure(db, config, key);
  if (lockedUntil !== null) throw accountLocked(secondsLocked({ lockedUntil }, new Date()));
  throw validationError({ [field]: accountMessages.wrongPassword });
}

async function passwordOwner(db: Database, userId: string): Promise<PasswordOwner> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  // The session's user is gone (deleted meanwhile): as signed out.
  if (row === undefined) throw unauthenticated();
  return row;
}

/** `assertOwnPassword` for the account of `userId`. */
export async function assertOwnPasswordOf(
  db: Database,
  config: Config,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  await assertOwnPassword(db, config, await passwordOwner(db, userId), password, field);
}

/** A session id that is not one of the viewer's live sessions: 404, whoever's it may be. */
export function sessionNotFound() {
  return notFound(accountMessages.sessionNotFound);
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** When a reset link made at `now` stops working: `resetLinkMinutes` later. */
export function resetLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + resetLinkMinutes * minuteMs);
}

/** A reset link works once, and only before it expires. */
export function isResetLinkUsable(
  link: Pick<PasswordResetRow, 'usedAt' | 'expiresAt'>,
  now: Date,
): boolean {
  return link.usedAt === null && link.expiresAt.getTime() > now.getTime();
}

/**
 * Accounts deleted before this moment have held their username long enough
 * (`deletedUsernameHoldDays`): it is free again.
 */
export function usernameHoldEndsBefore(now: Date): Date {
  return new Date(now.getTime() - deletedUsernameHoldDays * dayMs);
}
