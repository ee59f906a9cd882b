/**
 * Cache keys of user lists. The leaderboard counts solutions, so solution writes (another
 * feature's) refresh it.
 */
export const userKeys = {
  all: ['users'] as const,
  top: ['users', 'top'] as const,
};
