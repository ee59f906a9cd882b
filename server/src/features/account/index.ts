/**
 * Nothing of the account feature is used by another feature yet, so its public face is empty
 * (docs/architecture.md, "A feature's public face").
 */
export {};
