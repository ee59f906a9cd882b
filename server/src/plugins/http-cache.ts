import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Per-user answers: a browser may keep them, but must ask again (cheaply, with the ETag) each time. */
export const privateRevalidate = 'private, no-cache';

/** The headers that belong to a page of results as much as its body does. */
const pageHeaders = ['x-total-count', 'x-total-capped', 'x-next-cursor'];

function isApiRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/');
}

/** A successful JSON answer that sets no cookie: the only kind worth an ETag. */
function isCacheableAnswer(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (reply.statusCode < 200 || reply.statusCode >= 300) return false;
  if (reply.hasHeader('set-cookie')) return false;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return false;
  return typeof payload === 'string' || Buffer.isBuffer(payload);
}

/**
 * A weak ETag (the bytes may be sent compressed or not) from the body and the page headers, so two
 * answers share a tag only when a client would see the same thing. An answer sent many times (a
 * shared list) computes it once and sets it on the reply, and the hook below uses it as it is.
 */
export function etagOf(reply: FastifyReply, payload: string | Buffer | ArrayBuffer): string {
  const headers = pageHeaders.map((name) => String(reply.getHeader(name) ?? '')).join('\n');
  const body = Buffer.isBuffer(payload)
    ? payload
    : typeof payload === 'string'
      ? Buffer.from(payload)
      : Buffer.from(new Uint8Array(payload));
  const digest = hash('sha1', Buffer.concat([Buffer.from(`${headers}\n`), body]), 'base64url');
  return `W/"${digest}"`;
}

/**
 * If-None-Match names the tag (weak comparison) or is `*`. A route answering something other than
 * JSON (the calendar feed) asks this itself; JSON answers get it from the hook below.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === wanted);
}

/**
 * Successful GET /api answers carry `Cache-Control: private, no-cache` and an ETag made from what
 * they send; a request whose If-None-Match names that ETag gets 304 without a body. Errors and
 * answers that set a cookie are left as they are. The ETag is computed from the viewer's own
 * answer, so one user's tag can only ever match that same answer.
 *
 * Registered after @fastify/cookie (whose onSend hook writes Set-Cookie) so the check sees it, and
 * before compression (route-level onSend hooks run after these), so the tag hashes the plain body.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiRead(request) || !isCacheableAnswer(reply, payload)) return payload;
      const given = reply.getHeader('etag');
      const etag = typeof given === 'string' ? given : etagOf(reply, payload);
      reply.header('cache-control', privateRevalidate);
      reply.header('etag', etag);
      if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      // A cached answer comes already compressed; a 304 has no body to be encoded.
      reply.removeHeader('content-encoding');
      return null;
    });
  },
  { name: 'upsolve-http-cache', dependencies: ['@fastify/cookie'] },
);

/**
 * Says in `X-Cache` whether a cached read was answered from the cache (`hit`) or loaded (`miss`):
 * what the bench counts to report hits and misses apart, and what an operator can look at.
 */
export function markCacheUse(reply: FastifyReply, hit: boolean): void {
  reply.header('x-cache', hit ? 'hit' : 'miss');
}
