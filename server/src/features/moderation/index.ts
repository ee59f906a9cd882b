/**
 * Nothing of moderation is used by another feature (removal shows through threads' presenters),
 * so its public face is empty (docs/architecture.md, "A feature's public face").
 */
export {};
