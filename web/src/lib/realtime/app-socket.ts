import type { ClientToServerEvents, ServerToClientEvents } from '@upsolve/contract';
import type { Socket } from 'socket.io-client';

/** The real-time connection, typed with the contract's events (types only: nothing loads). */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
