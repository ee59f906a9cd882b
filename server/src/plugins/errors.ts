import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages, statusOfErrorCode } from '@upsolve/contract';
import type { ApiErrorBody, ErrorCode } from '@upsolve/contract';

/** A failure the client should see: mapped by the error handler to `{message, code, fields?}`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = code;
    this.statusCode = statusOfErrorCode[code];
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

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Fastify's own client errors (bad JSON, wrong content type, ...) keep their 4xx meaning. */
function clientErrorOf(error: FastifyError): AppError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return new AppError('too_large', errorMessages.tooLarge);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return new AppError('validation', 'Send the request body as JSON', {
      body: 'Unsupported content type',
    });
  }
  if (error.statusCode === 400) {
    return new AppError('validation', 'The request body is not valid JSON', {
      body: error.message,
    });
  }
  if (error.statusCode === 404) return notFound();
  return null;
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (!isFastifyError(error)) return null;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    return validationError(fields);
  }
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
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, appError);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, new AppError('internal', errorMessages.internal));
}

/** One error handler for the whole app: every failure leaves as `{message, code, fields?}`. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'upsolve-errors' },
);
