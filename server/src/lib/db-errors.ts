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
