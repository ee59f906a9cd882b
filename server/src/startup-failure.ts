import { ConfigError } from './config.ts';
import { DatabaseInUseError } from './db/data-dir-lock.ts';
import { MigrationError } from './db/migrate.ts';

/** What Node and pg put on system errors (ECONNREFUSED, EADDRINUSE, ...). */
interface SystemErrorFields {
  code?: unknown;
  syscall?: unknown;
  address?: unknown;
  port?: unknown;
}

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function fieldsOf(error: unknown): SystemErrorFields {
  if (typeof error !== 'object' || error === null) return {};
  // Connecting to a name with several addresses fails with an AggregateError whose own message is
  // empty; its first inner error says where.
  if (error instanceof AggregateError) {
    const [first] = error.errors as unknown[];
    return { ...fieldsOf(first), ...(error as SystemErrorFields) };
  }
  return error;
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.message === '') {
    return (error.errors as unknown[]).map(messageOf).join('; ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Stack traces and multi-line driver messages do not belong on an operator's one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function whereOf(fields: SystemErrorFields): string {
  const address = typeof fields.address === 'string' ? fields.address : 'the host';
  return typeof fields.port === 'number' ? `${address}:${fields.port}` : address;
}

/**
 * The single line printed when the server cannot start. Errors we raise ourselves already say what
 * to do; a port in use or an unreachable database is named with the setting to change.
 */
export function startupFailureMessage(error: unknown): string {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof MigrationError
  ) {
    return oneLine(error.message);
  }
  const fields = fieldsOf(error);
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (fields.syscall === 'listen' && code !== undefined) {
    return `Cannot listen on ${whereOf(fields)} (${code}). Set PORT or HOST.`;
  }
  if (code !== undefined && connectionCodes.has(code)) {
    return (
      `Cannot connect to the database at ${whereOf(fields)} (${code}). ` +
      'Check DATABASE_URL and that PostgreSQL is running.'
    );
  }
  return oneLine(`Upsolve could not start: ${messageOf(error)}`);
}
