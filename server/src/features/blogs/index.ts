/**
 * Nothing of blogs is used by another feature yet (threads, votes and moderation read the blogs
 * table through threads), so its public face is empty (docs/architecture.md, "A feature's public
 * face").
 */
export {};
