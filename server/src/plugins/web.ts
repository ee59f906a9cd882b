import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound, sendError } from './errors.ts';

export const webNotBuiltMessage =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it first).';

const immutableCache = 'public, max-age=31536000, immutable';

/**
 * Headers that only a document (a page) obeys. A hashed script, stylesheet or font is no document,
 * and over HTTP/1.1 these ~600 bytes went out again with each of the dozens of files a page loads.
 * `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy` stay: they govern how a
 * browser may use the file itself.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/** Client routes of the SPA: GET/HEAD outside /api that are not a (missing) hashed asset. */
function isClientRoute(request: FastifyRequest): boolean {
  const urlPath = pathOf(request);
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !isApiPath(urlPath) && !urlPath.startsWith('/assets/');
}

export interface WebPluginOptions {
  /** Directory of the built SPA (index.html + assets/). */
  distDir: string;
}

/**
 * Serves the built SPA: files as they are or precompressed (hashed assets cached for a year),
 * index.html for every other GET so client routes load, and a JSON 404 for unknown /api paths.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const built = existsSync(path.join(options.distDir, 'index.html'));
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 200 || !pathOf(request).startsWith('/assets/')) return payload;
      for (const header of documentOnlyHeaders) reply.removeHeader(header);
      return payload;
    });
    if (built) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        // The build writes .br and .gz copies beside each compressible file; the one the request's
        // Accept-Encoding prefers is sent (with Vary: Accept-Encoding), the plain file otherwise.
        preCompressed: true,
        // Nothing under a dot-folder is served, such as the build manifest (.vite/manifest.json).
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (response, filePath) => {
          const relative = path.relative(options.distDir, filePath).split(path.sep).join('/');
          response.header(
            'cache-control',
            relative.startsWith('assets/') ? immutableCache : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!isClientRoute(request)) return sendError(reply, notFound());
      if (!built) {
        return reply.code(503).type('text/plain; charset=utf-8').send(webNotBuiltMessage);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'upsolve-web' },
);
