import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorSchema, errorMessages, statusOfErrorCode } from '@upsolve/contract';
import { isDatabaseUnreachable } from '../lib/db-errors.ts';
import type { ApiErrorBody, ErrorCode } from '@upsolve/contract';

/** A failure the client should see: mapped by the error handler to `{message, code, fields?}`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>;

  /** `statusCode` differs from the code's usual status only for a framework's exact 4xx (415, 416, ...). */
  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    headers: Record<string, string> = {},
    statusCode: number = statusOfErrorCode[code],
  ) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.fields = fields;
    this.headers = headers;
  }
}

export const notFound = (message: string = errorMessages.notFound) =>
  new AppError('not_found', message);
export const forbidden = (message: string = errorMessages.forbidden) =>
  new AppError('forbidden', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('conflict', message, fields);
export const unauthenticated = (message: string = errorMessages.unauthenticated) =>
  new AppError('unauthenticated', message);
export const validationError = (fields: Record<string, string>, message?: string) =>
  new AppError('validation', message ?? Object.values(fields)[0] ?? 'Invalid request', fields);
export const rateLimited = (
  retryAfterSeconds: number,
  message: string = errorMessages.rateLimited,
) =>
  new AppError('rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** The database could not be reached: try again shortly (a few seconds, as a restart takes). */
export const databaseUnavailable = () =>
  new AppError('unavailable', errorMessages.unavailable, undefined, { 'retry-after': '5' });

/** The `response` entries of a route's failures: each status answers `{message, code, fields?}`. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  const entries = statuses.map((status) => [status, apiErrorSchema] as const);
  return Object.fromEntries(entries) as Record<Status, typeof apiErrorSchema>;
}

/** Field path as the client names it: `platform.rating`, or the part (`body`) when empty. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path === '' ? (context ?? 'body') : path;
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const name = fieldName(issue.instancePath, error.validationContext);
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Any error carrying an HTTP status: Fastify's own, and plugins' (http-errors from @fastify/static). */
type StatusError = Error & { statusCode?: unknown; status?: unknown; code?: unknown };

function statusOf(error: StatusError): number | null {
  const status = typeof error.statusCode === 'number' ? error.statusCode : error.status;
  return typeof status === 'number' && Number.isInteger(status) ? status : null;
}

/**
 * The contract's code nearest to a 4xx status a framework answered with. The status itself is
 * kept (a client or proxy may rely on 405, 415, 416), so only the code is approximate.
 */
export function codeOfClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
    case 405:
    case 410:
      return 'not_found';
    case 409:
    case 412:
      return 'conflict';
    case 413:
    case 414:
    case 431:
      return 'too_large';
    case 429:
      return 'rate_limited';
    default:
      return 'validation';
  }
}

/** Fastify's client errors whose own message is a developer's; each gets one the user can act on. */
const knownClientErrors: Record<string, () => AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('too_large', errorMessages.tooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError(
      'validation',
      'Unsupported content type: send the request body as JSON',
      { body: 'Use Content-Type: application/json' },
      {},
      415,
    ),
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new AppError('validation', 'The request body is not valid JSON', {
      body: 'Not valid JSON',
    }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError('validation', 'The request body is empty but its content type is JSON', {
      body: 'Required',
    }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('validation', 'The request body does not match its Content-Length'),
  FST_ERR_BAD_URL: () => new AppError('validation', 'The request URL is malformed'),
};

/** Client errors raised by Fastify or a plugin keep their 4xx status; 5xx are not client errors. */
function clientErrorOf(error: StatusError): AppError | null {
  const known = typeof error.code === 'string' ? knownClientErrors[error.code] : undefined;
  if (known !== undefined) return known();
  const status = statusOf(error);
  if (status === null || status < 400 || status > 499) return null;
  if (status === 404) return notFound();
  const code = codeOfClientStatus(status);
  // The status text, not the error's message: a plugin's message may describe server internals.
  return new AppError(code, STATUS_CODES[status] ?? 'Bad request', undefined, {}, status);
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (!(error instanceof Error)) return null;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    return validationError(fields);
  }
  if (isDatabaseUnreachable(error)) return databaseUnavailable();
  return clientErrorOf(error);
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ApiErrorBody = { message: error.message, code: error.code };
  if (error.fields !== undefined) body.fields = error.fields;
  return reply.code(error.statusCode).headers(error.headers).type('application/json').send(body);
}

function handleError(
  this: FastifyInstance,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const appError = toAppError(error);
  if (appError !== null) {
    if (appError.code === 'unavailable') request.log.warn({ err: error }, 'database unreachable');
    else if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, appError);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, new AppError('internal', errorMessages.internal));
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL) skip the
 * error handler and the onRequest hooks, and would otherwise leave in Fastify's own shape.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header('x-request-id', request.id);
  void handleError.call(request.server, error, request, reply);
}

/** One error handler for the whole app: every failure leaves as `{message, code, fields?}`. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'upsolve-errors' },
);
