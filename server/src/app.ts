import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@upsolve/contract';
import type { Config } from './config.ts';
import { adminSocketPath } from './admin/protocol.ts';
import { openDatabase } from './db/client.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import { features } from './features/index.ts';
import type { AiOptions } from './features/ai/index.ts';
import type { HandleSiteOptions } from './features/handles/index.ts';
import { mayMessage } from './features/blocks/index.ts';
import { mayReadDiscussion } from './features/discussion/index.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import { QuietRequestLog } from './lib/request-log.ts';
import { adminSocketPlugin } from './plugins/admin-socket.ts';
import { busPlugin } from './plugins/bus.ts';
import { cachePlugin } from './plugins/cache.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, handleFrameworkError } from './plugins/errors.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { eventsPlugin } from './plugins/events.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { rateLimitPlugin, requestBudgetPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { presencePlugin } from './plugins/presence.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webPlugin } from './plugins/web.ts';
import { defaultWebDistDir } from './paths.ts';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  /** An open, migrated database the caller owns (tests); otherwise the app opens its own. */
  db?: Database;
  /** Which kind `db` is (it decides the embedded database's housekeeping); PostgreSQL if unset. */
  dbKind?: DatabaseKind;
  /** Directory of the built SPA; defaults to web/dist of this repository. */
  webDistDir?: string;
  /** Where log lines go (tests capture them); defaults to stdout. */
  logStream?: { write: (line: string) => void };
  /**
   * Where `npm run admin` reaches this server; by default `DATA_DIR/admin.sock` when the app opens
   * the embedded database itself (which then no other process may open), else none.
   */
  adminSocketPath?: string;
  /** The AI assistant's options: tests shorten the provider's allowed silence, or name a provider. */
  ai?: AiOptions;
  /** Linked handles' calls: tests shorten the sites' intervals and pages. */
  handles?: HandleSiteOptions;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a sane incoming X-Request-Id (set by a proxy) so logs line up across hops. */
function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && requestIdPattern.test(incoming)) return incoming;
  return randomUUID();
}

/** Builds the whole app without listening, so tests drive it with `app.inject`. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const handle =
    options.db === undefined
      ? await openDatabase(config)
      : {
          db: options.db,
          kind: options.dbKind ?? 'postgres',
          close: undefined,
          createdNow: false,
          waiting: () => 0,
        };

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'req.body.password',
        ],
        censor: '[redacted]',
      },
      serializers: { req: serializeRequest, err: serializeError },
    },
    genReqId: requestIdOf,
    logController: new QuietRequestLog(),
    frameworkErrors: handleFrameworkError,
    bodyLimit: limits.bodyBytes,
    // Close idle keep-alive connections on shutdown instead of waiting for clients.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only. Without Fastify's text/plain parser a text body gets 415 instead of
  // a puzzling "expected object", and a cross-site "simple" text/plain POST cannot reach a route.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  try {
    await app.register(dbPlugin, {
      config,
      db: handle.db,
      close: handle.close,
      createdNow: handle.createdNow,
      kind: handle.kind,
      waiting: handle.waiting,
    });
    await app.register(routeTablePlugin);
    await app.register(errorsPlugin);
    await app.register(cookie);
    await app.register(securityPlugin);
    await app.register(csrfPlugin);
    await app.register(busPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
    // The budget's counters first: the session lookup checks an address's signed-out budget
    // before it reaches the database, and the budget is spent once the session says whose it is.
    await app.register(rateLimitPlugin, {
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      writesPerMin: config.rateLimit.writesPerMin,
      readsPerMin: config.rateLimit.readsPerMin,
    });
    await app.register(sessionPlugin, {
      beforeLookup: (request) => app.requestBudget.check(request),
    });
    await app.register(requestBudgetPlugin);
    await app.register(eventsPlugin);
    // Before http-cache: a cached answer's stored ETag is the one http-cache sends.
    await app.register(cachePlugin);
    await app.register(jobsPlugin);
    await app.register(housekeepingPlugin);
    const socketPath =
      options.adminSocketPath ??
      (options.db === undefined && handle.kind === 'pglite'
        ? adminSocketPath(config.dataDir)
        : undefined);
    if (socketPath !== undefined) await app.register(adminSocketPlugin, { socketPath });
    const redis = { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix };
    await app.register(presencePlugin, redis);
    // Typing notices follow the messages' rule of who may message whom (features/blocks); a
    // discussion is heard by whoever may read it (features/discussion).
    await app.register(realtimePlugin, {
      ...redis,
      mayMessage: (fromId, toId) => mayMessage(app.db, fromId, toId),
      mayWatchProblem: (viewer, problemId) => mayReadDiscussion(app.db, viewer, problemId),
    });
    // ETags hash the plain body, so they come before compression; both before any route.
    await app.register(httpCachePlugin);
    await app.register(compressionPlugin);
    await app.register(docsPlugin);
    await app.register(features, { prefix: '/api', ai: options.ai, handles: options.handles });
    await app.register(webPlugin, { distDir: options.webDistDir ?? defaultWebDistDir });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
