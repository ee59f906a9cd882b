import { socketSettings } from '@upsolve/contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@upsolve/contract';
import { io, type Socket } from 'socket.io-client';

/*
 * Loaded with a dynamic import once a user is signed in (realtime-provider.tsx), so Socket.IO's
 * client never weighs on the landing and sign-in pages.
 */

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the real-time connection on this origin (/socket.io) with the session cookie. The user id
 * goes along as the original client sent it; the server takes the user from the cookie alone.
 */
export function openSocket(userId: string): AppSocket {
  return io({
    path: socketSettings.path,
    transports: [...socketSettings.transports],
    reconnectionAttempts: socketSettings.reconnectionAttempts,
    reconnectionDelay: socketSettings.reconnectionDelay,
    withCredentials: true,
    query: { userId },
  });
}
