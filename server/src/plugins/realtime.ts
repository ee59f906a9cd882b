import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { fullPresenceListMax, socketSettings, typingInputSchema } from '@upsolve/contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@upsolve/contract';
import { isTrustedOrigin } from './csrf.ts';
import type { SessionUser } from './session.ts';

/**
 * Socket.IO on the app's own server and port (docs/architecture.md, "The path of a socket
 * message"). A socket is who its session cookie says, never what its `userId` query claims; it
 * joins the room `user:{id}`, so anything for a user reaches all their tabs on every node (through
 * the Redis streams adapter with REDIS_URL). Sockets only receive: messages are sent over HTTP and
 * stored before they are emitted.
 */

interface SocketData {
  user: SessionUser;
  tokenHash: string;
}

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
type EventName = keyof ServerToClientEvents;

export interface Realtime {
  /**
   * Emits to every socket of `userId` on every node; `exceptSocketId` leaves out one of them (the
   * tab that made the request already has what it sent).
   */
  toUser: <Event extends EventName>(
    userId: string,
    event: Event,
    payload: Parameters<ServerToClientEvents[Event]>[0],
    exceptSocketId?: string,
  ) => void;
  /** The Socket.IO server (tests and the realtime bench read it). */
  io: RealtimeServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  redisUrl: string | undefined;
  redisPrefix: string;
}

const roomOf = (userId: string) => `user:${userId}`;

/** The handshake's Origin passes the CSRF guard's check; a client without one is not a browser. */
function originAllowed(app: FastifyInstance, origin: string | undefined, host: string | undefined) {
  if (origin === undefined) return true;
  return isTrustedOrigin(origin, host, [app.config.publicUrl, ...app.config.allowedOrigins]);
}

/** Sends who is online: the full list while it is short, else what changed since last time. */
function presenceBroadcaster(io: RealtimeServer) {
  let lastSent = new Set<string>();
  return (online: ReadonlySet<string>) => {
    if (online.size <= fullPresenceListMax) {
      io.local.emit('getOnlineUsers', [...online]);
    } else {
      const cameOnline = [...online].filter((id) => !lastSent.has(id));
      const wentOffline = [...lastSent].filter((id) => !online.has(id));
      io.local.emit('presenceChanged', { online: cameOnline, offline: wentOffline });
    }
    lastSent = new Set(online);
  };
}

export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimePluginOptions) => {
    const io: RealtimeServer = new Server(app.server, {
      path: socketSettings.path,
      serveClient: false,
      transports: [...socketSettings.transports],
      // The Origin is checked below, like the CSRF guard; CORS only for ALLOWED_ORIGINS.
      cors: { origin: app.config.allowedOrigins, credentials: true },
      allowRequest: (request, callback) => {
        callback(null, originAllowed(app, request.headers.origin, request.headers.host));
      },
    });

    let streamsClient: Redis | undefined;
    if (options.redisUrl !== undefined) {
      streamsClient = new Redis(options.redisUrl);
      streamsClient.on('error', (error: Error) =>
        app.log.warn({ err: error }, 'Socket.IO adapter: Redis error'),
      );
      io.adapter(
        createAdapter(streamsClient, {
          streamName: `${options.redisPrefix}socket.io`,
          channelPrefix: `${options.redisPrefix}socket.io`,
          sessionKeyPrefix: `${options.redisPrefix}socket.io:session:`,
          onlyPlaintext: true,
        }),
      );
    }

    // The cookie decides who this is; no cookie, or one of no live session, is refused.
    io.use((socket, next) => {
      app
        .sessionOfCookieHeader(socket.handshake.headers.cookie)
        .then((session) => {
          if (session === null) {
            next(new Error('unauthenticated'));
            return;
          }
          socket.data = { user: session.user, tokenHash: session.tokenHash };
          next();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'Socket authentication failed');
          next(new Error('internal'));
        });
    });

    const socketsOfSession = new Map<string, Set<RealtimeSocket>>();
    const sendPresence = presenceBroadcaster(io);
    app.presence.onChange(sendPresence);

    io.on('connection', (socket) => {
      const { user, tokenHash } = socket.data;
      const sameSession = socketsOfSession.get(tokenHash) ?? new Set();
      sameSession.add(socket);
      socketsOfSession.set(tokenHash, sameSession);
      void socket.join(roomOf(user.id));
      app.presence.connect(user.id);
      socket.emit('getOnlineUsers', app.presence.onlineIds());

      socket.on('typing', (notice: unknown) => {
        const parsed = typingInputSchema.safeParse(notice);
        if (!parsed.success || parsed.data.to === user.id) return;
        io.to(roomOf(parsed.data.to)).emit('typing', {
          from: user.id,
          typing: parsed.data.typing,
        });
      });

      socket.on('disconnect', () => {
        sameSession.delete(socket);
        if (sameSession.size === 0) socketsOfSession.delete(tokenHash);
        app.presence.disconnect(user.id);
      });
    });

    // Logging out (or a rotated session) disconnects that session's sockets on every node.
    app.bus.subscribe('session-ended', (tokenHash) => {
      for (const socket of socketsOfSession.get(tokenHash) ?? []) socket.disconnect(true);
    });

    app.decorate('realtime', {
      io,
      toUser: (userId, event, payload, exceptSocketId) => {
        const room = io.to(roomOf(userId));
        const target = exceptSocketId === undefined ? room : room.except(exceptSocketId);
        // Socket.IO's typed emit cannot follow a generic event name; the payload type is checked
        // by `Realtime.toUser`'s signature.
        (target.emit as (event: EventName, payload: unknown) => boolean)(event, payload);
      },
    } satisfies Realtime);

    // Sockets would hold the HTTP server open: they go first, then the adapter's Redis.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      await streamsClient?.quit().catch(() => undefined);
    });
  },
  {
    name: 'upsolve-realtime',
    dependencies: ['upsolve-session', 'upsolve-presence', 'upsolve-bus'],
  },
);
