import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, isDeadButNotReaped, lockDataDirectory } from './data-dir-lock.ts';

let parent: string;
let directory: string;
let lockFile: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'upsolve-lock-'));
  directory = path.join(parent, 'db');
  lockFile = `${directory}.pid`;
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** The pid of a process that has exited: what a SIGKILLed server leaves in its lock file. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  if (child.pid === undefined) throw new Error('The short-lived child got no pid');
  return child.pid;
}

/**
 * A process that has died but is not reaped, what a SIGKILLed server is until its parent collects
 * it: `sh` starts a short `sleep` in the background and replaces itself with a `sleep` that never waits for
 * it. Resolves with the zombie's pid once /proc says it is one; `stop` ends the sleep (and so the
 * zombie, which init then reaps).
 */
async function zombie(): Promise<{ pid: number; stop: () => Promise<void> }> {
  const parentProcess = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (parentProcess.stdout === null) throw new Error('The zombie’s parent has no stdout');
  const [line] = await once(createInterface({ input: parentProcess.stdout }), 'line');
  const pid = Number(line);
  const stop = async () => {
    const exited = once(parentProcess, 'exit');
    parentProcess.kill('SIGKILL');
    await exited;
  };
  // The short sleep ends a moment after its parent became the long one; then it is a zombie.
  await expect.poll(() => isDeadButNotReaped(pid), { interval: 10, timeout: 5_000 }).toBe(true);
  return { pid, stop };
}

/**
 * A separate process that loads the lock module, says `ready`, takes the lock on `go`, prints
 * `locked` or `in use`, and holds what it got until its stdin closes.
 */
const contenderScript = `
import { createInterface } from 'node:readline';
const { lockDataDirectory } = await import(${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).href)});
const lines = createInterface({ input: process.stdin });
let release = async () => {};
console.log('ready');
for await (const line of lines) {
  if (line !== 'go') continue;
  try {
    release = await lockDataDirectory(process.argv[1]);
    console.log('locked');
  } catch (error) {
    console.log(error.name === 'DatabaseInUseError' ? 'in use' : 'failed: ' + error.message);
  }
}
await release();
`;

interface Contender {
  child: ChildProcess;
  nextLine: () => Promise<string>;
}

function startContender(): Contender {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', contenderScript, directory],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  if (child.stdout === null) throw new Error('The contender has no stdout');
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child,
    nextLine: async () => {
      const next = await lines.next();
      if (next.done === true) throw new Error('The contender exited without answering');
      return String(next.value);
    },
  };
}

/** Starts contenders, lets them all try the lock at the same instant, and returns their answers. */
async function raceForTheLock(count: number): Promise<string[]> {
  const contenders = Array.from({ length: count }, startContender);
  try {
    expect(await Promise.all(contenders.map((contender) => contender.nextLine()))).toEqual(
      contenders.map(() => 'ready'),
    );
    for (const { child } of contenders) child.stdin?.write('go\n');
    return await Promise.all(contenders.map((contender) => contender.nextLine()));
  } finally {
    await Promise.all(
      contenders.map(async ({ child }) => {
        const exited = once(child, 'exit');
        child.stdin?.end();
        await exited;
      }),
    );
  }
}

describe('lockDataDirectory', () => {
  it('records this process in the lock file and removes it on release', async () => {
    const release = await lockDataDirectory(directory);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    // No working files are left beside it.
    expect(await readdir(parent)).toEqual(['db.pid']);
    await release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a database a live process holds, naming that process, and leaves its lock alone', async () => {
    await writeFile(lockFile, String(process.ppid));
    const attempt = lockDataDirectory(directory);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(attempt).rejects.toThrow(`in use by process ${process.ppid}`);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a killed process', async () => {
    await writeFile(lockFile, String(await deadPid()));
    const release = await lockDataDirectory(directory);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('takes over a lock held by a killed process that is not reaped yet (a zombie)', async () => {
    const killed = await zombie();
    try {
      await writeFile(lockFile, String(killed.pid));
      const release = await lockDataDirectory(directory);
      expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
      await release();
    } finally {
      await killed.stop();
    }
  });

  it('takes over when the killed process died in the middle of its own takeover', async () => {
    const killed = String(await deadPid());
    await writeFile(lockFile, killed);
    await writeFile(`${lockFile}.takeover`, killed);
    const release = await lockDataDirectory(directory);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    expect(await readdir(parent)).toEqual(['db.pid']);
    await release();
  });

  it('lets exactly one of several processes starting at once take a free lock', async () => {
    const answers = await raceForTheLock(4);
    expect(answers.sort()).toEqual(['in use', 'in use', 'in use', 'locked']);
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    await writeFile(lockFile, String(await deadPid()));
    const answers = await raceForTheLock(4);
    expect(answers.sort()).toEqual(['in use', 'in use', 'in use', 'locked']);
  });
});
