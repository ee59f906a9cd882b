import { readFile, rm, writeFile } from 'node:fs/promises';

/** Raised when another live process already has the embedded database open. */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

async function lockHolder(file: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it. A pid
 * file guards it; a file left by a killed process (its pid is gone) is taken over.
 * Returns a function that releases the lock.
 */
export async function lockDataDirectory(directory: string): Promise<() => Promise<void>> {
  const file = `${directory}.pid`;
  const holder = await lockHolder(file);
  if (holder !== null && isAlive(holder)) {
    throw new DatabaseInUseError(
      `The embedded database in ${directory} is in use by process ${holder}. ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL database.',
    );
  }
  await writeFile(file, String(process.pid));
  return async () => {
    if ((await lockHolder(file)) === process.pid) await rm(file, { force: true });
  };
}
