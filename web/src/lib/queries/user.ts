import type { Profile, ProfileResponse } from '@upsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * Cache keys of users: lists and profiles. The leaderboard counts solutions, so solution writes (another
 * feature's) refresh it.
 */
export const userKeys = {
  all: ['users'] as const,
  top: ['users', 'top'] as const,
  /** A user's profile, read by the profile screens, the invitation page and the chat. */
  profile: (userId: string) => ['users', 'profile', userId] as const,
  /** A user's activity calendar, any year: their time zone changes every year of it. */
  activity: (userId: string) => ['users', 'activity', userId] as const,
  /** A user's public problems and solutions, as their profile lists them. */
  work: (userId: string) => ['users', 'work', userId] as const,
  /** The collaborator search, any term and filters. */
  search: ['users', 'search'] as const,
};

/**
 * GET /myprofile/{userId}: `{user}`, the profile with the bookmarked problems the viewer may read
 * (the shape the original specification's client reads too). One fetcher for every screen that
 * shares the cache entry, so they all hold the same thing in it.
 */
export async function fetchProfile(userId: string, signal: AbortSignal): Promise<Profile> {
  const { user } = await api.get<ProfileResponse>(apiPaths.profile(userId), { signal });
  return user;
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
  });
