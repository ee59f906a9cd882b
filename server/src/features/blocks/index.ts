/**
 * What other features may use of blocks (docs/architecture.md, "A feature's public face"): who may
 * reach whom. Messages, invitations, the collaborator search and the socket's typing relay
 * (app.ts) all ask it.
 */
export { blockedEitherWay, isBlockedEitherWay, mayMessage, noneOf } from './reach.ts';
