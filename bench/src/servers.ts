import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  makeBuilds,
  repoRoot,
  serverArguments,
  startEnvironment,
  staleBuilds,
} from '../../scripts/builds.mjs';
import { configVariables } from '../../server/src/config.ts';
import type { Captured } from './http.ts';
import { freePort, waitUntilReady } from './process.ts';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** The real server: its process is the Node.js process that serves (no wrapper in between). */
export interface RealServer extends RunningServer {
  pid: number;
}

/** Builds what is missing or older than its sources, as `npm start` does before it starts. */
export async function buildStale(): Promise<void> {
  if ((await makeBuilds(staleBuilds())) !== 0) throw new Error('The build failed');
}

/** Every rate limit raised out of reach, through its setting, as an operator would for a bench. */
const unlimited = Object.fromEntries(
  configVariables
    .filter((variable) => variable.name.startsWith('RATE_LIMIT_'))
    .map((variable) => [variable.name, '1000000000']),
);

/** Where the real server keeps its data: a DATA_DIR (embedded) or a PostgreSQL URL. */
export type Storage = { dataDir: string } | { databaseUrl: string };

const outputLimitChars = 20_000;
/** A log line of the server's at pino's level error (50) or fatal (60). */
const serverErrorLine = /^\{"level":(50|60),/;

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The server bundle, started with the command `npm start` runs, on a free port. `settings` adds
 * variables of the bench's choosing (REDIS_URL and REDIS_PREFIX for several nodes).
 */
export async function startRealServer(
  storage: Storage,
  settings: Record<string, string> = {},
): Promise<RealServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The developer's shell may point at another database, Redis or port: the bench decides these.
  const { DATABASE_URL, DATA_DIR, REDIS_URL, PORT, HOST, PUBLIC_URL, ...inherited } = process.env;
  const child = spawn(process.execPath, serverArguments, {
    cwd: repoRoot,
    env: startEnvironment({
      ...inherited,
      ...unlimited,
      ...('dataDir' in storage ? { DATA_DIR: storage.dataDir } : {}),
      ...('databaseUrl' in storage ? { DATABASE_URL: storage.databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...settings,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let unfinishedLine = '';
  const append = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-outputLimitChars);
    // A server error (a 500 the bench will stop on, say) is shown as it happens, with its stack.
    const lines = (unfinishedLine + text).split('\n');
    unfinishedLine = lines.pop() ?? '';
    for (const line of lines) {
      if (serverErrorLine.test(line)) process.stderr.write(`server ${port}: ${line}\n`);
    }
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  try {
    await waitUntilReady(origin, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`The server did not start: ${String(error)}\n${output}`, { cause: error });
  }
  const { pid } = child;
  if (pid === undefined) throw new Error('The server process has no pid');
  return { origin, pid, stop: () => stopChild(child) };
}

/** What the bench sends the bare server: the answers to replay, keyed by request. */
export interface ReplayMessage {
  replies: { key: string; status: number; rawHeaders: string[]; body: Uint8Array }[];
}

/** Headers Node's own HTTP server writes itself; every other one is replayed as captured. */
const writtenByNode = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function replayedHeaders(rawHeaders: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] ?? '';
    if (!writtenByNode.has(name.toLowerCase())) kept.push(name, rawHeaders[index + 1] ?? '');
  }
  return kept;
}

export interface BareServer extends RunningServer {
  /** From now on, answers each key with its captured response (and only those). */
  replay: (captured: ReadonlyMap<string, Captured>) => Promise<void>;
}

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = () => reject(new Error(`The bare server exited (${child.exitCode})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

/** The bare `node:http` server (bare-server.ts) in a child process of its own. */
export async function startBareServer(): Promise<BareServer> {
  const port = await freePort();
  const child = fork(new URL('./bare-server.ts', import.meta.url), [String(port)], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await nextMessage(child);
  return {
    origin: `http://127.0.0.1:${port}`,
    replay: async (captured) => {
      const replies = [...captured].map(([key, response]) => ({
        key,
        status: response.status,
        rawHeaders: replayedHeaders(response.rawHeaders),
        body: response.body,
      }));
      const loaded = nextMessage(child);
      child.send({ replies } satisfies ReplayMessage);
      await loaded;
    },
    stop: () => stopChild(child),
  };
}
