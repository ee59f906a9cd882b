/**
 * What other parts may use of linked handles: its routes, subscribers and jobs, mounted by
 * features/index.ts, and its jobs for tests that send one now.
 */
export { handleRoutes } from './routes.ts';
export { codeforcesSignInRoutes } from './codeforces-sign-in-routes.ts';
export { handleSubscribers } from './subscribers.ts';
export { handleJobsOf, registerHandleJobs } from './jobs.ts';
export { handleSourcesOf } from './sites.ts';
export type { HandleSiteOptions } from './sites.ts';
