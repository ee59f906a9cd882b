import { socketSettings } from '@upsolve/contract';
import { io } from 'socket.io-client';
import type { AppSocket } from './app-socket.ts';

export { listen } from './socket-events.ts';

/*
 * Loaded with a dynamic import once a user is signed in (realtime-provider.tsx), so Socket.IO's
 * client never weighs on the landing and sign-in pages.
 */

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
