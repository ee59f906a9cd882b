/**
 * What others may use of notifications (docs/architecture.md, "A feature's public face"): its
 * socket listener, which app/realtime-listeners.ts wires into the connection.
 */
export { notificationSocketListener } from './lib/socket-listener.ts';
