import type { Redis } from 'ioredis';

/**
 * At most `max` sockets per user, counted across nodes (in Redis with REDIS_URL, on this node
 * otherwise): admitting one more names the oldest ones to close. A node that died leaves its
 * sockets' entries behind; being the oldest, they are the first named, and closing a socket that
 * no longer exists costs nothing, so the count heals itself.
 */
export interface SocketCap {
  /** Counts the socket in; resolves the ids of the user's oldest sockets now over the cap. */
  admit: (userId: string, socketId: string) => Promise<string[]>;
  /** The socket closed. */
  release: (userId: string, socketId: string) => Promise<void>;
}

/** On one node: each user's sockets in the order they connected. */
export function localSocketCap(max: number): SocketCap {
  const socketsOf = new Map<string, string[]>();
  return {
    admit: async (userId, socketId) => {
      const sockets = socketsOf.get(userId) ?? [];
      sockets.push(socketId);
      socketsOf.set(userId, sockets);
      return sockets.splice(0, Math.max(0, sockets.length - max));
    },
    release: async (userId, socketId) => {
      const sockets = (socketsOf.get(userId) ?? []).filter((id) => id !== socketId);
      if (sockets.length === 0) socketsOf.delete(userId);
      else socketsOf.set(userId, sockets);
    },
  };
}

/**
 * Adds the socket by Redis's own clock (the nodes' clocks may differ) and removes and returns the
 * oldest beyond the cap, in one step.
 */
const admitScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[2])
if over <= 0 then return {} end
local oldest = redis.call('ZRANGE', KEYS[1], 0, over - 1)
redis.call('ZREM', KEYS[1], unpack(oldest))
return oldest`;

/** A user's list outlives a day without a new socket; then it starts again, empty. */
const listLifetimeMs = 24 * 60 * 60 * 1000;

/** Across nodes: each user's sockets in a sorted set by connection time. */
export function redisSocketCap(redis: Redis, prefix: string, max: number): SocketCap {
  const keyOf = (userId: string) => `${prefix}sockets:user:${userId}`;
  return {
    admit: async (userId, socketId) => {
      const evicted = await redis.eval(
        admitScript,
        1,
        keyOf(userId),
        socketId,
        String(max),
        String(listLifetimeMs),
      );
      return Array.isArray(evicted) ? evicted.map(String) : [];
    },
    release: async (userId, socketId) => {
      await redis.zrem(keyOf(userId), socketId);
    },
  };
}
