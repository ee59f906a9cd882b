import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { lstat, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askServer, noServer } from '../admin/client.ts';
import { adminSocketPath } from '../admin/protocol.ts';
import type { AdminRequest } from '../admin/protocol.ts';
import { buildUser, signInAs } from '../test/factories.ts';
import type { TestUser } from '../test/factories.ts';
import { createTestApp, createTestDatabase, dropRedisKeys, useTestApp } from '../test/harness.ts';
import type { TestApp, TestDatabase } from '../test/harness.ts';

const redisUrl = process.env.TEST_REDIS_URL;

async function rolesSeenBy(app: TestApp, cookie: string): Promise<unknown> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/check-auth',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().user.roles;
}

function change(
  command: 'grant' | 'revoke',
  user: TestUser,
  role: 'admin' | 'moderator',
): AdminRequest {
  return { command, username: user.username, role, reason: '' };
}

/** Sends one raw line and resolves with the raw answer. */
function sendRaw(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const connection = net.connect(socketPath, () => connection.write(line));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (received += chunk));
    connection.once('end', () => resolve(received));
    connection.once('error', reject);
  });
}

/** Starts a process listening on `at`, then SIGKILLs it, as a crash would. */
async function leaveSocketOfKilledProcess(at: string): Promise<void> {
  const listener = spawn(
    process.execPath,
    [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(at)}, () => console.log('ready'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    listener.stdout.once('data', () => resolve());
    listener.once('exit', () => reject(new Error('the listener exited before it was ready')));
  });
  const exited = new Promise((resolve) => listener.once('exit', resolve));
  listener.kill('SIGKILL');
  await exited;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-admin-socket-'));
const socketPath = adminSocketPath(dataDir);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the admin socket of a running server', () => {
  const t = useTestApp({ adminSocketPath: socketPath });

  it('is a socket only its owner may open (mode 0600)', async () => {
    const info = await lstat(socketPath);
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('grants a role that the user’s session shows at once, without signing in again', async () => {
    const user = await buildUser(t.db);
    const cookie = await signInAs(t.app, user);
    // Looked up and cached before the grant.
    expect(await rolesSeenBy(t, cookie)).toEqual([]);
    const result = await askServer(socketPath, change('grant', user, 'moderator'));
    expect(result).toEqual({
      command: 'grant',
      username: user.username,
      role: 'moderator',
      changed: true,
    });
    expect(await rolesSeenBy(t, cookie)).toEqual(['moderator']);
    await askServer(socketPath, change('revoke', user, 'moderator'));
    expect(await rolesSeenBy(t, cookie)).toEqual([]);
  });

  it('answers a refusal the operator can act on, and garbage with an error, not a crash', async () => {
    await expect(
      askServer(socketPath, {
        command: 'grant',
        username: 'no-such-user',
        role: 'admin',
        reason: '',
      }),
    ).rejects.toThrow('No user is named "no-such-user".');
    expect(JSON.parse(await sendRaw(socketPath, 'not json\n'))).toEqual({
      ok: false,
      error: 'The request is not JSON.',
    });
    expect(JSON.parse(await sendRaw(socketPath, '{"command":"grant","role":"owner"}\n'))).toEqual({
      ok: false,
      error: 'The request is not one the server knows.',
    });
    expect(await askServer(socketPath, { command: 'list' })).toMatchObject({ command: 'list' });
  });

  it('answers stats of the server’s own process: memory, event-loop delay, handles, CPU time, its cache', async () => {
    const stats = await askServer(socketPath, { command: 'stats' });
    expect(stats).toMatchObject({
      command: 'stats',
      rssMiB: expect.any(Number),
      heapUsedMiB: expect.any(Number),
      eventLoopDelayMs: {
        mean: expect.any(Number),
        p99: expect.any(Number),
        max: expect.any(Number),
      },
      cache: { entries: expect.any(Number), weightMiB: expect.any(Number) },
    });
    if (stats === noServer || stats.command !== 'stats') throw new Error('No stats answered');
    expect(stats.rssMiB).toBeGreaterThan(stats.heapUsedMiB);
    // The admin socket's own connection, at least, is among the active handles.
    expect(Object.values(stats.handles).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    // Starting the server took CPU time, and it only ever adds up.
    expect(stats.cpuMs).toBeGreaterThan(0);
    const later = await askServer(socketPath, { command: 'stats' });
    if (later === noServer || later.command !== 'stats') throw new Error('No stats answered');
    expect(later.cpuMs).toBeGreaterThanOrEqual(stats.cpuMs);
  });
});

describe('the admin socket file across starts', () => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  const start = (at: string) => createTestApp({ database, adminSocketPath: at });

  it('is removed when the server stops, after which the command finds no server', async () => {
    const at = path.join(dataDir, 'stops.sock');
    const app = await start(at);
    expect((await stat(at)).isSocket()).toBe(true);
    await app.close();
    await expect(stat(at)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await askServer(at, { command: 'list' })).toBe(noServer);
  });

  it('left behind by a killed server, is replaced at the next start', async () => {
    const at = path.join(dataDir, 'stale.sock');
    // A process listening on it is killed: the file stays, and nothing answers on it.
    await leaveSocketOfKilledProcess(at);
    expect((await lstat(at)).isSocket()).toBe(true);
    expect(await askServer(at, { command: 'list' })).toBe(noServer);

    const app = await start(at);
    try {
      expect(await askServer(at, { command: 'list' })).toMatchObject({ command: 'list' });
    } finally {
      await app.close();
    }
  });

  it('refuses to start over a file that is not a socket, and leaves the file alone', async () => {
    const at = path.join(dataDir, 'not-a-socket.sock');
    await writeFile(at, 'notes');
    await expect(start(at)).rejects.toThrow(`${at} exists and is not a socket: move it away.`);
    expect((await stat(at)).isFile()).toBe(true);
  });
});

describe.runIf(redisUrl !== undefined)('a grant through one node of two, with Redis', () => {
  let database: TestDatabase | undefined;
  let nodes: TestApp[] = [];
  const prefix = `upsolve-test-${randomUUID()}:`;
  const at = path.join(dataDir, 'two-nodes.sock');
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix };
    nodes = [
      await createTestApp({ database, env, adminSocketPath: at }),
      await createTestApp({ database, env }),
    ];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database?.close();
    await dropRedisKeys(redisUrl ?? '', prefix);
  });

  it('reaches the session the other node had cached as soon as the other node hears of it', async () => {
    const [nodeA, nodeB] = nodes;
    if (nodeA === undefined || nodeB === undefined) throw new Error('the nodes did not start');
    const user = await buildUser(nodeA.db);
    const cookie = await signInAs(nodeA.app, user);
    expect(await rolesSeenBy(nodeB, cookie)).toEqual([]);
    const heardOnB = new Promise<string>((resolve) =>
      nodeB.app.bus.subscribe('roles-changed', resolve),
    );
    await askServer(at, change('grant', user, 'admin'));
    expect(await heardOnB).toBe(user.id);
    expect(await rolesSeenBy(nodeB, cookie)).toEqual(['admin']);
  });
});
