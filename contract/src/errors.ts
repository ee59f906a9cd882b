import { z } from 'zod';

/** The error codes of the API, one per HTTP status it answers with on failure (docs/product.md). */
export const errorCodes = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'rate_limited',
  'internal',
  /** An outside site (Codeforces, ...) is down, slow or answered nonsense. */
  'upstream_unavailable',
  /** A dependency of ours (the database, Redis) is down. */
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const statusOfErrorCode: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  upstream_unavailable: 502,
  unavailable: 503,
};

/** Every failing response body: `{message, code, fields?}`; fields maps a bad field to its message. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Messages the user reads, shared so server and web say the same thing. */
export const errorMessages = {
  invalidCredentials: 'Invalid email or password',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You are not allowed to do that',
  notFound: 'Not found',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  tooLarge: 'The request is too large',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  accountLocked: 'Too many failed sign-in attempts. Try again later.',
  crossSite: 'Cross-site requests are not allowed',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'Upsolve cannot reach its database right now. Please try again shortly.',
} as const;
