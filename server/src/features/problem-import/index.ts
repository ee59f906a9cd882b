/**
 * What other parts may use of problem import (docs/architecture.md, "A feature's public face"):
 * its routes and its jobs, mounted by features/index.ts; a contest's problems as its site lists
 * them (contest upsolving). Keys themselves are lib/problem-keys.ts.
 */
export { problemImportRoutes } from './routes.ts';
export { problemImportJobsOf, registerProblemImportJobs, sendFirstRefreshes } from './jobs.ts';
export { catalogSourcesOf } from './sources.ts';
export { contestProblems } from './contest-problems.ts';
export type { ContestProblem } from './contest-problems.ts';
export type { CatalogSources } from './sources.ts';
