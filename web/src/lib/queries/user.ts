/**
 * Cache keys of users: lists and profiles. The leaderboard counts solutions, so solution writes (another
 * feature's) refresh it.
 */
export const userKeys = {
  all: ['users'] as const,
  top: ['users', 'top'] as const,
  /** A user's profile, read by the profile screens and the invitation page. */
  profile: (userId: string) => ['users', 'profile', userId] as const,
  /** A user's public problems and solutions, as their profile lists them. */
  work: (userId: string) => ['users', 'work', userId] as const,
  /** The collaborator search, any term and filters. */
  search: ['users', 'search'] as const,
};
