import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdleWaiters } from '../lib/idle-waiters.ts';

/**
 * Reading again, right after a drop, the cached answers that were being read: the next reader of
 * a page a write changed finds its new answer instead of waiting for it to load (a miss waits
 * tens of milliseconds, and pages read a few times a second are dropped by every write that
 * touches what they show: docs/performance.md, "Mixed workload"). Only what was read lately is
 * read again, a few at a time; the rest waits for its next reader, as before.
 *
 * A reload is the last reader's own GET, sent through the server (`app.inject`) with their
 * cookie: it passes every check their read passed, or fails as it would now (a session that
 * ended gets its 401, and nothing is stored). It spends nothing of their request budget.
 */

/** Marks a reload: its value is this process's secret, so no client can send it. */
const reloadHeader = 'x-upsolve-cache-reload';
const reloadToken = Buffer.from(randomBytes(32).toString('hex'));
/** A reload's read time: that of the read it repeats, so that a reload never counts as one. */
const readAtHeader = 'x-upsolve-cache-read-at';

/** Whether this request is a reload this process sent (it spends no request budget). */
export function isCacheReload(request: FastifyRequest): boolean {
  const sent = request.headers[reloadHeader];
  if (typeof sent !== 'string') return false;
  const bytes = Buffer.from(sent);
  // Compared in constant time: a client may send the header, and must learn nothing from it.
  return bytes.length === reloadToken.length && timingSafeEqual(bytes, reloadToken);
}

/** How a cached answer is read again: as its last reader read it. */
export interface ReadAgain {
  url: string;
  cookie: string | undefined;
  /** When it was last read (Date.now()). */
  readAt: number;
}

/**
 * The read of `request` as a stored answer remembers it. A reload keeps the time of the read it
 * repeats: an answer nobody reads is read again after the next drop or two, not forever.
 */
export function readOf(request: FastifyRequest): ReadAgain {
  const repeated = isCacheReload(request) ? Number(request.headers[readAtHeader]) : NaN;
  return {
    url: request.url,
    cookie: request.headers.cookie,
    readAt: Number.isFinite(repeated) ? repeated : Date.now(),
  };
}

export interface ReloadOptions {
  /** An answer is read again only when it was read this recently. */
  readWithinMs: number;
  /** Reloads at once, at most. */
  concurrency: number;
  /**
   * Whether the database has statements waiting for a connection: a reload then waits, and asks
   * again after `busyRetryMs`. A reader's miss must not queue behind a reload nobody waits for.
   */
  databaseBusy: () => boolean;
  busyRetryMs: number;
  /** Reloads waiting their turn, at most: past that a dropped answer waits for its next reader. */
  maxWaiting: number;
}

export const reloadDefaults: Omit<ReloadOptions, 'databaseBusy'> = {
  readWithinMs: 30_000,
  concurrency: 4,
  busyRetryMs: 10,
  maxWaiting: 1_000,
};

export class CacheReloads {
  private readonly waiting = new Map<string, ReadAgain>();
  private running = 0;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly idleWaiters = new IdleWaiters();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: ReloadOptions,
  ) {}

  /** A drop removed the answer under `fullKey`: read it again if it was being read. */
  dropped(fullKey: string, readAgain: ReadAgain): void {
    if (Date.now() - readAgain.readAt > this.options.readWithinMs) return;
    this.due(fullKey, readAgain);
  }

  /** The answer under `fullKey` is stale and due to be loaded anew: read it again. */
  due(fullKey: string, readAgain: ReadAgain): void {
    if (this.closed || this.waiting.size >= this.options.maxWaiting) return;
    this.waiting.set(fullKey, readAgain);
    this.startNext();
  }

  /** Resolves once no reload is waiting or running. */
  idle(): Promise<void> {
    return this.idleWaiters.wait(this.isIdle());
  }

  /** Starts no more reloads, and waits for those running. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.clear();
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    await this.idle();
  }

  private startNext(): void {
    if (this.waiting.size > 0 && this.options.databaseBusy()) {
      this.retryLater();
      return;
    }
    while (this.running < this.options.concurrency) {
      const next = this.waiting.entries().next();
      if (next.done === true) break;
      const [fullKey, readAgain] = next.value;
      this.waiting.delete(fullKey);
      this.running += 1;
      void this.reload(readAgain).finally(() => {
        this.running -= 1;
        this.startNext();
        if (this.isIdle()) this.idleWaiters.release();
      });
    }
  }

  private retryLater(): void {
    if (this.retry !== null || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.startNext();
      if (this.isIdle()) this.idleWaiters.release();
    }, this.options.busyRetryMs);
    this.retry.unref();
  }

  private async reload({ url, cookie, readAt }: ReadAgain): Promise<void> {
    const headers: Record<string, string> = {
      [reloadHeader]: reloadToken.toString(),
      [readAtHeader]: String(readAt),
      // The cache compresses what it stores itself; the reply to this request is thrown away.
      'accept-encoding': 'identity',
    };
    if (cookie !== undefined) headers.cookie = cookie;
    try {
      await this.app.inject({ method: 'GET', url, headers });
    } catch (error) {
      this.app.log.warn({ err: error, url }, 'a cached answer could not be read again');
    }
  }

  private isIdle(): boolean {
    return this.running === 0 && this.waiting.size === 0;
  }
}
