/**
 * Nothing of lists is used by another feature or by app/ beyond its route table (routes/index.ts),
 * so its public face is empty: what the profile and the problem cards share of lists lives in
 * lib/queries/lists.ts and components/ (docs/architecture.md, "A feature's public face").
 */
export {};
