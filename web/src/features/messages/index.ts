/**
 * What others may use of messages (docs/architecture.md, "A feature's public face"): its socket
 * listener, which app/realtime-listeners.ts wires into the connection.
 */
export { messageSocketListener } from './lib/socket-listener.ts';
