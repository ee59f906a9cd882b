import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

/** Socket.IO's WebSocket URL of the app's own origin (CSP connect-src). */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Security headers with a CSP the built SPA passes (KaTeX and React style attributes need inline
 * styles), and CORS with credentials for ALLOWED_ORIGINS only.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { publicUrl, allowedOrigins } = app.config;
    const https = publicUrl.startsWith('https:');
    await app.register(helmet, {
      global: true,
      // HSTS only makes sense (and is only honoured) when the app is served over https.
      strictTransportSecurity: https,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", webSocketOrigin(publicUrl)],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    });
    await app.register(cors, {
      origin: allowedOrigins.length === 0 ? false : allowedOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['X-Total-Count', 'X-Next-Cursor', 'X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'upsolve-security', dependencies: ['upsolve-db'] },
);
