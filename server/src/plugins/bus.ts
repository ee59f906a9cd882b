import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HeardMessages } from '../lib/heard-messages.ts';

/**
 * What every node must hear at once: a session that ended (its cached lookup must go), a user
 * whose roles changed (their cached sessions must go: `npm run admin`), a change of who is online
 * or shown online (plugins/presence.ts), of who talks with whom (whose presence one hears) and a
 * socket closed for a newer one (plugins/realtime.ts), and each domain event once the relay
 * numbered it (plugins/events.ts), whose subscribers drop the cache's entries by tag.
 */
export type BusChannel =
  | 'session-ended'
  | 'roles-changed'
  | 'presence-changed'
  | 'presence-visibility'
  | 'partners-changed'
  | 'socket-evicted'
  | 'events';
const channels: BusChannel[] = [
  'session-ended',
  'roles-changed',
  'presence-changed',
  'presence-visibility',
  'partners-changed',
  'socket-evicted',
  'events',
];

export interface Bus {
  /**
   * Delivers `message` to this node's subscribers before it resolves, and to every other node
   * through Redis when REDIS_URL is set (resolving once Redis has accepted it).
   */
  publish: (channel: BusChannel, message: string) => Promise<void>;
  subscribe: (channel: BusChannel, handler: (message: string) => void) => void;
  /**
   * Runs `handler` when messages may have been missed, so caches flush: Redis reconnected, a
   * message's number skipped one, or a message counted at one check was not heard by the next
   * (or the count could not be read), checking every `missedMessagesCheckMs`.
   */
  onMissedMessages: (handler: () => void) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}

export interface BusPluginOptions {
  redisUrl: string | undefined;
  redisPrefix: string;
}

const missedMessages = 'missed-messages';

/**
 * How often a node compares the count of published messages with the last it heard: a lost
 * message (Redis pub/sub delivers at most once) is noticed within two checks, so it costs the
 * caches at most 2 s, which is what lets entries with an invalidation path live for minutes
 * (docs/decisions/006-lost-messages-detected.md).
 */
export const missedMessagesCheckMs = 1_000;
/** The counter outlives a day without writes; after that it starts again, which also flushes. */
const counterLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Numbers and publishes in one step, so message numbers reach every subscriber in order and a gap
 * means a lost message.
 */
const publishNumbered = `
local number = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[1], number .. ':' .. ARGV[2])
return number`;

/** One node's bus; with `redisUrl`, every node's. */
export const busPlugin = fp(
  async (app: FastifyInstance, options: BusPluginOptions) => {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    const deliverHere = (channel: BusChannel, message: string) => local.emit(channel, message);
    const bus: Bus = {
      publish: async (channel, message) => {
        deliverHere(channel, message);
      },
      subscribe: (channel, handler) => void local.on(channel, handler),
      onMissedMessages: (handler) => void local.on(missedMessages, handler),
    };
    app.decorate('bus', bus);
    if (options.redisUrl === undefined) return;

    const redisChannel = (channel: BusChannel) => `${options.redisPrefix}bus:${channel}`;
    const counterKey = `${options.redisPrefix}bus:published`;
    const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    const subscriber = new Redis(options.redisUrl);
    for (const connection of [publisher, subscriber]) {
      // ioredis reconnects by itself; an error is logged, never thrown at the process.
      connection.on('error', (error) => app.log.warn({ err: error }, 'Redis (bus) error'));
    }

    const missed = (why: string | null) => {
      if (why === null) return;
      app.log.warn({ why }, 'Messages to this node may have been missed: caches flushed');
      local.emit(missedMessages);
    };
    let messages: HeardMessages | null = null;

    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (connectedBefore) missed('Redis (bus) is back');
      connectedBefore = true;
    });
    subscriber.on('message', (fullChannel: string, numbered: string) => {
      const channel = channels.find((name) => redisChannel(name) === fullChannel);
      const separator = numbered.indexOf(':');
      if (channel === undefined || separator < 0) return;
      missed(messages?.heard(Number(numbered.slice(0, separator))) ?? null);
      deliverHere(channel, numbered.slice(separator + 1));
    });
    await subscriber.subscribe(...channels.map(redisChannel));

    const publishedCount = async (): Promise<number> =>
      Number((await publisher.get(counterKey)) ?? 0);
    const heardMessages = new HeardMessages(await publishedCount());
    messages = heardMessages;

    // Every check reads the count of messages published (lib/heard-messages.ts judges it). One
    // counted at the previous check and still not heard is lost (a message on its way has had a
    // whole check to arrive), and so is anything while the count cannot be read in time: either
    // flushes.
    let checking = false;
    const checkForMissedMessages = async () => {
      if (checking) return;
      checking = true;
      try {
        // A busy event loop runs this timer before it reads a reply that came in meanwhile:
        // setImmediate lets that reply (and messages heard since) in first, so only a Redis that
        // did not answer counts, not a node that was slow to look.
        const timeout = new Promise<null>((resolve) =>
          setTimeout(() => setImmediate(() => resolve(null)), missedMessagesCheckMs).unref(),
        );
        const heardBefore = heardMessages.beginCheck();
        const count = await Promise.race([publishedCount(), timeout]);
        if (count === null) {
          missed('the count of published messages did not come in time');
          return;
        }
        missed(heardMessages.counted(count, heardBefore));
      } catch {
        missed('the count of published messages could not be read');
      } finally {
        checking = false;
      }
    };
    const checks = setInterval(() => void checkForMissedMessages(), missedMessagesCheckMs);
    checks.unref();

    bus.publish = async (channel, message) => {
      deliverHere(channel, message);
      try {
        await publisher.eval(
          publishNumbered,
          1,
          counterKey,
          redisChannel(channel),
          message,
          String(counterLifetimeMs),
        );
      } catch (error) {
        // While Redis does not answer, every node's check fails and flushes its caches, so the
        // other nodes show this write within a check. The write itself has succeeded.
        app.log.warn({ err: error, channel }, 'Publishing to the other nodes failed');
      }
    };
    app.addHook('onClose', async () => {
      clearInterval(checks);
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    });
  },
  { name: 'upsolve-bus' },
);
