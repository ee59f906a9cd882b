import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createTemporaryDatabase } from './postgres.ts';
import type { TemporaryDatabase } from './postgres.ts';
import { startServer } from './server.ts';
import type { RunningServer } from './server.ts';

const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

// CI provides both services: there, a missing variable is a broken setup, not a reason to skip.
if (process.env.CI && (adminDatabaseUrl === undefined || redisUrl === undefined)) {
  throw new Error('CI is set, so the multi-node tests need TEST_DATABASE_URL and TEST_REDIS_URL.');
}

/** Whether PostgreSQL and Redis are there for tests of several server processes. */
export const servicesForNodes = adminDatabaseUrl !== undefined && redisUrl !== undefined;

/** Deletes this run's keys (the real-time stream, presence, counters) from the shared Redis. */
export async function dropRedisKeys(url: string | undefined, prefix: string): Promise<void> {
  if (url === undefined) return;
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/**
 * Two server processes of one deployment for the file: a temporary PostgreSQL database and a
 * Redis key prefix of this run's own, both nodes started at once (so they migrate concurrently).
 * `env` adds settings. Call inside a `describe.runIf(servicesForNodes)`.
 */
export function useTwoServerNodes(env: Record<string, string> = {}) {
  let database: TemporaryDatabase | undefined;
  const nodes: RunningServer[] = [];
  const redisPrefix = `upsolve-test-${randomUUID()}:`;

  beforeAll(async () => {
    if (adminDatabaseUrl === undefined || redisUrl === undefined) return;
    database = await createTemporaryDatabase(adminDatabaseUrl);
    const nodeEnv = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // Counters of earlier runs stay in Redis for their whole window; this run starts afresh.
      REDIS_PREFIX: redisPrefix,
      ...env,
    };
    const started = await Promise.allSettled([
      startServer({ name: 'node A', env: nodeEnv }),
      startServer({ name: 'node B', env: nodeEnv }),
    ]);
    for (const result of started) {
      if (result.status === 'fulfilled') nodes.push(result.value);
    }
    const failure = started.find((result) => result.status === 'rejected');
    if (failure !== undefined) throw failure.reason;
  });

  afterAll(async () => {
    const stopped = await Promise.allSettled(nodes.map((server) => server.stop()));
    await database?.drop();
    await dropRedisKeys(redisUrl, redisPrefix);
    const failure = stopped.find((result) => result.status === 'rejected');
    if (failure !== undefined) throw failure.reason;
  });

  /** Node 0 (A) or 1 (B), once started. */
  return (index: number): RunningServer => {
    const found = nodes[index];
    if (found === undefined) throw new Error(`Server node ${index} did not start`);
    return found;
  };
}
