import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const mainEntry = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Settings of the developer's shell that would point the server elsewhere. */
const droppedVariables = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL'];

interface Exit {
  code: number | null;
  /** Everything the process wrote, stdout and stderr together. */
  output: string;
}

/** Runs `node --import tsx src/main.ts` with `env` and waits for it to exit. */
async function runMain(env: Record<string, string>): Promise<Exit> {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !droppedVariables.includes(name) && !name.startsWith('TEST_'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', mainEntry], {
    env: { ...Object.fromEntries(inherited), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

function expectOneLine(exit: Exit, ...fragments: string[]): void {
  expect(exit.code, exit.output).toBe(1);
  const lines = exit.output.trim().split('\n');
  expect(lines, exit.output).toHaveLength(1);
  for (const fragment of fragments) expect(lines[0]).toContain(fragment);
}

let dataDir: string;
let busyPort: Server | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-main-'));
});

afterEach(async () => {
  if (busyPort !== undefined) await new Promise((resolve) => busyPort?.close(resolve));
  busyPort = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('start-up failures stop the server with exit code 1 and one line', () => {
  it('a bad setting names the variable', async () => {
    const exit = await runMain({ PORT: 'eighty', DATA_DIR: dataDir });
    expectOneLine(exit, 'Invalid configuration: PORT must be an integer', '"eighty"');
  });

  it('an unreachable DATABASE_URL names the address and the setting, without a stack', async () => {
    const exit = await runMain({ DATABASE_URL: 'postgres://127.0.0.1:1/upsolve', PORT: '0' });
    expectOneLine(exit, 'Cannot connect to the database at 127.0.0.1:1', 'DATABASE_URL');
  });

  // This one creates and migrates a fresh embedded database before it reaches listen().
  it('a port in use names the port and the setting', { timeout: 90_000 }, async () => {
    const server = createServer();
    busyPort = server;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('No port was assigned');

    const exit = await runMain({ PORT: String(address.port), DATA_DIR: dataDir });
    expectOneLine(exit, `Cannot listen on 127.0.0.1:${address.port} (EADDRINUSE)`, 'Set PORT');
  });
});
