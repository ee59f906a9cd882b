export * from './users.ts';
export * from './sessions.ts';
export * from './signin-failures.ts';
export * from './problems.ts';
export * from './bookmarks.ts';
export * from './solutions.ts';
export * from './reviews.ts';
export * from './totals.ts';
