import type { FastifyRequest } from 'fastify';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write through the API that succeeded: what the caches drop their entries for, before the
 * answer leaves (plugins/list-cache.ts, plugins/viewer-cache.ts).
 */
export function isSuccessfulApiWrite(request: FastifyRequest, statusCode: number): boolean {
  if (readMethods.has(request.method) || statusCode >= 400) return false;
  return request.url.startsWith('/api/');
}
