/**
 * Nothing of votes is used by another feature (each item carries the viewer's vote through
 * threads), so its public face is empty (docs/architecture.md, "A feature's public face").
 */
export {};
