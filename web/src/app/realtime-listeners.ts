import { invitationSocketListener } from '@/features/collaborators/index.ts';
import { discussionSocketListener } from '@/features/discussion/index.ts';
import { notificationSocketListener } from '@/features/notifications/index.ts';
import { messageSocketListener } from '@/features/messages/index.ts';
import type { SocketListener } from '@/lib/realtime/socket-listener.ts';

/*
 * Loaded with Socket.IO's client (app/layout/app-layout.tsx hands RealtimeProvider the import), so
 * visitors never download what the events do.
 */

/** Every feature's reactions to what the server pushes, wired into the one connection. */
export const socketListeners: readonly SocketListener[] = [
  messageSocketListener,
  invitationSocketListener,
  discussionSocketListener,
  notificationSocketListener,
];
