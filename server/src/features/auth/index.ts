/**
 * What other features use of auth (docs/architecture.md, "A feature's public face"): the account
 * feature checks a typed password under the sign-in's lockout, and answers with the signed-in user.
 */
export { clearFailures, loginKey, recordFailure } from './lockout.ts';
export { accountLocked, assertSignInAllowed, secondsLocked } from './policy.ts';
export { toSignedInUser } from './presenter.ts';
