import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { isCacheReload } from './cache-reload.ts';
import { isUnsafeMethod } from './csrf.ts';
import { rateLimited } from './errors.ts';
import { SnapshotLocalStore } from './rate-limit-store.ts';

const minuteMs = 60_000;

/** Key for limits that apply per client address (sign-in, sign-up). */
export function ipKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/** Key for limits that apply per user, or per address when signed out. */
export function userOrIpKey(request: FastifyRequest): string {
  return request.user === null ? ipKey(request) : `user:${request.user.id}`;
}

/**
 * Health probes, the SPA and its assets are not API calls and are not limited; a cached answer
 * read again by the server itself (plugins/cache-reload.ts) is no one's call.
 */
function isExempt(request: FastifyRequest): boolean {
  if (isCacheReload(request)) return true;
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
  return { max, timeWindow: timeWindowMs, keyGenerator, allowList: isCacheReload };
}

/**
 * A second limit of a route beside its `config.rateLimit` (a day's beside a minute's), counted
 * apart under `name`: a preHandler, so a request the route's own limit refused, or whose input
 * was bad, spends none of it. Refuses with the same 429 as every limit.
 */
export function additionalRateLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindowMs: number,
  keyGenerator: (request: FastifyRequest) => string = userOrIpKey,
): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `${name}:${keyGenerator(request)}`,
  });
  return async (request) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}

export interface RateLimitPluginOptions {
  /** Shared store for several nodes; each node counts alone without it. */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: the counters' keys start with it, so runs sharing one Redis never meet. */
  redisPrefix: string;
  writesPerMin: number;
  readsPerMin: number;
}

/** The read/write budget of every /api call: per user, or per address when signed out. */
export interface RequestBudget {
  /**
   * Refuses (429) a request whose budget is already spent, without spending any: the session
   * lookup asks it before going to the database, so a flood of made-up cookies from one address
   * stops at its budget.
   */
  check(request: FastifyRequest): Promise<void>;
  /** Spends one call of the request's budget, or refuses it (429) once the budget is spent. */
  spend(request: FastifyRequest): Promise<void>;
  /**
   * `check` and `spend` for a socket handshake that signs no one in: it counts as a signed-out
   * read from `address`, against the same budget as that address's HTTP calls.
   */
  checkAddress(address: string): Promise<void>;
  spendAddress(address: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestBudget: RequestBudget;
  }
}

const budgetKey = (request: FastifyRequest) =>
  `${isUnsafeMethod(request.method) ? 'write' : 'read'}:${userOrIpKey(request)}`;

/**
 * A socket handshake as the budget sees it: a signed-out read of the API from `address`. The
 * limiter reads only these fields (its key, the allow list and the route's own limit), so the
 * handshake lands on the very counter that address's HTTP calls spend.
 */
function signedOutReadFrom(address: string): FastifyRequest {
  const handshake = {
    ip: address,
    headers: {},
    method: 'GET',
    url: '/api/socket.io',
    user: null,
    routeOptions: { config: {} },
  };
  return handshake as unknown as FastifyRequest;
}

/**
 * A route with a limit of its own is counted by that limit instead: sign-in and sign-up per
 * address, a user's messages and searches per user. A signed-out call to a per-user route is
 * answered 401 before its own limit is reached, so it spends the address's budget: counted, as
 * every signed-out call is, before it is answered.
 */
const hasOwnLimit = (request: FastifyRequest) => {
  const own = request.routeOptions.config.rateLimit;
  if (own === undefined || own === false) return false;
  return request.user !== null || own.keyGenerator === ipKey;
};

/**
 * The counters (in Redis with REDIS_URL) and `app.requestBudget`. Registered before the session
 * plugin, whose lookup checks the signed-out budget first; the budget is spent by
 * `requestBudgetPlugin`, once the session says whose budget it is. Routes with their own
 * `config.rateLimit` (sign-in, sign-up per address) are counted by it instead.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    const redis =
      options.redisUrl === undefined
        ? undefined
        : new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    if (redis !== undefined) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      hook: 'onRequest',
      timeWindow: minuteMs,
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
      ...(redis === undefined
        ? { store: SnapshotLocalStore }
        : { redis, nameSpace: `${options.redisPrefix}rate-limit:`, skipOnError: true }),
    });
    const budget = app.createRateLimit({
      timeWindow: minuteMs,
      max: (request) =>
        isUnsafeMethod(request.method) ? options.writesPerMin : options.readsPerMin,
      keyGenerator: budgetKey,
      allowList: (request) => isExempt(request) || hasOwnLimit(request),
    });
    const refuseWhenExceeded = async (
      request: FastifyRequest,
      callOptions: { increment: boolean },
    ) => {
      const result = await budget(request, callOptions);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    };
    app.decorate('requestBudget', {
      // A read-only look: the lookup that follows spends nothing yet.
      check: (request) => refuseWhenExceeded(request, { increment: false }),
      spend: (request) => refuseWhenExceeded(request, { increment: true }),
      checkAddress: (address) =>
        refuseWhenExceeded(signedOutReadFrom(address), { increment: false }),
      spendAddress: (address) =>
        refuseWhenExceeded(signedOutReadFrom(address), { increment: true }),
    } satisfies RequestBudget);
  },
  { name: 'upsolve-rate-limit' },
);

/**
 * Spends each /api call's budget right after the session lookup, before any route's own checks:
 * a signed-out call is counted per address before it is answered 401, not let through uncounted.
 */
export const requestBudgetPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => app.requestBudget.spend(request));
  },
  { name: 'upsolve-request-budget', dependencies: ['upsolve-rate-limit', 'upsolve-session'] },
);
