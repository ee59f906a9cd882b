/**
 * What other features may use of solutions (docs/architecture.md, "A feature's public face"):
 * whether a viewer may read a solution (reviews hang off one), and the viewer's own solution to a
 * problem (the AI assistant's hints read it).
 */
export { findOwnSolution, findReadableSolution } from './access.ts';
export type { OwnSolution, SolutionFacts } from './access.ts';
