import { z } from 'zod';
import { emailSchema, passwordSchema, signedInUserSchema } from './auth.ts';
import { limits } from './limits.ts';

/**
 * Keeping one's own account safe (docs/product.md, "Account"): the password, the email, the
 * signed-in sessions, a forgotten password, the data one wrote, and leaving. Every call but
 * `forgot`, `reset` and `recovery` needs a session.
 */

/** A password typed to prove it is the owner: checked against the hash, whatever its length. */
const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`);

/** PUT /api/account/password: every other session of the user ends, on every node. */
export const changePasswordBodySchema = z.object({
  current: currentPasswordSchema,
  next: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** PUT /api/account/email. */
export const changeEmailBodySchema = z.object({
  password: currentPasswordSchema,
  email: emailSchema,
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** PUT /api/account/email's answer: the signed-in user with the new address. */
export const changeEmailResponseSchema = z.object({
  message: z.string(),
  user: signedInUserSchema,
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/** DELETE /api/account. */
export const deleteAccountBodySchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** One signed-in session as its owner sees it; the token (and its hash) never leaves the server. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** Read from the User-Agent at sign-in, e.g. "Chrome on Linux"; "Unknown device" without one. */
  device: z.string(),
  lastSeenAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: most recently used first. */
export const accountSessionsResponseSchema = z.object({
  sessions: z.array(accountSessionSchema),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const accountSessionParamsSchema = z.object({ sessionId: z.uuid('Unknown session') });

/** POST /api/account/forgot: the same answer whether or not the address has an account. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** GET /api/account/recovery: whether "Forgot password?" can send mail here (`SMTP_URL` set). */
export const accountRecoveryResponseSchema = z.object({ byMail: z.boolean() });
export type AccountRecoveryResponse = z.infer<typeof accountRecoveryResponseSchema>;

/** How long a reset link works, and how long a deleted account's username stays taken. */
export const resetLinkMinutes = 30;
export const deletedUsernameHoldDays = 30;

/** How a deleted account's public writing names its author. */
export const deletedUserName = '[deleted]';

/** The `message` of each account call, and the refusals only it gives. */
export const accountMessages = {
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  emailChanged: 'Email changed',
  sessionEnded: 'That session was signed out',
  otherSessionsEnded: 'Signed out everywhere else',
  forgotSent: 'If an account uses that address, a link to reset its password is on its way.',
  passwordReset: 'Password reset. Sign in with your new password.',
  accountDeleted: 'Your account was deleted',
  wrongPassword: 'Wrong password',
  resetLinkInvalid: 'This link is invalid, used or expired. Ask for a new one.',
  sessionNotFound: 'Session not found',
} as const;

/** POST /api/account/reset: the link's token and the new password; every session ends. */
export const resetPasswordBodySchema = z.object({
  // A reset token is base64url (lib/tokens.ts): anything else is not a link Upsolve made.
  token: z
    .string({ error: 'The link is incomplete' })
    .min(1, 'The link is incomplete')
    .max(200, accountMessages.resetLinkInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, accountMessages.resetLinkInvalid),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The texts of the account screens (settings sections, "Forgot password?", the reset page). */
export const accountTexts = {
  passwordSection: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  password: 'Password',
  emailSection: 'Email',
  currentEmail: 'Current email',
  newEmail: 'New email',
  changeEmail: 'Change email',
  changingEmail: 'Changing...',
  sessionsSection: 'Signed-in sessions',
  thisSession: 'This session',
  lastSeen: 'Last seen',
  signOutSession: 'Sign out',
  signOutEverywhereElse: 'Sign out everywhere else',
  signingOut: 'Signing out...',
  noOtherSessions: 'No other session is signed in.',
  sessionsLoadFailed: 'Your sessions could not be loaded.',
  dataSection: 'Your data',
  dataHelp: 'A JSON file of everything you wrote and set on Upsolve.',
  downloadData: 'Download my data',
  downloadingData: 'Preparing...',
  deleteSection: 'Delete account',
  deleteWarning:
    'Your sessions, messages, bookmarks, marks, links and AI chats are deleted. Public problems, solutions, reviews, blogs and posts stay, shown as by [deleted]. This cannot be undone.',
  deleteAccount: 'Delete my account',
  deletingAccount: 'Deleting...',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmQuestion: 'Enter your password to delete your account for good.',
  cancel: 'Cancel',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot password',
  forgotHelp: 'Enter the email of your account and we will mail you a link to reset its password.',
  sendLink: 'Send link',
  sendingLink: 'Sending...',
  noMail: "This site cannot send mail. Ask the site's admin for a link to reset your password.",
  resetTitle: 'Reset password',
  resetHelp: 'Choose a new password. Every device signed in to your account will be signed out.',
  resetPassword: 'Reset password',
  resettingPassword: 'Resetting...',
  backToSignIn: 'Back to sign in',
  signIn: 'Sign in',
  unknownDevice: 'Unknown device',
} as const;

/** The mail "Forgot password?" sends (plain text), and where its link leads. */
export const resetPasswordPath = '/reset-password';
export const resetMail = {
  subject: 'Reset your Upsolve password',
  text: (username: string, link: string) =>
    `Someone asked to reset the password of ${username} on Upsolve. This link works once, for ` +
    `${resetLinkMinutes} minutes:\n\n${link}\n\nIf it was not you, ignore this mail: your ` +
    'password stays as it is.\n',
} as const;

/**
 * GET /api/account/export: "Download my data", a JSON file of everything the user wrote and set
 * (profile, settings, problems, solutions, reviews, bookmarks, blogs, comments and posts, votes,
 * messages, links, AI chats, blocks, notifications, reports, roles), never a password hash or a
 * token. Its sections are the server's tables as stored.
 */
export const accountExportSchema = z.looseObject({
  exportedAt: z.string(),
  profile: z.looseObject({ id: z.string(), username: z.string() }),
});
export type AccountExportFile = z.infer<typeof accountExportSchema>;
