import { readFileSync } from 'node:fs';
import { link, readFile, rm, writeFile } from 'node:fs/promises';

/** Raised when another live process already has the embedded database open. */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/**
 * Whether `pid` has died and only waits to be reaped: a zombie (`Z`) or already being reaped
 * (`X`), read from /proc/{pid}/stat, whose state follows the command name in parentheses. A
 * server killed with SIGKILL stays a zombie until its parent (npm start's script, or a container's
 * init) collects it, and `kill(pid, 0)` cannot tell it from a live one. Where there is no /proc,
 * nothing is known, and the process counts as alive.
 */
export function isDeadButNotReaped(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  // Our own pid in the file is a leftover of an earlier run (a restarted container is pid 1 again).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === 'EPERM' && !isDeadButNotReaped(pid);
  }
  return !isDeadButNotReaped(pid);
}

/** The pid in a lock file; null when the file is unreadable or holds no pid. */
async function lockHolder(file: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Creates `file` only if it does not exist. A hard link of a complete draft is an exclusive create
 * whose content is there from the first instant; an open with 'wx' followed by a write would let
 * a rival read an empty file in between and take it for a stale one.
 */
async function createExclusive(draft: string, file: string): Promise<boolean> {
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

function inUse(directory: string, holder: number): DatabaseInUseError {
  return new DatabaseInUseError(
    `The embedded database in ${directory} is in use by process ${holder}. ` +
      'Stop that process first, or set DATABASE_URL to share a PostgreSQL database.',
  );
}

/**
 * Clears a stale lock file and takes the lock, holding a second exclusive file (`takeover`) while
 * it does, so that of several processes finding the same stale lock only one clears it: without
 * it, one could remove the lock another had just taken. Inside, the holder is read again, since a
 * rival may have finished its own takeover in between. Returns false when the lock went to a rival
 * (the caller looks again).
 */
async function takeOver(directory: string, file: string, draft: string): Promise<boolean> {
  const takeover = `${file}.takeover`;
  if (!(await createExclusive(draft, takeover))) {
    const rival = await lockHolder(takeover);
    // Gone already: the rival finished; look again.
    if (rival === null) return false;
    if (isAlive(rival)) throw inUse(directory, rival);
    // Left by a process killed in the middle of a takeover: clear it and look again.
    await rm(takeover, { force: true });
    return false;
  }
  try {
    const holder = await lockHolder(file);
    if (holder !== null && isAlive(holder)) throw inUse(directory, holder);
    await rm(file, { force: true });
    return createExclusive(draft, file);
  } finally {
    await rm(takeover, { force: true });
  }
}

/** Each pass takes the lock, finds a live holder, or clears one stale file; rivals are few. */
const maxAttempts = 5;

async function acquire(directory: string, file: string, draft: string): Promise<void> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    if (await createExclusive(draft, file)) return;
    const holder = await lockHolder(file);
    if (holder !== null && isAlive(holder)) throw inUse(directory, holder);
    if (await takeOver(directory, file, draft)) return;
  }
  throw new DatabaseInUseError(
    `Could not lock the embedded database in ${directory}: other processes keep taking it.`,
  );
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it. A pid
 * file next to it is created exclusively, so of two processes starting at once only one gets it;
 * a file left by a killed process (its pid is gone) is taken over.
 * Returns a function that releases the lock.
 */
export async function lockDataDirectory(directory: string): Promise<() => Promise<void>> {
  const file = `${directory}.pid`;
  const draft = `${file}.${process.pid}.draft`;
  await writeFile(draft, String(process.pid));
  try {
    await acquire(directory, file, draft);
  } finally {
    await rm(draft, { force: true });
  }
  return async () => {
    if ((await lockHolder(file)) === process.pid) await rm(file, { force: true });
  };
}
