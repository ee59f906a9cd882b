import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters kept at once per node; past it the least recently counted key is forgotten. */
const maxKeys = 10_000;

/**
 * The counters of one node without Redis: fixed windows, as @fastify/rate-limit's own LocalStore
 * counts, but each caller gets a copy of the count. LocalStore hands every caller the one object
 * it keeps counting in, and the plugin reads it a microtask later, so requests arriving together
 * all read the last count: 11 simultaneous sign-ins with a limit of 10 were all refused, where 10
 * should pass (test/security/csrf-and-limits.test.ts).
 */
export class SnapshotLocalStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { current: number; startMs: number }>();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    const alive = window !== undefined && window.startMs + timeWindow > now;
    const next = alive
      ? { current: window.current + 1, startMs: window.startMs }
      : { current: 1, startMs: now };
    // Re-inserted so the Map's order is the order of last use.
    this.windows.delete(key);
    this.windows.set(key, next);
    if (this.windows.size > maxKeys) {
      const oldest = this.windows.keys().next();
      if (oldest.done !== true) this.windows.delete(oldest.value);
    }
    callback(null, { current: next.current, ttl: next.startMs + timeWindow - now });
  }

  /** A look that counts nothing (`{ increment: false }`). */
  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (window === undefined || window.startMs + timeWindow <= now) {
      callback(null, { current: 0, ttl: 0 });
      return;
    }
    callback(null, { current: window.current, ttl: window.startMs + timeWindow - now });
  }

  /** Each route's limit counts in a store of its own, as LocalStore's children do. */
  child(): FastifyRateLimitStore {
    return new SnapshotLocalStore();
  }
}
