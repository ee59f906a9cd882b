/**
 * Nothing of activity is used by another feature: the heatmap is read through its own route, so
 * its public face is empty (docs/architecture.md, "A feature's public face").
 */
export {};
