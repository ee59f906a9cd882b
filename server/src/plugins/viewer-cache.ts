import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSuccessfulApiWrite } from '../lib/api-writes.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import type { Page } from '../lib/paging.ts';
import { sendAnswer, sharedAnswer, weighAnswer } from './list-cache.ts';
import type { SharedAnswer } from './list-cache.ts';

/**
 * What one viewer sees that only their own writes, or writes aimed at them, change (their
 * bookmarks, what they reviewed, their conversations), kept in memory per viewer. Every successful
 * write through the API by a signed-in user drops that user's entries before it is answered, here
 * and on every other node through the bus, which notices a lost message within a second and then
 * flushes (plugins/bus.ts); a write that changes what someone else sees (a message to them) drops
 * theirs with `invalidate`. An entry is read only
 * for its own viewer, so nothing in it ever reaches another user.
 */
export interface ViewerCache {
  /**
   * The value stored for this viewer under `name`, else `load()`'s, which is stored unless the
   * viewer wrote something while it ran.
   */
  read: <Value>(
    viewerId: string,
    name: string,
    load: () => Promise<Value>,
    weigh: (value: Value) => number,
  ) => Promise<Value>;
  /** Drops the viewer's entries, on this node at once and on the others through the bus. */
  invalidate: (viewerId: string) => Promise<void>;
  /** Drops every viewer's entries everywhere: a change every viewer sees (a new user to message). */
  invalidateEveryone: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    viewerCache: ViewerCache;
  }
}

/** How long an entry lives without a write: a bound for what is changed without the API. */
export const viewerEntryTtlMs = 5 * 60 * 1000;
const viewersMax = 10_000;
/**
 * What the entries may weigh in all (their own estimate, about a byte each): enough for the pages
 * of a thousand active chatters (a conversation page is about 10 KB of JSON).
 */
const viewerEntriesMaxWeight = 64 * 1024 * 1024;

/** The user whose successful API write this was, whose entries must go; null for anything else. */
function writerOf(request: FastifyRequest, statusCode: number): string | null {
  if (!isSuccessfulApiWrite(request, statusCode)) return null;
  return request.user?.id ?? null;
}

/** The bus message that stands for every viewer (no user id looks like it). */
const everyone = '*';

type Entries = Map<string, { value: unknown; weight: number }>;

export const viewerCachePlugin = fp(
  async (app: FastifyInstance) => {
    const viewers = new ExpiringCache<Entries>(viewersMax, viewerEntriesMaxWeight);
    // For viewers with a load in flight only: how many loads, and how many drops since they began.
    const inFlight = new Map<string, { loads: number; drops: number }>();

    const drop = (viewerId: string) => {
      viewers.delete(viewerId);
      const loading = inFlight.get(viewerId);
      if (loading !== undefined) loading.drops += 1;
    };
    const dropAll = () => {
      viewers.clear();
      for (const loading of inFlight.values()) loading.drops += 1;
    };

    const store = (viewerId: string, name: string, value: unknown, weight: number) => {
      const entries: Entries = new Map(viewers.get(viewerId) ?? []);
      entries.set(name, { value, weight });
      let total = 0;
      for (const entry of entries.values()) total += entry.weight;
      viewers.set(viewerId, entries, viewerEntryTtlMs, Date.now(), total);
    };

    const read: ViewerCache['read'] = async (viewerId, name, load, weigh) => {
      const cached = viewers.get(viewerId)?.get(name);
      // Each name belongs to one kind of value, which its reads always store.
      if (cached !== undefined) return cached.value as Awaited<ReturnType<typeof load>>;
      const loading = inFlight.get(viewerId) ?? { loads: 0, drops: 0 };
      inFlight.set(viewerId, loading);
      loading.loads += 1;
      const dropsBefore = loading.drops;
      try {
        const value = await load();
        if (loading.drops === dropsBefore) store(viewerId, name, value, weigh(value));
        return value;
      } finally {
        loading.loads -= 1;
        if (loading.loads === 0) inFlight.delete(viewerId);
      }
    };

    app.decorate('viewerCache', {
      read,
      // The bus delivers to this node's subscribers before it publishes to the others.
      invalidate: (viewerId: string) => app.bus.publish('viewer-changed', viewerId),
      invalidateEveryone: () => app.bus.publish('viewer-changed', everyone),
    } satisfies ViewerCache);
    app.bus.subscribe('viewer-changed', (viewerId) => {
      if (viewerId === everyone) dropAll();
      else drop(viewerId);
    });
    app.bus.onMissedMessages(dropAll);

    // Before the answer leaves, so the writer's next read already sees the write.
    app.addHook('onSend', async (request, reply, payload) => {
      const writer = writerOf(request, reply.statusCode);
      if (writer !== null) await app.viewerCache.invalidate(writer);
      return payload;
    });
  },
  { name: 'upsolve-viewer-cache', dependencies: ['upsolve-bus'] },
);

/**
 * Answers a viewer's own read from their entries: on a miss `load` runs and its body is serialized
 * once by the route's response schema and tagged once, so a hit sends the stored JSON text as it
 * is (as plugins/list-cache.ts does for shared lists).
 */
export async function sendViewerAnswer(
  app: FastifyInstance,
  reply: FastifyReply,
  viewerId: string,
  name: string,
  load: () => Promise<{ body: unknown; page?: Page<unknown> }>,
): Promise<FastifyReply> {
  const answer = await app.viewerCache.read<SharedAnswer>(
    viewerId,
    name,
    async () => sharedAnswer(reply, await load()),
    weighAnswer,
  );
  return sendAnswer(reply, answer);
}
