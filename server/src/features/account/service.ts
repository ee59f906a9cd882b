/**
 * The account's services, one file per part (docs/product.md, "Account"): the password and the
 * email (credentials.ts), the signed-in sessions (sessions.ts), a forgotten password
 * (recovery.ts), one's data (export-data.ts) and leaving (leaving.ts).
 */
export { changeEmail, changePassword } from './credentials.ts';
export { endOtherSessions, endOwnSession, listSessions } from './sessions.ts';
export { requestPasswordReset, resetPassword } from './recovery.ts';
export { exportAccount } from './export-data.ts';
export { deleteAccount } from './leaving.ts';
