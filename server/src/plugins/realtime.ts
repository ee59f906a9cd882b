import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  presenceWatchSchema,
  socketClosedMessages,
  socketClosedReasons,
  socketSettings,
  socketsPerUserMax,
  typingInputSchema,
} from '@upsolve/contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@upsolve/contract';
import { isTrustedOrigin } from './csrf.ts';
import { AppError, unauthenticated } from './errors.ts';
import {
  PresenceAudience,
  followPartnerships,
  pairTalking,
  partnersOf,
  showsOnline,
} from './presence-audience.ts';
import type { Listener } from './presence-audience.ts';
import { listenForDiscussionWatches, problemRooms } from './problem-rooms.ts';
import type { MayWatchProblem, ProblemRooms } from './problem-rooms.ts';
import type { SessionUser } from './session.ts';
import { localSocketCap, redisSocketCap } from './socket-cap.ts';
import { closeAtSessionExpiry } from './socket-expiry.ts';
import { typingRelay } from './typing-relay.ts';
import type { MayMessage } from './typing-relay.ts';

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
  /** The session's public id (an account change ends sessions by it) and its expiry. */
  sessionId: string;
  expiresAt: Date;
  /** When the handshake read the user's settings, and what it read. */
  handshakeAt: number;
  showOnline: boolean;
  /** The user's partners, unless this node knew them already. */
  partners: ReadonlySet<string> | undefined;
}

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
type EventName = keyof ServerToClientEvents;

export interface Realtime extends ProblemRooms {
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
  /**
   * Whether `a` and `b` are partners may have changed other than by a message (a block, an
   * unblock, a declined request): both reload whose presence they hear, on every node.
   */
  partnershipChanged: (a: string, b: string) => Promise<void>;
  /**
   * Disconnects this node's sockets of these sessions (ids, not tokens): the account feature's
   * reaction to ended sessions, which runs on every node.
   */
  endSessionsHere: (sessionIds: readonly string[]) => void;
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
  /** Who may send typing notices to whom: the messages' rule (app.ts gives it). */
  mayMessage: MayMessage;
  /** Who may hear a problem's discussion: the HTTP read's rule (app.ts gives it). */
  mayWatchProblem: MayWatchProblem;
}

const roomOf = (userId: string) => `user:${userId}`;

/**
 * The handshake: the session cookie's user (a miss in the session cache first checks the
 * address's budget; no session spends it), their "Show when I'm online", and their partners
 * unless this node knows them already.
 */
async function authenticate(
  app: FastifyInstance,
  audience: PresenceAudience,
  socket: RealtimeSocket,
) {
  const address = socket.handshake.address;
  const session = await app.sessionOfCookieHeader(socket.handshake.headers.cookie, () =>
    app.requestBudget.checkAddress(address),
  );
  if (session === null) {
    await app.requestBudget.spendAddress(address);
    throw unauthenticated();
  }
  const userId = session.user.id;
  const handshakeAt = Date.now();
  const [showOnline, partners] = await Promise.all([
    showsOnline(app.db, userId),
    audience.knows(userId) ? undefined : partnersOf(app.db, userId),
  ]);
  socket.data = { ...session, handshakeAt, showOnline, partners };
}

/** The handshake's Origin passes the CSRF guard's check; a client without one is not a browser. */
function originAllowed(app: FastifyInstance, origin: string | undefined, host: string | undefined) {
  if (origin === undefined) return true;
  return isTrustedOrigin(origin, host, [app.config.publicUrl, ...app.config.allowedOrigins]);
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
    let capRedis: Redis | undefined;
    if (options.redisUrl !== undefined) {
      capRedis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
      capRedis.on('error', (error: Error) =>
        app.log.warn({ err: error }, 'Socket cap: Redis error'),
      );
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

    const audience = new PresenceAudience();
    app.presence.onChange((before, after) => audience.deliver(before, after));
    const cap =
      capRedis === undefined
        ? localSocketCap(socketsPerUserMax)
        : redisSocketCap(capRedis, options.redisPrefix, socketsPerUserMax);
    const mayType = typingRelay(options.mayMessage);

    // The cookie decides who this is; no cookie, or one of no live session, is refused, and
    // spends the address's request budget as a signed-out HTTP call does.
    io.use((socket, next) => {
      authenticate(app, audience, socket)
        .then(() => next())
        .catch((error: unknown) => {
          if (error instanceof AppError) {
            next(new Error(error.statusCode === 429 ? 'rate_limited' : 'unauthenticated'));
            return;
          }
          app.log.error({ err: error }, 'Socket authentication failed');
          next(new Error('internal'));
        });
    });

    const socketsOfSession = new Map<string, Set<RealtimeSocket>>();

    io.on('connection', (socket) => {
      const { user, tokenHash, handshakeAt } = socket.data;
      const stopExpiryTimer = closeAtSessionExpiry(socket.data.expiresAt, {
        lookUp: () => app.sessionOfHash(tokenHash),
        isOpen: () => socket.connected,
        close: () => socket.disconnect(true),
        log: app.log,
      });
      const sameSession = socketsOfSession.get(tokenHash) ?? new Set();
      sameSession.add(socket);
      socketsOfSession.set(tokenHash, sameSession);
      void socket.join(roomOf(user.id));
      // A change of the setting announced while the handshake read it is the newer answer.
      const visible =
        app.presence.visibilityAnnouncedSince(user.id, handshakeAt) ?? socket.data.showOnline;
      app.presence.connect(user.id, visible);
      const listener: Listener = {
        id: socket.id,
        sendOnline: (ids) => socket.emit('getOnlineUsers', ids),
        sendChange: (change) => socket.emit('presenceChanged', change),
      };
      audience.join(listener, user.id, socket.data.partners);
      cap
        .admit(user.id, socket.id)
        .then(async (evicted) => {
          for (const socketId of evicted) await app.bus.publish('socket-evicted', socketId);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'Socket cap: counting failed'));

      socket.on('presence:watch', (watch: unknown) => {
        const parsed = presenceWatchSchema.safeParse(watch);
        if (parsed.success) audience.watch(listener, parsed.data.ids);
      });

      listenForDiscussionWatches(socket, options.mayWatchProblem, app.log);

      socket.on('typing', (notice: unknown) => {
        const parsed = typingInputSchema.safeParse(notice);
        if (!parsed.success) return;
        const to = parsed.data.to.toLowerCase();
        void mayType(user.id, to).then((allowed) => {
          if (allowed)
            io.to(roomOf(to)).emit('typing', { from: user.id, typing: parsed.data.typing });
        });
      });

      socket.on('disconnect', () => {
        stopExpiryTimer();
        sameSession.delete(socket);
        if (sameSession.size === 0) socketsOfSession.delete(tokenHash);
        audience.leave(listener);
        app.presence.disconnect(user.id);
        cap
          .release(user.id, socket.id)
          .catch((error: unknown) => app.log.warn({ err: error }, 'Socket cap: release failed'));
      });
    });

    // Logging out (or a rotated session) disconnects that session's sockets on every node.
    app.bus.subscribe('session-ended', (tokenHash) => {
      for (const socket of socketsOfSession.get(tokenHash) ?? []) socket.disconnect(true);
    });
    // One socket too many for its user, on whatever node: the oldest hears why, then closes.
    app.bus.subscribe('socket-evicted', (socketId) => {
      const socket = io.of('/').sockets.get(socketId);
      if (socket === undefined) return;
      socket.emit('socket:closed', {
        reason: socketClosedReasons.tooManyConnections,
        message: socketClosedMessages.tooManyConnections,
      });
      socket.disconnect(true);
    });
    const partnershipChanged = followPartnerships(app, audience);

    app.decorate('realtime', {
      io,
      toUser: (userId, event, payload, exceptSocketId) => {
        const room = io.to(roomOf(userId));
        const target = exceptSocketId === undefined ? room : room.except(exceptSocketId);
        // Socket.IO's typed emit cannot follow a generic event name; the payload type is checked
        // by `Realtime.toUser`'s signature.
        (target.emit as (event: EventName, payload: unknown) => boolean)(event, payload);
        // A message (a first reply accepts a request) or an accepted invitation may make two
        // people partners, who then hear each other's presence. Between known partners (the
        // relation is mutual) there is nothing to announce.
        const pair = pairTalking(event, payload);
        if (
          pair !== null &&
          !audience.arePartners(...pair) &&
          !audience.arePartners(pair[1], pair[0])
        ) {
          void partnershipChanged(pair[0], pair[1], 'message');
        }
      },
      partnershipChanged: (a, b) => partnershipChanged(a, b, 'any'),
      endSessionsHere: (sessionIds) => {
        const ended = new Set(sessionIds);
        for (const socket of io.of('/').sockets.values()) {
          if (ended.has(socket.data.sessionId)) socket.disconnect(true);
        }
      },
      ...problemRooms(io, roomOf),
    } satisfies Realtime);

    // Sockets would hold the HTTP server open: they go first, then the adapter's Redis.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      await streamsClient?.quit().catch(() => undefined);
      await capRedis?.quit().catch(() => undefined);
    });
  },
  {
    name: 'upsolve-realtime',
    dependencies: ['upsolve-session', 'upsolve-presence', 'upsolve-bus'],
  },
);
