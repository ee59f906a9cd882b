import { z } from 'zod';
import { limits } from './limits.ts';
import { publicUserSchema } from './users.ts';

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(limits.usernameMin, `Username must be at least ${limits.usernameMin} characters`)
  .max(limits.usernameMax, `Username must be at most ${limits.usernameMax} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, _ . and -');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(limits.emailMax, `Email must be at most ${limits.emailMax} characters`)
  .pipe(z.email('Enter a valid email address'));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters`)
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`);

export const signupBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Sign-in takes the email or the username in the `email` field. */
export const signinBodySchema = z.object({
  email: z
    .string({ error: 'Email or username is required' })
    .trim()
    .min(1, 'Email or username is required')
    .max(limits.emailMax),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(limits.passwordMax),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

export const sessionResponseSchema = z.object({ user: publicUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The `message` of each successful auth call that answers with one. */
export const authMessages = {
  loggedOut: 'Logged out',
} as const;

/** The sign-up form checks only that every field is filled in before sending. */
export const signupRequiredMessage = 'All fields are required';
export const passwordHint = 'Use at least 8 characters with letters, numbers and symbols.';
