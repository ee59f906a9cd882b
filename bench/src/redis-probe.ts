import { Redis } from 'ioredis';
import { latencyOf } from './latency.ts';
import type { Latency } from './latency.ts';

/**
 * What the rate limiter asks Redis for each API request (@fastify/rate-limit's Redis store): one
 * script that counts the call and reads the window's time left, run by its SHA. The probe runs
 * the same kind of script, so its round trip is what each request waits for before it is served.
 */
const countScript = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return {current, redis.call('PTTL', KEYS[1])}
`;

/** 50 probes a second: enough for a p99 within a run, too few to load Redis or the machine. */
const probeIntervalMs = 20;

export interface RedisProbe {
  /** Stops probing; resolves with the round trips measured (null when none completed). */
  stop: () => Promise<Latency | null>;
}

/**
 * Times the rate limiter's kind of Redis call from a client on the same machine, every 20 ms,
 * while a run loads the nodes: the round trip a request spends on its rate limit when the limits
 * live in Redis (they live in memory without REDIS_URL).
 */
export async function probeRedis(redisUrl: string, prefix: string): Promise<RedisProbe> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const sha = String(await redis.script('LOAD', countScript));
  const key = `${prefix}bench-probe`;
  const roundTrips: number[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const started = performance.now();
      await redis.evalsha(sha, 1, key, '60000');
      roundTrips.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, probeIntervalMs));
    }
  };
  const done = loop();
  done.catch(() => undefined);
  return {
    stop: async () => {
      running = false;
      try {
        await done;
      } finally {
        await redis.quit();
      }
      return roundTrips.length === 0 ? null : latencyOf(roundTrips);
    },
  };
}
