import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSuccessfulApiWrite } from '../lib/api-writes.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { setPageHeaders } from '../lib/paging.ts';
import type { Page } from '../lib/paging.ts';
import { etagOf } from './http-cache.ts';

/**
 * Lists that look the same to every viewer (dashboard pages, top users) are kept in memory. Every
 * successful write through the API drops them here before it is answered, so the writer sees the
 * write, and on every other node through the bus, which notices a lost message within a second and
 * then flushes (plugins/bus.ts): so an entry may live for minutes while nothing is written
 * (docs/decisions/006-lost-messages-detected.md). Only viewer-independent data may be stored here.
 */
export interface ListCache {
  /**
   * The value stored under `key`, else `load()`'s, which is stored unless a write happened while
   * it ran. Concurrent misses of one key share one load.
   */
  read: <Value>(
    key: string,
    load: () => Promise<Value>,
    weigh?: (value: Value) => number,
  ) => Promise<Value>;
  /** As `read`, also telling whether the value came without a load of its own (a hit). */
  lookup: <Value>(
    key: string,
    load: () => Promise<Value>,
    weigh?: (value: Value) => number,
  ) => Promise<{ value: Value; hit: boolean }>;
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

/**
 * How long an entry lives when nothing is written: a bound for what is changed without the API
 * (an operator's SQL), since every write through it drops the entries at once.
 */
export const listEntryTtlMs = 5 * 60 * 1000;
const listEntriesMax = 5_000;
/** What the entries may weigh in all, in characters of JSON: a few dozen MB of memory. */
export const listEntriesMaxWeight = 32 * 1024 * 1024;

/** A successful API write that may have changed what a cached list shows. */
function changesLists(request: FastifyRequest, statusCode: number): boolean {
  if (!isSuccessfulApiWrite(request, statusCode)) return false;
  return request.routeOptions.config.keepsLists !== true;
}

export const listCachePlugin = fp(
  async (app: FastifyInstance) => {
    const entries = new ExpiringCache<unknown>(listEntriesMax, listEntriesMaxWeight);
    const loading = new Map<string, Promise<unknown>>();
    // Moves on at every invalidation: a load that began before one must not be stored after it.
    let generation = 0;
    const dropAll = () => {
      generation += 1;
      entries.clear();
      loading.clear();
    };

    const load = async <Value>(
      key: string,
      loadValue: () => Promise<Value>,
      weigh: (value: Value) => number,
    ): Promise<Value> => {
      const startedIn = generation;
      try {
        const value = await loadValue();
        if (generation === startedIn) {
          entries.set(key, value, listEntryTtlMs, Date.now(), weigh(value));
        }
        return value;
      } finally {
        if (generation === startedIn) loading.delete(key);
      }
    };

    const lookup = async <Value>(
      key: string,
      loadValue: () => Promise<Value>,
      weigh: (value: Value) => number = weighAsJson,
    ): Promise<{ value: Value; hit: boolean }> => {
      // Each key belongs to one list, whose reads always store the same type.
      const cached = entries.get(key);
      if (cached !== undefined) return { value: cached as Value, hit: true };
      // Waiting for another reader's load costs this request no load of its own.
      const pending = loading.get(key);
      if (pending !== undefined) return { value: (await pending) as Value, hit: true };
      const started = load(key, loadValue, weigh);
      loading.set(key, started);
      return { value: await started, hit: false };
    };

    const listCache: ListCache = {
      lookup,
      read: async (key, loadValue, weigh) => (await lookup(key, loadValue, weigh)).value,
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

/** What a value weighs in the cache: the length of its JSON. */
function weighAsJson(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/** A list as it leaves the server: the JSON text its route's schema made, and its paging. */
export interface SharedAnswer {
  json: ReturnType<FastifyReply['serialize']>;
  page: Page<unknown> | null;
  etag: string;
}

/** A shared answer from its body, serialized once by the route's schema and tagged once. */
export function sharedAnswer(
  reply: FastifyReply,
  loaded: { body: unknown; page?: Page<unknown> | undefined },
): SharedAnswer {
  if (loaded.page !== undefined) setPageHeaders(reply, loaded.page);
  const json = reply.serialize(loaded.body);
  return { json, page: loaded.page ?? null, etag: etagOf(reply, json) };
}

/** An answer's weight in the cache: the size of its JSON. */
export function weighAnswer(answer: SharedAnswer | null): number {
  if (answer === null) return 0;
  const { json } = answer;
  return typeof json === 'string' ? json.length : json.byteLength;
}

/**
 * Says in `X-Cache` whether a shared read was answered from the cache (`hit`) or loaded (`miss`):
 * what the bench counts to report hits and misses apart, and what an operator can look at.
 */
export function markCacheUse(reply: FastifyReply, hit: boolean): void {
  reply.header('x-cache', hit ? 'hit' : 'miss');
}

export function sendAnswer(reply: FastifyReply, answer: SharedAnswer): FastifyReply {
  if (answer.page !== null) setPageHeaders(reply, answer.page);
  reply.header('etag', answer.etag);
  return reply.type('application/json; charset=utf-8').send(answer.json);
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
  const { value, hit } = await app.listCache.lookup<SharedAnswer>(
    key,
    async () => sharedAnswer(reply, await load()),
    weighAnswer,
  );
  markCacheUse(reply, hit);
  return sendAnswer(reply, value);
}

/**
 * Answers a read under a problem (its solutions, its reviews) from the shared cache while the
 * problem is public, when it is the same for every viewer. `loadPublic` loads it without asking
 * who reads (features/problems findPublicProblem): the answer, or null when the problem is not
 * public (private, or no such problem). Either is the same for everyone, so either is shared; no
 * private problem's data is ever in it. On null, `answerAlone` answers as the route always has,
 * checking the viewer (the owner reads a private problem, anyone else gets 404), and nothing of
 * it is stored. Making a problem private or deleting it is a write, which drops every entry
 * before it is answered.
 */
export async function sendSharedWhenPublic<Answer>(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  loadPublic: () => Promise<{ body: unknown; page?: Page<unknown> } | null>,
  answerAlone: () => Promise<Answer>,
): Promise<FastifyReply | Answer> {
  const { value, hit } = await app.listCache.lookup<SharedAnswer | null>(
    key,
    async () => {
      const loaded = await loadPublic();
      return loaded === null ? null : sharedAnswer(reply, loaded);
    },
    weighAnswer,
  );
  if (value === null) return answerAlone();
  markCacheUse(reply, hit);
  return sendAnswer(reply, value);
}
