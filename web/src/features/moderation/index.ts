/**
 * Nothing of moderation is used by another feature or by app/ beyond its route table
 * (routes/index.ts), so its public face is empty (docs/architecture.md, "A feature's public face").
 * The Report button every item carries is shared UI (components/report-button.tsx).
 */
export {};
