/** Reads PostgreSQL error fields through Drizzle's wrapper (`DrizzleQueryError.cause`). */
interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* errorChain(error: unknown): Generator<PostgresErrorFields> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields: PostgresErrorFields = current;
    yield fields;
    current = fields.cause;
  }
}

/**
 * When `error` is a unique violation (SQLSTATE 23505), the name of the violated constraint or
 * index; otherwise null. Callers map the name to a 409 naming the field.
 */
export function uniqueViolation(error: unknown): string | null {
  for (const fields of errorChain(error)) {
    if (fields.code !== '23505') continue;
    if (typeof fields.constraint === 'string') return fields.constraint;
    const message = typeof fields.message === 'string' ? fields.message : '';
    return /constraint "([^"]+)"/.exec(message)?.[1] ?? '';
  }
  return null;
}

/** SQLSTATE 23503: the row refers to something that no longer exists. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const fields of errorChain(error)) {
    if (fields.code === '23503') return true;
  }
  return false;
}

/** SQLSTATE 40P01: PostgreSQL ended this statement to break a deadlock; trying again is safe. */
export function isDeadlock(error: unknown): boolean {
  for (const fields of errorChain(error)) {
    if (fields.code === '40P01') return true;
  }
  return false;
}

/** Node's socket errors when the database's address refuses, resets or never answers. */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg's own words when a connection ends under a query or cannot be had (it gives them no code),
 * and the pool's when no connection came within its timeout.
 */
const connectionLostMessage =
  /^(?:Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/**
 * Whether the database could not be reached for this query (stopped, restarting, the network
 * gone): SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting), a
 * refused or reset socket, or pg's messages for a lost connection. Such a request answers 503, not
 * 500: nothing is wrong with it, and the pool connects anew once the database is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const fields of errorChain(error)) {
    const { code, message } = fields;
    if (typeof code === 'string') {
      if (code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
      if (connectionErrorCodes.has(code)) return true;
    }
    if (typeof message === 'string' && connectionLostMessage.test(message)) return true;
  }
  return false;
}

/**
 * SQLSTATE 22023 naming a time zone: the database's zone list lacks a name the runtime's
 * (Intl's, which checked it) knows, e.g. a zone newer than the database's tzdata.
 */
export function isUnknownTimeZone(error: unknown): boolean {
  for (const fields of errorChain(error)) {
    const message = typeof fields.message === 'string' ? fields.message : '';
    if (fields.code === '22023' && message.includes('time zone')) return true;
  }
  return false;
}
