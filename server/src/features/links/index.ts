/**
 * Nothing of links is used by another feature, a user's links being theirs alone, so its
 * public face is empty (docs/architecture.md, "A feature's public face").
 */
export {};
