/**
 * Nothing of lists is used by another feature (account reads and deletes a user's lists through
 * the tables, as it does for every feature's rows), so its public face is empty
 * (docs/architecture.md, "A feature's public face").
 */
export {};
