import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import fp from 'fastify-plugin';
import { Negotiator } from '@fastify/accept-negotiator';
import { answerCacheBounds } from '../lib/answer-cache-bounds.ts';
import { fullKeyOf } from '../lib/cache-declaration.ts';
import type { CacheDeclaration } from '../lib/cache-declaration.ts';
import type { LoadTicket } from '../lib/cache-loads.ts';
import { TagCache } from '../lib/tag-cache.ts';
import { CacheReloads, isCacheReload, readOf, reloadDefaults } from './cache-reload.ts';
import type { ReadAgain } from './cache-reload.ts';
import { compressionThresholdBytes, dynamicBrotliQuality } from './compression.ts';
import { etagOf, markCacheUse } from './http-cache.ts';

/**
 * One cache for every cached read (lib/tag-cache.ts): values a service reads through `app.cache`,
 * and whole answers a route declares with `config.cachedAnswer` (below), kept as the bytes sent,
 * compressed once when stored. Entries go when an event names one of their tags (each feature's
 * subscribers.ts), on every node, and all of them only when a bus message may have been lost.
 */
declare module 'fastify' {
  interface FastifyInstance {
    cache: TagCache;
    /** The answers being read again after a drop (plugins/cache-reload.ts). */
    cacheReloads: CacheReloads;
  }
  interface FastifyContextConfig {
    /** This GET's answer is cached as declared; null answers this request without the cache. */
    cachedAnswer?: (request: FastifyRequest) => Promise<AnswerDeclaration | null>;
  }
}

/** A cached answer's declaration: the value's, and the tags read off the body it sends. */
export interface AnswerDeclaration extends CacheDeclaration {
  tagsOf?: (body: unknown) => readonly string[];
}

/**
 * Declares a route's answer cached: `declare` names the key, scope and tags of a request's answer
 * (null: this one is not cached, e.g. under a private problem), `tagsOf` adds the tags of what
 * the body shows (the ids of listed items).
 */
export function cachedAnswer<Body, Route extends RouteGenericInterface = RouteGenericInterface>(
  declare: (
    request: FastifyRequest<Route>,
  ) => CacheDeclaration | null | Promise<CacheDeclaration | null>,
  tagsOf?: (body: Body) => readonly string[],
): (request: FastifyRequest) => Promise<AnswerDeclaration | null> {
  return async (request) => {
    // Called for this route's requests only, after its schemas validated them as Route says.
    const declared = await declare(request as FastifyRequest<Route>);
    if (declared === null) return null;
    // The body is what this route's handler returned, which its response schema types as Body.
    return tagsOf === undefined
      ? declared
      : { ...declared, tagsOf: (body) => tagsOf(body as Body) };
  };
}

/** An answer as stored: its bytes as sent, compressed once, and the headers that belong to it. */
interface StoredAnswer {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  headers: [string, string][];
  /** Its last read, to read it again after a drop. */
  readAgain: ReadAgain;
}

const isStoredAnswer = (value: unknown): value is StoredAnswer =>
  typeof value === 'object' && value !== null && 'readAgain' in value;

/** Headers that belong to a page of results as much as its body does. */
const answerHeaders = ['x-total-count', 'x-total-capped', 'x-next-cursor'];
/** Counts on list cards may lag another user's write by this much before a read reloads them. */
export const staleRefreshMs = 2_000;
/** The most they may lag, while that reload is in progress. */
export const maxStaleMs = 5_000;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

interface Loading {
  ticket: LoadTicket;
  declared: AnswerDeclaration;
  tags: readonly string[];
}

const loadingKey = Symbol('answer being loaded');
type RequestWithLoad = FastifyRequest & { [loadingKey]?: Loading };

/**
 * The body's bytes in memory of their own: a small `Buffer.from` is cut from a shared 8 KiB
 * slab, which a stored answer would keep alive, whole, for as long as it is stored.
 */
function ownBytes(body: string | Buffer): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body));
  if (typeof body === 'string') bytes.write(body);
  else body.copy(bytes);
  return bytes;
}

/** Makes the stored form of an answer: compressed once here, not on every hit. */
async function storedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
): Promise<StoredAnswer> {
  const identity = ownBytes(body);
  const worthIt = identity.length >= compressionThresholdBytes;
  const [br, gz] = worthIt
    ? await Promise.all([
        compressBrotli(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: dynamicBrotliQuality },
        }),
        compressGzip(identity),
      ])
    : [null, null];
  const headers: [string, string][] = [];
  for (const name of answerHeaders) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers.push([name, String(value)]);
  }
  const etag = etagOf(reply, identity);
  return { identity, br, gzip: gz, etag, headers, readAgain: readOf(request) };
}

function sendStored(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  if (!isCacheReload(request)) answer.readAgain = readOf(request);
  for (const [name, value] of answer.headers) reply.header(name, value);
  reply.header('etag', answer.etag);
  reply.header('vary', 'accept-encoding');
  markCacheUse(reply, true);
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? encodings.negotiate(accepted) : null;
  const compressed = encoding === null ? null : answer[encoding];
  if (encoding === null || compressed === null) return reply.send(answer.identity);
  reply.header('content-encoding', encoding);
  return reply.send(compressed);
}

export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    const reloads = new CacheReloads(app, {
      ...reloadDefaults,
      databaseBusy: () => app.databaseWaiting() > 0,
    });
    const cache = new TagCache({
      maxEntries: answerCacheBounds.maxEntries,
      maxWeight: answerCacheBounds.maxWeightBytes,
      ttlMs: answerCacheBounds.entryTtlMs,
      refreshAfterMs: staleRefreshMs,
      maxStaleMs,
      onDropped: (fullKey, value) => {
        if (isStoredAnswer(value)) reloads.dropped(fullKey, value.readAgain);
      },
    });
    app.decorate('cache', cache);
    app.decorate('cacheReloads', reloads);
    app.addHook('preClose', () => reloads.close());
    app.bus.onMissedMessages(() => cache.flush());
    // Per node, since each node's memory is its own: not a job, which runs on one node.
    const purging = setInterval(() => cache.purgeExpired(), answerCacheBounds.purgeEveryMs).unref();
    app.addHook('onClose', async () => clearInterval(purging));

    app.addHook('preHandler', async (request: RequestWithLoad, reply) => {
      const declared = (await request.routeOptions.config.cachedAnswer?.(request)) ?? null;
      if (declared === null || request.method !== 'GET') return;
      const fullKey = fullKeyOf(declared);
      // The entry, or what a concurrent miss of this key loaded and kept.
      const readerId = request.user?.id ?? null;
      // A reload is for a stale entry's new value: it does not take the stale one.
      const freshOnly = isCacheReload(request);
      const found = cache.find(fullKey, readerId, freshOnly);
      // Every value stored under an answer's key is a StoredAnswer (onSend below).
      if (found !== undefined) {
        // Stale and due: answered as it is, and loaded anew in the background.
        if (found.refresh) reloads.due(fullKey, readOf(request));
        return sendStored(request, reply, found.value as StoredAnswer);
      }
      // None: what a concurrent miss is loading, checked at once so only one load begins.
      const now = cache.available(fullKey, readerId, freshOnly);
      const shared =
        now instanceof Promise ? await cache.lookup(fullKey, readerId, freshOnly) : now;
      if (shared !== undefined) return sendStored(request, reply, shared.value as StoredAnswer);
      const ticket = cache.begin(fullKey, declared.tags);
      request[loadingKey] = { ticket, declared, tags: declared.tags };
      markCacheUse(reply, false);
    });

    // Only an answer that will be stored has its body's tags read (an error's body has none).
    app.addHook('preSerialization', async (request: RequestWithLoad, reply, payload) => {
      const loading = request[loadingKey];
      if (loading?.declared.tagsOf !== undefined && reply.statusCode === 200) {
        loading.tags = [...loading.declared.tags, ...loading.declared.tagsOf(payload)];
      }
      return payload;
    });

    // Registered before http-cache and compression: it sees the plain body, and sets the ETag
    // http-cache then uses as it is.
    app.addHook('onSend', async (request: RequestWithLoad, reply, payload) => {
      const loading = request[loadingKey];
      if (loading === undefined) return payload;
      request[loadingKey] = undefined;
      const storable =
        reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (!storable) {
        cache.abandon(loading.ticket);
        return payload;
      }
      const answer = await storedAnswer(request, reply, payload).catch((error: unknown) => {
        // Its waiters load it themselves.
        cache.abandon(loading.ticket);
        throw error;
      });
      const weight = answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
      cache.finish(loading.ticket, answer, loading.tags, weight);
      reply.header('etag', answer.etag);
      return payload;
    });

    // A request that ended before its answer was sent (an error thrown, the client gone).
    const endLoad = async (request: RequestWithLoad) => {
      const loading = request[loadingKey];
      if (loading === undefined) return;
      request[loadingKey] = undefined;
      cache.abandon(loading.ticket);
    };
    app.addHook('onResponse', endLoad);
    app.addHook('onRequestAbort', endLoad);
  },
  { name: 'upsolve-cache', dependencies: ['upsolve-bus'] },
);
