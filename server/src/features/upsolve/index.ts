/**
 * Contest upsolving's public face is empty: its routes are mounted by features/index.ts, and no
 * other feature uses it (docs/architecture.md, "A feature's public face").
 */
export {};
