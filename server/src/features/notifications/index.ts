/**
 * Nothing of notifications is used by another feature (they react to threads' events), so its
 * public face is empty (docs/architecture.md, "A feature's public face").
 */
export {};
