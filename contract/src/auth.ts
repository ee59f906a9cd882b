import { z } from 'zod';
import { limits } from './limits.ts';
import { requiredText } from './text.ts';
import { roleSchema } from './roles.ts';
import type { Viewer } from './roles.ts';
import { publicUserSchema } from './users.ts';

export const usernameSchema = requiredText({ label: 'Username', max: limits.usernameMax })
  .min(limits.usernameMin, `Username must be at least ${limits.usernameMin} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, _ . and -');

export const emailSchema = requiredText({ label: 'Email', max: limits.emailMax }).pipe(
  z.email('Enter a valid email address'),
);

const passwordTooLong = `Password must be at most ${limits.passwordMax} characters`;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters`)
  .max(limits.passwordMax, passwordTooLong);

export const signupBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Sign-in takes the email or the username in the `email` field. */
export const signinBodySchema = z.object({
  email: requiredText({ label: 'Email or username', max: limits.emailMax }),
  // Any length is checked against the hash, but a password over the limit names the limit.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(limits.passwordMax, passwordTooLong),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

/**
 * The signed-in user as sign-up, sign-in and the session check answer: the public fields and the
 * roles they hold (`[]` for most), from which the web builds its viewer for the contract's rules.
 */
export const signedInUserSchema = publicUserSchema.extend({ roles: z.array(roleSchema) });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const sessionResponseSchema = z.object({ user: signedInUserSchema });

/** The viewer the contract's rules take, from the signed-in user an answer carries. */
export function viewerOf(user: Pick<SignedInUser, '_id' | 'roles'>): Viewer {
  return { id: user._id, roles: user.roles };
}
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The `message` of each successful auth call that answers with one. */
export const authMessages = {
  loggedOut: 'Logged out',
} as const;

/** The sign-up form checks only that every field is filled in before sending. */
export const signupRequiredMessage = 'All fields are required';
export const passwordHint = 'Use at least 8 characters with letters, numbers and symbols.';
