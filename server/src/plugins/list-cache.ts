import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { setPageHeaders } from '../lib/paging.ts';
import type { Page } from '../lib/paging.ts';
import { etagOf } from './http-cache.ts';

/**
 * Lists that look the same to every viewer (dashboard pages, top users) are kept in memory for a
 * short time. Every successful write through the API drops them here before it is answered, so the
 * writer sees the write, and on every other node through the bus; an entry lives at most 2 s, so a
 * lost message costs at most that. Only viewer-independent data may be stored here.
 */
export interface ListCache {
  /**
   * The value stored under `key`, else `load()`'s, which is stored unless a write happened while
   * it ran. Concurrent misses of one key share one load.
   */
  read: <Value>(key: string, load: () => Promise<Value>) => Promise<Value>;
  /** Drops every entry, on this node at once and on the others through the bus. */
  invalidate: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
  interface FastifyContextConfig {
    /** A write route whose success changes nothing any cached list shows (sign-in, bookmarks). */
    keepsLists?: boolean;
  }
}

export const listEntryTtlMs = 2_000;
const listEntriesMax = 5_000;

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A successful API write that may have changed what a cached list shows. */
function changesLists(request: FastifyRequest, statusCode: number): boolean {
  if (readMethods.has(request.method) || statusCode >= 400) return false;
  if (!request.url.startsWith('/api/')) return false;
  return request.routeOptions.config.keepsLists !== true;
}

export const listCachePlugin = fp(
  async (app: FastifyInstance) => {
    const entries = new ExpiringCache<unknown>(listEntriesMax);
    const loading = new Map<string, Promise<unknown>>();
    // Moves on at every invalidation: a load that began before one must not be stored after it.
    let generation = 0;
    const dropAll = () => {
      generation += 1;
      entries.clear();
      loading.clear();
    };

    const load = async <Value>(key: string, loadValue: () => Promise<Value>): Promise<Value> => {
      const startedIn = generation;
      try {
        const value = await loadValue();
        if (generation === startedIn) entries.set(key, value, listEntryTtlMs);
        return value;
      } finally {
        if (generation === startedIn) loading.delete(key);
      }
    };

    const listCache: ListCache = {
      read: async <Value>(key: string, loadValue: () => Promise<Value>): Promise<Value> => {
        // Each key belongs to one list, whose reads always store the same type.
        const cached = entries.get(key);
        if (cached !== undefined) return cached as Value;
        const pending = loading.get(key);
        if (pending !== undefined) return pending as Promise<Value>;
        const started = load(key, loadValue);
        loading.set(key, started);
        return started;
      },
      // The bus delivers to this node's subscribers before it publishes to the others.
      invalidate: () => app.bus.publish('lists-changed', ''),
    };
    app.decorate('listCache', listCache);
    app.bus.subscribe('lists-changed', dropAll);
    app.bus.onMissedMessages(dropAll);

    // Before the answer leaves, so the writer's next read already misses the cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (changesLists(request, reply.statusCode)) await listCache.invalidate();
      return payload;
    });
  },
  { name: 'upsolve-list-cache', dependencies: ['upsolve-bus'] },
);

/** A shared list as it leaves the server: the JSON text its route's schema made, and its paging. */
interface SharedAnswer {
  json: ReturnType<FastifyReply['serialize']>;
  page: Page<unknown> | null;
  etag: string;
}

/**
 * Answers a request from the shared list cache. On a miss `load` runs and its body is serialized
 * once by the route's response schema (`reply.serialize`) and tagged once (plugins/http-cache.ts),
 * so a hit sends the stored JSON text as it is, without validating, stringifying and hashing the
 * same list again for every viewer.
 */
export async function sendSharedList(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  load: () => Promise<{ body: unknown; page?: Page<unknown> }>,
): Promise<FastifyReply> {
  const answer = await app.listCache.read<SharedAnswer>(key, async () => {
    const { body, page } = await load();
    if (page !== undefined) setPageHeaders(reply, page);
    const json = reply.serialize(body);
    return { json, page: page ?? null, etag: etagOf(reply, json) };
  });
  if (answer.page !== null) setPageHeaders(reply, answer.page);
  reply.header('etag', answer.etag);
  return reply.type('application/json; charset=utf-8').send(answer.json);
}
