import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { socketSettings } from '../../contract/src/messages.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contract/src/messages.ts';
import { mapConcurrently } from './http.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Who a client is and which node its socket is on. */
export interface ClientTarget {
  origin: string;
  /** `upsolve_session=...` of the client's own session. */
  cookie: string;
}

/** A handshake slower than this means the server hangs. */
const connectTimeoutMs = 60_000;
/** Handshakes in flight at once: each costs the server a session lookup. */
const connectConcurrency = 16;

/**
 * Opens one socket as the web app's does (websocket transport, the session cookie), without the
 * browser: Node sends no Origin, which the server takes as a client that is not a browser. Never
 * reconnects: a socket that drops during a run is an error, not something to paper over.
 */
export function connectSocket(
  target: ClientTarget,
  /** Called before the socket connects: what the server sends on connecting reaches listeners. */
  listen: (socket: ClientSocket) => void = () => {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(target.origin, {
    path: socketSettings.path,
    transports: ['websocket'],
    extraHeaders: { cookie: target.cookie },
    forceNew: true,
    reconnection: false,
    timeout: connectTimeoutMs,
  });
  listen(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.off('connect_error');
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`A socket to ${target.origin} could not connect: ${error.message}`));
    });
  });
}

export interface ConnectedClients {
  /** In the targets' order. */
  sockets: ClientSocket[];
  /** Why sockets disconnected while they were meant to stay, if any did. */
  drops: () => string[];
  /** The most user ids one presence event (`getOnlineUsers`, `presenceChanged`) carried. */
  largestPresenceEvent: () => number;
  close: () => void;
}

/** Connects every target, a few at a time, and watches that none of them drops. */
export async function connectClients(targets: readonly ClientTarget[]): Promise<ConnectedClients> {
  const dropped: string[] = [];
  let largestPresenceEvent = 0;
  const measurePresence = (socket: ClientSocket) => {
    socket.on('getOnlineUsers', (ids) => {
      largestPresenceEvent = Math.max(largestPresenceEvent, ids.length);
    });
    socket.on('presenceChanged', ({ online, offline }) => {
      largestPresenceEvent = Math.max(largestPresenceEvent, online.length + offline.length);
    });
  };
  let closing = false;
  const opened: ClientSocket[] = [];
  const close = () => {
    closing = true;
    for (const socket of opened) socket.close();
  };
  try {
    const sockets = await mapConcurrently(targets, connectConcurrency, async (target) => {
      const socket = await connectSocket(target, measurePresence);
      opened.push(socket);
      socket.on('disconnect', (reason) => {
        if (!closing) dropped.push(`${target.origin}: ${reason}`);
      });
      return socket;
    });
    return {
      sockets,
      drops: () => [...dropped],
      largestPresenceEvent: () => largestPresenceEvent,
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
