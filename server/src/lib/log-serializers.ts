import type { FastifyRequest } from 'fastify';

/**
 * What log lines may say of a request and of an error: never what users wrote (docs/product.md,
 * "Privacy"). Query strings keep their parameter names but not their values (a search term, a
 * cursor), and a failed query is logged as its SQL text without the values bound to it (a
 * message's content, a profile's bio), nor the database's "Failing row contains (...)" detail.
 */

const redacted = '[redacted]';

/** `/api/searchuser?query=ann&limit=5` → `/api/searchuser?query=[redacted]&limit=[redacted]`. */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=${redacted}`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** The fields of a database error that name what failed without quoting the data. */
const safeFields = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity'];

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

function hasQuery(error: Error): error is Error & { query: string } {
  return 'query' in error && typeof error.query === 'string';
}

export function serializeError(error: Error): SerializedError {
  return serializeCause(error, 0);
}

function serializeCause(error: unknown, depth: number): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redacted, stack: '' };
  // A failed Drizzle query's message is its SQL and then its values: keep the SQL alone.
  const message =
    hasQuery(error) && error.message.startsWith('Failed query:')
      ? `Failed query: ${error.query}`
      : error.message;
  const serialized: SerializedError = {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  if (hasQuery(error)) serialized.query = error.query;
  for (const field of safeFields) {
    const value: unknown = Reflect.get(error, field);
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 5) {
    serialized.cause = serializeCause(error.cause, depth + 1);
  }
  return serialized;
}
