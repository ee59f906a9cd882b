export * from './limits.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './problems.ts';
export * from './solutions.ts';
export * from './reviews.ts';
