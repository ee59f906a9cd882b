/**
 * Nothing of contests is used by another feature: its routes, subscribers and job are mounted by
 * features/index.ts, so its public face is empty (docs/architecture.md, "A feature's public
 * face").
 */
export {};
