import { accountMessages } from '@upsolve/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { notFound, validationError } from '../../plugins/errors.ts';
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

/** A session id that is not one of the viewer's live sessions: 404, whoever's it may be. */
export function sessionNotFound() {
  return notFound(accountMessages.sessionNotFound);
}
