/**
 * The account's services, one file per part (docs/product.md, "Account"): the password and the
 * email (credentials.ts), the signed-in sessions (sessions.ts).
 */
export { changeEmail, changePassword } from './credentials.ts';
export { endOtherSessions, endOwnSession, listSessions } from './sessions.ts';
