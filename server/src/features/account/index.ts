/**
 * What the rest of the server uses of the account feature: the admin's one-time reset link
 * (`npm run admin -- reset-link`).
 */
export { createResetLink } from './recovery.ts';
