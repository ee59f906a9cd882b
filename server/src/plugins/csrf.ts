import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages } from '@upsolve/contract';
import { forbidden } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUnsafeMethod(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * An Origin is trusted when it is the request's own host, PUBLIC_URL or one of ALLOWED_ORIGINS:
 * a browser names the page that sent a request, so another site's page is refused. Socket.IO's
 * handshake uses the same check.
 */
export function isTrustedOrigin(
  origin: string,
  ownHost: string | undefined,
  trustedOrigins: readonly string[],
): boolean {
  if (trustedOrigins.includes(origin)) return true;
  const host = hostOf(origin);
  return host !== null && ownHost !== undefined && host === ownHost.toLowerCase();
}

function isCrossSite(
  request: FastifyRequest,
  publicUrl: string,
  allowedOrigins: readonly string[],
): boolean {
  const origin = request.headers.origin;
  // A front end hosted on another site is named in ALLOWED_ORIGINS; its browser says cross-site.
  if (origin !== undefined && allowedOrigins.includes(origin)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  if (origin === undefined) return false;
  return !isTrustedOrigin(origin, request.headers.host, [publicUrl]);
}

/** Refuses unsafe requests a browser sent on behalf of another site (403). */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    const { publicUrl, allowedOrigins } = app.config;
    app.addHook('onRequest', async (request) => {
      if (!isUnsafeMethod(request.method)) return;
      if (isCrossSite(request, publicUrl, allowedOrigins)) {
        throw forbidden(errorMessages.crossSite);
      }
    });
  },
  { name: 'upsolve-csrf', dependencies: ['upsolve-db'] },
);
