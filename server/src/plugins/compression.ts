import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Brotli's quality for answers made per request. Its default (11, the best) is meant for files
 * compressed once; at 4 it compresses JSON about as small as gzip does, many times faster.
 */
export const dynamicBrotliQuality = 4;

/**
 * Compresses responses (JSON above all) when the client accepts brotli or gzip. It must be
 * registered before the routes: it attaches itself to each route as the route is added. Static
 * files are precompressed at build time and already carry a Content-Encoding, which it leaves alone.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: compressionThresholdBytes,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: dynamicBrotliQuality } },
    });
  },
  { name: 'upsolve-compression' },
);
