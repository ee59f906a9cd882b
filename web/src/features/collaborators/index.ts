/**
 * What others may use of collaborators (docs/architecture.md, "A feature's public face"): its
 * socket listener, which app/realtime-listeners.ts wires into the connection.
 */
export { invitationSocketListener } from './lib/socket-listener.ts';
