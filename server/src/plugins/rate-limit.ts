import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { isUnsafeMethod } from './csrf.ts';
import { rateLimited } from './errors.ts';

const minuteMs = 60_000;

/** Key for limits that apply per client address (sign-in, sign-up). */
export function ipKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/** Key for limits that apply per user, or per address when signed out. */
export function userOrIpKey(request: FastifyRequest): string {
  return request.user === null ? ipKey(request) : `user:${request.user.id}`;
}

/** Health probes, the SPA and its assets are not API calls and are not limited. */
function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return !path.startsWith('/api/') || path === '/api/health' || path === '/api/ready';
}

/**
 * Route-level limit, e.g. `config: { rateLimit: routeRateLimit(10, 60_000, ipKey) }`. Counts for
 * each route are kept apart from the global read/write counts.
 */
export function routeRateLimit(
  max: number,
  timeWindowMs: number,
  keyGenerator: (request: FastifyRequest) => string = userOrIpKey,
): RateLimitOptions {
  return { max, timeWindow: timeWindowMs, keyGenerator };
}

export interface RateLimitPluginOptions {
  /** Shared store for several nodes; each node counts alone without it. */
  redisUrl: string | undefined;
  writesPerMin: number;
  readsPerMin: number;
}

/**
 * Every /api route is limited per user (per IP when signed out), with separate
 * budgets for writes and reads. Routes with their own `config.rateLimit` replace the global one.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    const redis =
      options.redisUrl === undefined
        ? undefined
        : new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    if (redis !== undefined) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: true,
      hook: 'onRequest',
      timeWindow: minuteMs,
      max: (request) =>
        isUnsafeMethod(request.method) ? options.writesPerMin : options.readsPerMin,
      keyGenerator: (request) =>
        `${isUnsafeMethod(request.method) ? 'write' : 'read'}:${userOrIpKey(request)}`,
      allowList: (request) => isExempt(request),
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
      ...(redis === undefined
        ? {}
        : { redis, nameSpace: 'upsolve-rate-limit:', skipOnError: true }),
    });
  },
  { name: 'upsolve-rate-limit', dependencies: ['upsolve-session'] },
);
