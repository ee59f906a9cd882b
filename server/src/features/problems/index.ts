/**
 * What other features may use of problems (docs/architecture.md, "A feature's public face"):
 * whether a viewer may read a problem, and a problem's card as every list shows it; the problem
 * shared under a key, and keeping problems' keys and site difficulties in step with the sites'
 * catalog (problem-import calls these); a problem shared from a site's metadata (contest upsolving);
 * where a problem stands in the lists sorted by a count, and the cached pages it moved onto
 * (reviews and solutions).
 */
export { findPublicProblem, findReadableProblem, isPublicProblem } from './access.ts';
export { summaryColumns, toProblemSummary } from './summary.ts';
export type { ProblemSummaryRow } from './summary.ts';
export { applyCatalogToProblems, backfillProblemKeys, findSharedByKey } from './site-facts.ts';
export { sharedOrNewProblem, stubStatement } from './stubs.ts';
export { markMovedInOrder, positionOf, problemPosition } from './order-moves.ts';
export type { SiteProblemFacts } from './stubs.ts';
