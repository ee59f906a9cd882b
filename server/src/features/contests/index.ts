/**
 * The contests feature's public face: its routes, subscribers and job are mounted by
 * features/index.ts; problem import asks which Codeforces rounds the calendar knows have started
 * (docs/architecture.md, "A feature's public face").
 */
export { startedCodeforcesRound, storedContest } from './rounds.ts';
export type { StartedRound } from './rounds.ts';
