import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * What every node must hear at once: a session that ended (its cached lookup must go) and a write
 * that changed what cached lists show.
 */
export type BusChannel = 'session-ended' | 'lists-changed';
const channels: BusChannel[] = ['session-ended', 'lists-changed'];

export interface Bus {
  /**
   * Delivers `message` to this node's subscribers before it resolves, and to every other node
   * through Redis when REDIS_URL is set (resolving once Redis has accepted it).
   */
  publish: (channel: BusChannel, message: string) => Promise<void>;
  subscribe: (channel: BusChannel, handler: (message: string) => void) => void;
  /** Runs `handler` when messages may have been missed (Redis reconnected): caches flush. */
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
    const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    const subscriber = new Redis(options.redisUrl);
    for (const connection of [publisher, subscriber]) {
      // ioredis reconnects by itself; an error is logged, never thrown at the process.
      connection.on('error', (error) => app.log.warn({ err: error }, 'Redis (bus) error'));
    }
    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (connectedBefore) local.emit(missedMessages);
      connectedBefore = true;
    });
    subscriber.on('message', (fullChannel: string, message: string) => {
      const channel = channels.find((name) => redisChannel(name) === fullChannel);
      if (channel !== undefined) deliverHere(channel, message);
    });
    await subscriber.subscribe(...channels.map(redisChannel));

    bus.publish = async (channel, message) => {
      deliverHere(channel, message);
      try {
        await publisher.publish(redisChannel(channel), message);
      } catch (error) {
        // Other nodes' caches still expire within seconds; the write itself has succeeded.
        app.log.warn({ err: error, channel }, 'Publishing to the other nodes failed');
      }
    };
    app.addHook('onClose', async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    });
  },
  { name: 'upsolve-bus' },
);
