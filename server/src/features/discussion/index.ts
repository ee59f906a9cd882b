/**
 * What other parts may use of discussion (docs/architecture.md, "A feature's public face"): who
 * may hear a problem's discussion live, which app.ts gives the socket's rooms.
 */
export { mayReadDiscussion } from './policy.ts';
