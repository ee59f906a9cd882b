/**
 * Nothing of links is used by another feature or by app/ beyond its route table (routes/index.ts),
 * so its public face is empty (docs/architecture.md, "A feature's public face").
 */
export {};
