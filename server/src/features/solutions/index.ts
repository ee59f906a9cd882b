/**
 * What other features may use of solutions (docs/architecture.md, "A feature's public face"):
 * whether a viewer may read a solution (reviews hang off one).
 */
export { findReadableSolution } from './access.ts';
export type { SolutionFacts } from './access.ts';
