import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeAi } from '../../server/src/test/fake-ai-server.ts';
import {
  fixture,
  outsideSitesEnv,
  startFakeSites,
} from '../../server/src/test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { errorMessages } from '@upsolve/contract';
import { createTemporaryDatabase } from '../harness/postgres.ts';
import { startServer } from '../harness/server.ts';
import type { RunningServer } from '../harness/server.ts';
import { startTcpProxy } from '../harness/tcp-proxy.ts';
import { dropRedisKeys } from '../harness/nodes.ts';
import { uniqueUser } from '../harness/users.ts';

/**
 * A bad day, one fault at a time (docs/security.md, "Faults"): the process killed in the middle
 * of writes, and a shutdown with requests and sockets still open.
 */

const raisedLimits = { RATE_LIMIT_SIGNUP_PER_HOUR: '1000', RATE_LIMIT_WRITES_PER_MIN: '100000' };

function problemBody(title: string) {
  return {
    title,
    link: `https://example.com/faults/${encodeURIComponent(title)}`,
    problemstatement: {
      statement: 'Count the writes that survived.',
      input: 'None.',
      output: 'All of them.',
      exampleinput: '1',
      exampleoutput: '1',
    },
    platform: { name: 'Other', rating: 3 },
  };
}

async function signedUpUser(server: RunningServer): Promise<{ id: string; cookie: string }> {
  const signup = await callApi(server.origin, 'POST', '/signup', { body: uniqueUser('faults') });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const { user } = signup.body as { user: { _id: string } };
  return { id: user._id, cookie: sessionCookieFrom(signup) };
}

/** A browser-like socket of `cookie` on `server`, connected, kept in `sockets` to close. */
async function connected(server: RunningServer, cookie: string, sockets: Socket[]) {
  const socket = io(server.origin, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie, origin: server.origin },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const nextMessage = (socket: Socket) =>
  new Promise<unknown>((resolve) => socket.once('newMessage', resolve));

async function signedUp(server: RunningServer): Promise<string> {
  const signup = await callApi(server.origin, 'POST', '/signup', { body: uniqueUser('faults') });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  return sessionCookieFrom(signup);
}

/**
 * Eight writers add problems as fast as the server answers; once `acknowledgedBeforeKill` were
 * answered 201 the server gets a SIGKILL while the writers keep sending. Resolves the ids the
 * server said it had stored.
 */
async function writeThroughKill(
  server: RunningServer,
  cookie: string,
  acknowledgedBeforeKill: number,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let killing: Promise<void> | undefined;
  let stopped = false;
  const writer = async (writerIndex: number) => {
    for (let attempt = 0; !stopped; attempt += 1) {
      const body = problemBody(`Burst ${writerIndex}-${attempt}`);
      const response = await callApi(server.origin, 'POST', '/addproblem', { body, cookie }).catch(
        () => null,
      );
      // A refused connection or a reset: the process is gone, and this write was never answered.
      if (response === null) {
        stopped = true;
        return;
      }
      if (response.status !== 201) continue;
      const { problem } = response.body as { problem: { _id: string } };
      acknowledged.push(problem._id);
      if (acknowledged.length >= acknowledgedBeforeKill) killing ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, index) => writer(index)));
  await killing;
  return acknowledged;
}

async function expectAllStored(server: RunningServer, cookie: string, ids: string[]) {
  const missing: string[] = [];
  for (const id of ids) {
    const response = await callApi(server.origin, 'GET', `/problem/${id}`, { cookie });
    if (response.status !== 200) missing.push(`${id}: ${response.status}`);
  }
  expect(missing, 'problems answered 201 before the SIGKILL but gone after the restart').toEqual(
    [],
  );
}

describe('a SIGKILL during a burst of writes', () => {
  test('loses no write answered 2xx on the embedded database, and restarts at once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-faults-'));
    let restarted: RunningServer | undefined;
    try {
      const first = await startServer({ name: 'embedded, killed', dataDir, env: raisedLimits });
      const cookie = await signedUp(first);
      const acknowledged = await writeThroughKill(first, cookie, 40);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      restarted = await startServer({ name: 'embedded, restarted', dataDir, env: raisedLimits });
      await expectAllStored(restarted, cookie, acknowledged);
    } finally {
      await restarted?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.CI && adminDatabaseUrl === undefined) {
    throw new Error('CI is set, so the PostgreSQL fault tests need TEST_DATABASE_URL.');
  }
  test.runIf(adminDatabaseUrl !== undefined)(
    'loses no write answered 2xx on PostgreSQL',
    async () => {
      if (adminDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
      const database = await createTemporaryDatabase(adminDatabaseUrl);
      let restarted: RunningServer | undefined;
      try {
        const env = { ...raisedLimits, DATABASE_URL: database.url };
        const first = await startServer({ name: 'PostgreSQL, killed', env });
        const cookie = await signedUp(first);
        const acknowledged = await writeThroughKill(first, cookie, 40);
        restarted = await startServer({ name: 'PostgreSQL, restarted', env });
        await expectAllStored(restarted, cookie, acknowledged);
      } finally {
        await restarted?.stop();
        await database.drop();
      }
    },
  );
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl !== undefined)('PostgreSQL going away under load', () => {
  test('answers 503 with a message while it is gone, and recovers without a restart', async () => {
    if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
    const database = await createTemporaryDatabase(adminUrl);
    const direct = new URL(database.url);
    const proxy = await startTcpProxy({
      host: direct.hostname,
      port: Number(direct.port === '' ? '5432' : direct.port),
    });
    const relayed = new URL(database.url);
    relayed.host = proxy.host;
    const server = await startServer({
      name: 'PostgreSQL through a relay',
      env: { ...raisedLimits, DATABASE_URL: relayed.toString() },
    });
    try {
      const cookie = await signedUp(server);
      const write = (title: string) =>
        callApi(server.origin, 'POST', '/addproblem', { body: problemBody(title), cookie });
      expect((await write('Before the outage')).status).toBe(201);

      proxy.cut();
      // Writes and readiness checks at once, while the database is gone: each answers at once.
      const during = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          index % 2 === 0
            ? write(`During the outage ${index}`)
            : callApi(server.origin, 'GET', '/ready'),
        ),
      );
      for (const response of during) {
        expect(response.status, JSON.stringify(response.body)).toBe(503);
      }
      const refusedWrites = during.filter((_, index) => index % 2 === 0);
      for (const response of refusedWrites) {
        expect(response.body).toEqual({ code: 'unavailable', message: errorMessages.unavailable });
        expect(response.headers['retry-after']).toBe('5');
      }

      proxy.restore();
      expect((await callApi(server.origin, 'GET', '/ready')).status).toBe(200);
      expect((await write('After the outage')).status).toBe(201);
      const mine = await callApi(server.origin, 'GET', '/dashboard?q=outage', { cookie });
      const titles = (mine.body as { title: string }[]).map((problem) => problem.title);
      expect(titles.sort()).toEqual(['After the outage', 'Before the outage']);
    } finally {
      await server.stop();
      await proxy.close();
      await database.drop();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(adminUrl !== undefined && redisUrl !== undefined)('Redis going away', () => {
  test('messages still reach the same node; the other node catches up when it returns', async () => {
    if (adminUrl === undefined || redisUrl === undefined) throw new Error('No PostgreSQL or Redis');
    const database = await createTemporaryDatabase(adminUrl);
    const direct = new URL(redisUrl);
    const proxy = await startTcpProxy({
      host: direct.hostname,
      port: Number(direct.port === '' ? '6379' : direct.port),
    });
    const relayed = new URL(redisUrl);
    relayed.host = proxy.host;
    const prefix = `upsolve-faults-${randomUUID()}:`;
    const env = {
      ...raisedLimits,
      DATABASE_URL: database.url,
      REDIS_URL: relayed.toString(),
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'info',
    };
    const nodes = await Promise.all([
      startServer({ name: 'node A', env }),
      startServer({ name: 'node B', env }),
    ]);
    const [nodeA, nodeB] = nodes;
    const sockets: Socket[] = [];
    try {
      const ada = await signedUpUser(nodeA);
      const bob = await signedUpUser(nodeA);
      const bobOnA = await connected(nodeA, bob.cookie, sockets);
      const word = `outage${randomUUID().slice(0, 8)}`;
      const search = () =>
        callApi(nodeB.origin, 'GET', `/dashboard?q=${word}`, { cookie: bob.cookie });
      expect((await search()).body).toEqual([]);
      expect((await search()).headers['x-cache']).toBe('hit');

      proxy.cut();
      const toBob = (content: string) =>
        callApi(nodeA.origin, 'POST', `/messages/send/${bob.id}`, {
          body: { content },
          cookie: ada.cookie,
        });
      const heardOnA = nextMessage(bobOnA);
      expect((await toBob('Redis is down')).status).toBe(201);
      expect(await heardOnA).toMatchObject({ content: 'Redis is down' });
      const added = await callApi(nodeA.origin, 'POST', '/addproblem', {
        body: problemBody(`The ${word} problem`),
        cookie: ada.cookie,
      });
      expect(added.status).toBe(201);

      proxy.restore();
      await nodeB.printed('Redis (bus) is back');
      const titles = ((await search()).body as { title: string }[]).map((row) => row.title);
      expect(titles).toEqual([`The ${word} problem`]);
      const bobOnB = await connected(nodeB, bob.cookie, sockets);
      const heardOnB = nextMessage(bobOnB);
      expect((await toBob('Redis is back')).status).toBe(201);
      expect(await heardOnB).toMatchObject({ content: 'Redis is back' });
    } finally {
      for (const socket of sockets) socket.disconnect();
      await Promise.allSettled(nodes.map((node) => node.stop()));
      await proxy.close();
      await database.drop();
      await dropRedisKeys(redisUrl, prefix);
    }
  });
});

describe('outside services hanging', () => {
  test('hung contest sites and a stalled AI leave every other page answering', async () => {
    const sites = await startFakeSites('hang');
    const ai = await startFakeAi();
    ai.answer({ kind: 'stall', pieces: ['Think about'] });
    const server = await startServer({
      name: 'beside hung sites',
      env: {
        ...raisedLimits,
        ...outsideSitesEnv(sites.origin),
        AI_BASE_URL: ai.baseUrl,
        AI_MODEL: 'coach',
        RATE_LIMIT_SEARCH_PER_MIN: '100000',
        RATE_LIMIT_AI_PER_MIN: '100000',
        RATE_LIMIT_AI_PER_DAY: '100000',
      },
    });
    try {
      const cookie = await signedUp(server);
      const added = await callApi(server.origin, 'POST', '/addproblem', {
        body: problemBody('Still here'),
        cookie,
      });
      expect(added.status).toBe(201);
      const { problem } = added.body as { problem: { _id: string } };
      // Lookups that wait on Codeforces, AtCoder and LeetCode, and AI answers that never end.
      const hung = [
        'https://codeforces.com/contest/1/problem/A',
        'https://atcoder.jp/contests/abc300/tasks/abc300_a',
        'https://leetcode.com/problems/two-sum/',
      ]
        .flatMap((link) => Array.from({ length: 4 }, () => link))
        .map((link) =>
          callApi(server.origin, 'GET', `/problems/lookup?url=${encodeURIComponent(link)}`, {
            cookie,
          }),
        );
      const asked = Array.from({ length: 4 }, () =>
        callApi(server.origin, 'POST', '/askai', { body: { content: 'Hint?' }, cookie }),
      );
      const pending = [...hung, ...asked];
      let settled = 0;
      for (const request of pending) void request.finally(() => (settled += 1));

      for (const path of ['/dashboard', `/problem/${problem._id}`, '/contests', '/check-auth']) {
        const response = await callApi(server.origin, 'GET', path, { cookie });
        expect(response.status, path).toBe(200);
      }
      // Every page above answered while all the outside calls were still waiting.
      expect(settled).toBe(0);
      // The services give up: each waiting call ends with an answer that says so, never a 500.
      await Promise.all([ai.close(), sites.close()]);
      for (const response of await Promise.all(pending)) {
        expect(response.status, JSON.stringify(response.body)).not.toBe(500);
        expect(response.body).toHaveProperty('message');
      }
    } finally {
      await server.stop();
      await Promise.allSettled([ai.close(), sites.close()]);
    }
  });
});

describe('SIGTERM', () => {
  let sites: FakeSites | undefined;
  beforeAll(async () => {
    sites = await startFakeSites();
  });
  afterAll(async () => {
    await sites?.close();
  });

  test('answers the request in flight and says goodbye to sockets before exiting', async () => {
    if (sites === undefined) throw new Error('The fake sites did not start');
    const fakeSites = sites;
    // LeetCode answers the lookup only when the test lets it, after the signal was sent.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heard: () => void = () => undefined;
    const lookupHeard = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const answer = await fixture('leetcode-problems-two-sum.json');
    // The contest calendar's start-up refresh asks LeetCode too: only the lookup's question (by
    // the slug it names) is held; anything else gets a 404 at once, so the signal follows the lookup.
    fakeSites.route('/leetcode/graphql', async (request) => {
      if (!request.body.includes('"two-sum"')) return { status: 404, body: 'Not the lookup' };
      heard();
      await released;
      return answer;
    });
    const server = await startServer({
      name: 'drained',
      // At debug level the server says when the signal reached it ("Shutting down").
      env: {
        ...raisedLimits,
        LOG_LEVEL: 'debug',
        LEETCODE_API: `${fakeSites.origin}/leetcode/graphql`,
      },
    });
    const cookie = await signedUp(server);
    const socket = io(server.origin, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const link = encodeURIComponent('https://leetcode.com/problems/two-sum/');
    const lookup = callApi(server.origin, 'GET', `/problems/lookup?url=${link}`, { cookie });
    await lookupHeard;
    const stopping = server.stop('SIGTERM');
    await server.printed('Shutting down');
    // The server is closing: the request already in flight still gets its whole answer.
    release();
    const answered = await lookup;
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ title: 'Two Sum' });
    expect(await disconnected).toMatch(/server disconnect|transport close/);
    await stopping;
  });
});
