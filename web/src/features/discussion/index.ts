/**
 * What others may use of discussion (docs/architecture.md, "A feature's public face"): its socket
 * listener, which app/realtime-listeners.ts wires into the connection.
 */
export { discussionSocketListener } from './lib/socket-listener.ts';
