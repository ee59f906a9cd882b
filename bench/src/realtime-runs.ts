import { Redis } from 'ioredis';
import type { CapturedAnswers } from './checks.ts';
import type { Scale } from './data.ts';
import { embeddedDataset, workingCopy } from './dataset.ts';
import { measureDeliveries } from './deliveries.ts';
import type { DeliveryResult, DeliverySettings } from './deliveries.ts';
import { measureIdleSockets } from './idle-sockets.ts';
import type { IdleSocketsResult } from './idle-sockets.ts';
import { messageReadPlans } from './message-reads.ts';
import type { ConversationScale } from './message-data.ts';
import { postgresDataset, postgresWorkingCopy } from './postgres-dataset.ts';
import { sleep } from './process.ts';
import type { ReadResult, RoundSettings } from './rounds.ts';
import { startRealServer } from './servers.ts';
import type { BareServer, RealServer, Storage } from './servers.ts';
import { signInUsers } from './sessions.ts';
import type { SignedIn } from './sessions.ts';
import { connectClients } from './socket-clients.ts';
import { measureReads } from './suite.ts';

export interface RealtimeSettings {
  /** The data set's name (in bench/.data/ and `upsolve_bench_<name>`) and its scale. */
  datasetName: string;
  scale: Scale & { conversations: ConversationScale };
  /** Connected clients while messages are delivered, each its own user and session. */
  clients: number;
  /** Idle sockets whose memory is measured, each its own user and session. */
  idleSockets: number;
  /** Untimed deliveries first, so the first timed ones do not run cold code. */
  warmup: DeliverySettings;
  deliveries: DeliverySettings;
  rounds: RoundSettings;
}

/** Connecting sockets announces them (presence, at most once a second): this lets that pass. */
const presenceSettleMs = 3_000;

async function withServer<T>(
  storage: Storage,
  work: (server: RealServer) => Promise<T>,
): Promise<T> {
  const server = await startRealServer(storage);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

function readMessages(
  server: RealServer,
  bare: BareServer,
  sessions: readonly SignedIn[],
  settings: RealtimeSettings,
): Promise<ReadResult[]> {
  const answers: CapturedAnswers = new Map();
  const input = { origin: server.origin, sessions, conversations: settings.scale.conversations };
  return measureReads(messageReadPlans(input, answers), server, bare, answers, settings.rounds);
}

/**
 * Connects a socket for each session (to the node `nodeOf` names), lets the connections settle,
 * then times deliveries between them (a warm-up first). Any socket that drops fails the run.
 */
async function deliver(
  origins: readonly string[],
  sessions: readonly SignedIn[],
  settings: RealtimeSettings,
): Promise<DeliveryResult> {
  const nodeOf = (index: number) => index % origins.length;
  const clients = await connectClients(
    sessions.map((session, index) => ({
      origin: origins[nodeOf(index)] ?? '',
      cookie: session.cookie,
    })),
  );
  try {
    await sleep(presenceSettleMs);
    const participants = sessions.flatMap((session, index) => {
      const socket = clients.sockets[index];
      return socket === undefined ? [] : [{ ...session, socket, node: nodeOf(index) }];
    });
    await measureDeliveries(participants, origins, settings.warmup);
    const result = await measureDeliveries(participants, origins, settings.deliveries);
    const drops = clients.drops();
    if (drops.length > 0) throw new Error(`${drops.length} sockets dropped: ${drops[0]}`);
    return result;
  } finally {
    clients.close();
  }
}

export interface EmbeddedResults {
  reads: ReadResult[];
  delivery: DeliveryResult;
  idle: IdleSocketsResult;
}

const elapsedSince = (started: number) => `${((performance.now() - started) / 1_000).toFixed(1)} s`;

/**
 * One node on the embedded database: signs in a session per user, measures the reads, then the
 * deliveries between `clients` connected clients; then, on a freshly started server (the sign-ins'
 * password hashing leaves memory behind), the memory of `idleSockets` idle sockets.
 */
export async function embeddedRuns(
  bare: BareServer,
  settings: RealtimeSettings,
): Promise<EmbeddedResults> {
  const started = performance.now();
  const dataset = await embeddedDataset(settings.datasetName, settings.scale);
  const copy = await workingCopy(dataset.dataDir);
  try {
    const storage = { dataDir: copy.dataDir };
    const count = Math.max(settings.clients, settings.idleSockets);
    const { sessions, reads, delivery } = await withServer(storage, async (server) => {
      const signedIn = await signInUsers(server.origin, count, settings.scale.users);
      console.log(`  ${signedIn.length} sessions signed in after ${elapsedSince(started)}`);
      const readResults = await readMessages(server, bare, signedIn, settings);
      const clients = signedIn.slice(0, settings.clients);
      const deliveries = await deliver([server.origin], clients, settings);
      console.log(`  deliveries measured after ${elapsedSince(started)}`);
      return { sessions: signedIn, reads: readResults, delivery: deliveries };
    });
    const cookies = sessions.slice(0, settings.idleSockets).map((session) => session.cookie);
    const idle = await withServer(storage, (server) => measureIdleSockets(server, cookies));
    console.log(`  idle sockets measured after ${elapsedSince(started)}`);
    return { reads, delivery, idle };
  } finally {
    await copy.remove();
  }
}

/**
 * Deletes the run's keys from Redis (the Socket.IO stream, presence, rate-limit counters): the
 * stream has no expiry of its own, and the Redis may be a developer's, shared with other runs.
 * SCAN in batches rather than KEYS, which would hold up everyone else's Redis while it walks.
 */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      const keys: unknown = batch;
      if (Array.isArray(keys) && keys.length > 0) await redis.unlink(...keys.map(String));
    }
  } finally {
    await redis.quit();
  }
}

export interface PostgresResults {
  reads: ReadResult[];
  delivery: DeliveryResult;
}

/**
 * PostgreSQL: the reads on one node (as `npm run bench` measures PostgreSQL's, without Redis), then
 * two nodes on the same database and Redis (under a key prefix of this run's own), clients spread
 * over both, every message sent to the node its receiver is not on.
 */
export async function postgresRuns(
  adminUrl: string,
  redisUrl: string,
  bare: BareServer,
  settings: RealtimeSettings,
): Promise<PostgresResults> {
  const started = performance.now();
  const dataset = await postgresDataset(adminUrl, settings.datasetName, settings.scale);
  const copy = await postgresWorkingCopy(adminUrl, dataset);
  try {
    const storage = { databaseUrl: copy.url };
    const { sessions, reads } = await withServer(storage, async (server) => {
      const signedIn = await signInUsers(server.origin, settings.clients, settings.scale.users);
      console.log(`  ${signedIn.length} sessions signed in after ${elapsedSince(started)}`);
      return { sessions: signedIn, reads: await readMessages(server, bare, signedIn, settings) };
    });
    const prefix = `upsolve-bench-realtime-${process.pid}-${Date.now()}:`;
    const redis = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
    const nodes: RealServer[] = [];
    try {
      // One after the other, so that a node that fails to start leaves the first one to stop.
      nodes.push(await startRealServer(storage, redis));
      nodes.push(await startRealServer(storage, redis));
      const origins = nodes.map((node) => node.origin);
      const delivery = await deliver(origins, sessions, settings);
      console.log(`  deliveries across two nodes measured after ${elapsedSince(started)}`);
      return { reads, delivery };
    } finally {
      for (const node of nodes) await node.stop();
      await dropRedisKeys(redisUrl, prefix);
    }
  } finally {
    await copy.remove();
  }
}
