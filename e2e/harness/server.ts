import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverArguments, startEnvironment, staleBuilds } from '../../scripts/builds.mjs';
import { outsideSitesEnv } from '../../server/src/test/outside-sites/fake-sites.ts';
import { repoRoot } from './paths.ts';

export interface ServerOptions {
  /** Extra environment for the server, e.g. raised rate limits or DATABASE_URL. */
  env?: Record<string, string>;
  /** Name shown in failure messages when a test runs several servers. */
  name?: string;
  /**
   * A data directory the caller owns (e.g. one a killed server left behind): used as it is and
   * kept when the server stops. By default each server gets a fresh one, removed on stop.
   */
  dataDir?: string;
  /**
   * Start through `npm start`'s script (scripts/start.mjs, which then runs the bundle) instead of
   * the bundle itself. Signals reach the server through the script, so kill() stops the script.
   */
  throughNpmStart?: boolean;
  /**
   * Run as a supervisor (systemd, a container runtime) runs it: `npm start` in a process group of
   * its own, so stop() and kill() signal the whole group, npm, its script and the server together.
   */
  supervised?: boolean;
}

export interface RunningServer {
  name: string;
  /** Origin of the server, e.g. http://127.0.0.1:40123 (no trailing slash). */
  origin: string;
  /** Its data directory (the embedded database, the admin socket). */
  dataDir: string;
  /** The server's stdout and stderr so far, for failure messages. */
  output: () => string;
  /**
   * Resolves once the server has printed `fragment`, or a line matching it (stdout and stderr are
   * read apart from HTTP).
   */
  printed: (fragment: string | RegExp) => Promise<void>;
  /** SIGTERM (or `signal`, e.g. a terminal's SIGINT), then expects a graceful exit with code 0. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown code runs. Resolves once it is gone. */
  kill: () => Promise<void>;
}

const readyDeadlineMs = 90_000;
const readyPollIntervalMs = 100;
const stopDeadlineMs = 15_000;
const outputLimitChars = 200_000;

/** Variables of the developer's shell that would point the test server at the wrong place. */
const inheritedVariablesToDrop = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  'ALLOWED_ORIGINS',
  'NODE_ENV',
  'TEST_DATABASE_URL',
  'TEST_REDIS_URL',
];

/**
 * The tests run what `npm start` runs, the built web app and server bundle, so both must match
 * their sources: a stale build would test yesterday's code.
 */
export function assertBuilt(): void {
  const stale = staleBuilds();
  if (stale.length === 0) return;
  throw new Error(
    `The end-to-end tests run the built app, but the ${stale.join(' and ')} build is missing or ` +
      'older than its sources. Run `npm run build` first (`npm test` does this for you).',
  );
}

/** A port that was free a moment ago: listen on port 0, read the port the OS chose, close. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the port of a probe socket'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

/**
 * No test server reaches the internet: every outside site's base URL points at a port nobody
 * listens on (the discard port), unless a test gives the address of its fake sites.
 */
const unreachableOutsideSites = outsideSitesEnv('http://127.0.0.1:9');

function serverEnvironment(port: number, dataDir: string, extra: Record<string, string>) {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !inheritedVariablesToDrop.includes(name) && !name.startsWith('VITEST'),
  );
  return {
    ...Object.fromEntries(inherited),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...unreachableOutsideSites,
    ...extra,
  };
}

function exitDescription(child: ChildProcess): string {
  if (child.signalCode !== null) return `was killed by ${child.signalCode}`;
  return `exited with code ${String(child.exitCode)}`;
}

/**
 * Resolves true once the process has exited and every holder of its output pipes has closed them,
 * false after `timeoutMs`. Under npm the server inherits the pipes, so 'close' (not 'exit', which
 * npm can reach first) means the server is gone too and all it printed has been read.
 */
function closedWithin(closed: Promise<void>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    void closed.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function isReady(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the real server as `npm start` does (`node --enable-source-maps server/dist/main.js`) on a free port with a fresh data
 * directory (or `options.dataDir`), and resolves once GET /api/ready answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  assertBuilt();
  const name = options.name ?? 'server';
  const port = await findFreePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'upsolve-e2e-')));
  const origin = `http://127.0.0.1:${port}`;
  const entry = options.throughNpmStart
    ? [path.join(repoRoot, 'scripts', 'start.mjs')]
    : serverArguments;
  // As npm start runs the server (start.mjs adds nothing to what is already there).
  const environment = startEnvironment(serverEnvironment(port, dataDir, options.env ?? {}));
  const child = options.supervised
    ? spawn('npm', ['start', '--silent'], {
        cwd: repoRoot,
        env: environment,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
    : spawn(process.execPath, entry, {
        cwd: repoRoot,
        env: environment,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    if (options.supervised && child.pid !== undefined) process.kill(-child.pid, name);
    else child.kill(name);
  };

  let output = '';
  const outputEvents = new EventEmitter();
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputLimitChars);
    outputEvents.emit('data');
  };
  const printed = (fragment: string | RegExp) =>
    new Promise<void>((resolve) => {
      const check = () => {
        const found =
          typeof fragment === 'string' ? output.includes(fragment) : fragment.test(output);
        if (!found) return;
        outputEvents.off('data', check);
        resolve();
      };
      outputEvents.on('data', check);
      check();
    });
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const describeOutput = () => (output.trim() === '' ? '(no output)' : output.trimEnd());

  const removeDataDir = async () => {
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  };

  // A server the test killed has nothing left to stop: its graceful shutdown was never wanted.
  let killedOnPurpose = false;
  const stop = async (stopSignal: NodeJS.Signals = 'SIGTERM') => {
    if (killedOnPurpose) return;
    if (child.exitCode === null && child.signalCode === null) signal(stopSignal);
    const exited = await closedWithin(closed, stopDeadlineMs);
    if (!exited) {
      signal('SIGKILL');
      await closedWithin(closed, stopDeadlineMs);
      await removeDataDir();
      throw new Error(
        `The ${name} did not exit within ${stopDeadlineMs} ms of SIGTERM (graceful shutdown hangs).\n` +
          `Server output:\n${describeOutput()}`,
      );
    }
    await removeDataDir();
    // npm, signalled with its group, ends itself by that signal once its script has exited (as a
    // shell's convention asks); the server's own graceful exit shows in its last line, all of
    // which has been read once the pipes closed.
    const npmEndedBySignal = options.supervised === true && child.signalCode === stopSignal;
    const graceful = npmEndedBySignal ? output.includes('Upsolve stopped.') : child.exitCode === 0;
    if (!graceful) {
      throw new Error(
        `The ${name} ${exitDescription(child)} on ${stopSignal}; a graceful shutdown exits with code 0.\n` +
          `Server output:\n${describeOutput()}`,
      );
    }
  };

  const kill = async () => {
    killedOnPurpose = true;
    if (child.exitCode === null && child.signalCode === null) signal('SIGKILL');
    const exited = await closedWithin(closed, stopDeadlineMs);
    await removeDataDir();
    if (!exited) throw new Error(`The ${name} did not exit within ${stopDeadlineMs} ms of SIGKILL`);
  };

  const deadline = Date.now() + readyDeadlineMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await removeDataDir();
      throw new Error(
        `The ${name} ${exitDescription(child)} before it was ready.\nServer output:\n${describeOutput()}`,
      );
    }
    if (await isReady(origin)) break;
    if (Date.now() > deadline) {
      await stop().catch(() => undefined);
      throw new Error(
        `The ${name} did not answer 200 on ${origin}/api/ready within ${readyDeadlineMs} ms.\n` +
          `Server output:\n${describeOutput()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, readyPollIntervalMs));
  }

  return { name, origin, dataDir, output: describeOutput, printed, stop, kill };
}
