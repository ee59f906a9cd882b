import { z } from 'zod';

/**
 * Linking a Codeforces handle through Codeforces' OpenID Connect sign-in (docs/product.md,
 * "Linked handles"), where the operator set CODEFORCES_OAUTH_CLIENT_ID and _SECRET: the handle
 * the ID token names is the user's at once. The compilation-error check stays the fallback.
 */

/** POST /api/handles/codeforces/sign-in: where the browser goes to sign in with Codeforces. */
export const codeforcesSignInStartResponseSchema = z.object({ url: z.string() });
export type CodeforcesSignInStartResponse = z.infer<typeof codeforcesSignInStartResponseSchema>;

/**
 * GET /api/handles/codeforces/callback, as Codeforces sends the browser back: the code and state,
 * or an error when the user said no. Every field is optional so that whatever comes back ends on
 * the settings page with a message, never a bare 400.
 */
export const codeforcesSignInCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});
export type CodeforcesSignInCallbackQuery = z.infer<typeof codeforcesSignInCallbackQuerySchema>;

/**
 * How a sign-in ended, as the callback's redirect names it (`/settings?codeforcesSignIn=...`): a
 * word, not a message, so a crafted link cannot put words on the settings page.
 */
export const codeforcesSignInOutcomes = [
  'linked',
  'denied',
  'state',
  'token',
  'taken',
  'upstream',
] as const;
export type CodeforcesSignInOutcome = (typeof codeforcesSignInOutcomes)[number];

/** The query parameter of the settings page that carries the outcome. */
export const codeforcesSignInParam = 'codeforcesSignIn';

export const codeforcesSignInMessages: Record<CodeforcesSignInOutcome, string> & {
  off: string;
} = {
  linked: 'Your Codeforces handle is linked; its first sync has started',
  denied: 'Codeforces sign-in was cancelled; nothing was linked',
  state: 'That Codeforces sign-in was not started here or has expired; try again',
  token: 'Codeforces did not confirm the sign-in; nothing was linked, try again',
  taken: 'That Codeforces handle is linked to another user',
  upstream: 'Codeforces did not answer; try again in a minute',
  off: 'Signing in with Codeforces is not set up on this server',
};

export const codeforcesSignInTexts = {
  button: 'Link with Codeforces',
  hint: 'Or sign in with Codeforces to link your handle at once.',
} as const;
