import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ExpiringCache } from '../lib/expiring-cache.ts';

/**
 * Who is online, on one node or across several (docs/decisions/008-messages-and-presence.md). Each
 * node counts its own sockets per user. With REDIS_URL each node also keeps its online users in a
 * Redis set that expires unless the node renews it, and a sorted set of nodes by their last
 * heartbeat: a node that dies stops renewing, and the others drop it and its users within
 * `nodeTimeoutMs`. A user who turned "Show when I'm online" off is connected but not online: their
 * id stays on the node that holds their sockets (docs/decisions/009-presence-by-watching.md).
 * Who hears what is the real-time plugin's business (plugins/presence-audience.ts).
 */
export interface Presence {
  /** A socket of `userId` connected here; `visible` is their "Show when I'm online". */
  connect: (userId: string, visible: boolean) => void;
  /** A socket of `userId` disconnected here. */
  disconnect: (userId: string) => void;
  /**
   * The user changed "Show when I'm online": every node holding their sockets shows or hides
   * them at once (through the bus), without a reconnect.
   */
  setVisible: (userId: string, visible: boolean) => Promise<void>;
  /**
   * What the user's "Show when I'm online" was last announced as on the bus, if since `since`
   * (a socket's handshake read the setting then: a newer announcement wins).
   */
  visibilityAnnouncedSince: (userId: string, since: number) => boolean | undefined;
  /**
   * Runs after the online set changed, at most once per `changeIntervalMs` on this node, with
   * the set before and after.
   */
  onChange: (handler: (before: ReadonlySet<string>, after: ReadonlySet<string>) => void) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    presence: Presence;
  }
}

export interface PresencePluginOptions {
  redisUrl: string | undefined;
  redisPrefix: string;
}

/** A node renews its set and heartbeat this often. */
export const heartbeatMs = 2_000;
/** A node not heard for this long is gone: its users are offline. */
export const nodeTimeoutMs = 6_000;
/** Presence changes are sent at most this often per node (coalesced). */
export const changeIntervalMs = 1_000;

/** Calls `run` at once if it has not run for `intervalMs`, else once when that time is up. */
function coalesced(intervalMs: number, run: () => Promise<void>) {
  let lastRun = 0;
  let pending: NodeJS.Timeout | undefined;
  const fire = () => {
    pending = undefined;
    lastRun = Date.now();
    void run();
  };
  return {
    request: () => {
      if (pending !== undefined) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) fire();
      else pending = setTimeout(fire, wait);
    },
    cancel: () => clearTimeout(pending),
  };
}

export const presencePlugin = fp(
  async (app: FastifyInstance, options: PresencePluginOptions) => {
    const socketsOfUser = new Map<string, number>();
    // Users connected here who chose not to be shown online.
    const hidden = new Set<string>();
    let othersOnline = new Set<string>();
    let lastAnnounced: ReadonlySet<string> = new Set();
    const handlers: ((before: ReadonlySet<string>, after: ReadonlySet<string>) => void)[] = [];

    const online = (): Set<string> => {
      const all = new Set(othersOnline);
      for (const userId of socketsOfUser.keys()) if (!hidden.has(userId)) all.add(userId);
      return all;
    };

    let readOthers: () => Promise<Set<string>> = async () => new Set();
    const changes = coalesced(changeIntervalMs, async () => {
      try {
        othersOnline = await readOthers();
      } catch (error) {
        app.log.warn({ err: error }, 'Reading who is online on the other nodes failed');
      }
      const before = lastAnnounced;
      const current = online();
      lastAnnounced = current;
      for (const handler of handlers) handler(before, current);
    });

    // Set below when Redis is there: tells the set in Redis about a user here.
    let recordOnline: (userId: string, isOnline: boolean) => void = () => {};

    // The last "Show when I'm online" each user announced, for a few seconds (see connect).
    const announcedVisibility = new ExpiringCache<{ visible: boolean; at: number }>(10_000);
    const visibilityMemoryMs = 10_000;

    app.decorate('presence', {
      connect: (userId, visible) => {
        const count = socketsOfUser.get(userId) ?? 0;
        socketsOfUser.set(userId, count + 1);
        if (count > 0) return;
        if (!visible) {
          hidden.add(userId);
          return;
        }
        recordOnline(userId, true);
        changes.request();
      },
      disconnect: (userId) => {
        const count = socketsOfUser.get(userId) ?? 0;
        if (count > 1) {
          socketsOfUser.set(userId, count - 1);
          return;
        }
        socketsOfUser.delete(userId);
        if (hidden.delete(userId)) return;
        recordOnline(userId, false);
        changes.request();
      },
      setVisible: (userId, visible) =>
        app.bus.publish('presence-visibility', `${userId}:${visible ? 'shown' : 'hidden'}`),
      visibilityAnnouncedSince: (userId, since) => {
        const announced = announcedVisibility.get(userId);
        return announced !== undefined && announced.at >= since ? announced.visible : undefined;
      },
      onChange: (handler) => void handlers.push(handler),
    } satisfies Presence);

    // Shows or hides a user connected here; other nodes' copies follow through `recordOnline`.
    app.bus.subscribe('presence-visibility', (message) => {
      const [userId = '', state] = message.split(':');
      const visible = state === 'shown';
      announcedVisibility.set(userId, { visible, at: Date.now() }, visibilityMemoryMs);
      if (!socketsOfUser.has(userId) || hidden.has(userId) !== visible) return;
      if (visible) hidden.delete(userId);
      else hidden.add(userId);
      recordOnline(userId, visible);
      changes.request();
    });

    app.addHook('onClose', async () => changes.cancel());
    if (options.redisUrl === undefined) return;

    const nodeId = randomUUID();
    const nodesKey = `${options.redisPrefix}presence:nodes`;
    const usersKey = (node: string) => `${options.redisPrefix}presence:node:${node}`;
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Presence: Redis error'));

    const announce = () => app.bus.publish('presence-changed', nodeId);
    recordOnline = (userId, isOnline) => {
      const update = isOnline
        ? redis.multi().sadd(usersKey(nodeId), userId).pexpire(usersKey(nodeId), nodeTimeoutMs)
        : redis.multi().srem(usersKey(nodeId), userId);
      update
        .exec()
        .then(announce)
        .catch((error: unknown) => app.log.warn({ err: error }, 'Presence: recording failed'));
    };
    readOthers = async () => {
      const nodes = await redis.zrangebyscore(nodesKey, Date.now() - nodeTimeoutMs, '+inf');
      const others = nodes.filter((node) => node !== nodeId).map(usersKey);
      return new Set(others.length === 0 ? [] : await redis.sunion(...others));
    };

    // Renews this node's heartbeat and set (refilling it if it expired during a Redis outage),
    // and drops nodes that stopped renewing theirs.
    const heartbeat = async () => {
      const now = Date.now();
      // The list of nodes goes too once no node renews it (a test run's prefix leaves nothing).
      await redis.multi().zadd(nodesKey, now, nodeId).pexpire(nodesKey, nodeTimeoutMs).exec();
      const renewed = await redis.pexpire(usersKey(nodeId), nodeTimeoutMs);
      const shown = [...socketsOfUser.keys()].filter((userId) => !hidden.has(userId));
      if (renewed === 0 && shown.length > 0) {
        await redis
          .multi()
          .sadd(usersKey(nodeId), ...shown)
          .pexpire(usersKey(nodeId), nodeTimeoutMs)
          .exec();
      }
      const gone = await redis.zrangebyscore(nodesKey, '-inf', now - nodeTimeoutMs);
      if (gone.length === 0) return;
      await redis
        .multi()
        .zrem(nodesKey, ...gone)
        .del(...gone.map(usersKey))
        .exec();
      changes.request();
      await announce();
    };
    await heartbeat();
    const beats = setInterval(() => {
      heartbeat().catch((error: unknown) =>
        app.log.warn({ err: error }, 'Presence: heartbeat failed'),
      );
    }, heartbeatMs);
    beats.unref();

    app.bus.subscribe('presence-changed', (fromNode) => {
      if (fromNode !== nodeId) changes.request();
    });
    app.bus.onMissedMessages(() => changes.request());
    changes.request();

    // A node that stops on purpose takes its users offline at once.
    app.addHook('onClose', async () => {
      clearInterval(beats);
      try {
        await redis.multi().zrem(nodesKey, nodeId).del(usersKey(nodeId)).exec();
        await announce();
      } catch (error) {
        app.log.warn({ err: error }, 'Presence: leaving failed');
      }
      await redis.quit().catch(() => undefined);
    });
  },
  { name: 'upsolve-presence', dependencies: ['upsolve-bus'] },
);
