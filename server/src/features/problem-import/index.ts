/**
 * What other parts may use of problem import (docs/architecture.md, "A feature's public face"):
 * its routes and its jobs, mounted by features/index.ts. Keys themselves are lib/problem-keys.ts.
 */
export { problemImportRoutes } from './routes.ts';
export { problemImportJobsOf, registerProblemImportJobs, sendFirstRefreshes } from './jobs.ts';
