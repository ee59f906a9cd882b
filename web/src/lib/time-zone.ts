import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  isKnownTimeZone,
  type ProfileUpdate,
  type profileMutationResponseSchema,
} from '@upsolve/contract';
import type { z } from 'zod';
import { api } from './api.ts';
import { apiPaths } from './paths.ts';
import { userKeys } from './queries/user.ts';

type ProfileMutationResponse = z.infer<typeof profileMutationResponseSchema>;

/** The zone this browser runs in ("Europe/Berlin"), or null when it names none we know. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isKnownTimeZone(zone) ? zone : null;
}

/** Every IANA zone this browser knows, UTC first (some browsers leave it out of the list). */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return ['UTC', ...names.filter((name) => name !== 'UTC')];
}

/** Owners whose zone each app (its query client) saved or is saving: once per page load. */
const defaulted = new WeakMap<QueryClient, Set<string>>();

function defaultedBy(queryClient: QueryClient): Set<string> {
  let owners = defaulted.get(queryClient);
  if (owners === undefined) {
    owners = new Set();
    defaulted.set(queryClient, owners);
  }
  return owners;
}

/**
 * The time zone defaults to the browser's (issue #26): when the signed-in user's own profile
 * loads without one, this saves the browser's zone, once and quietly (no toast; a failure leaves
 * it to the next load). `timeZone` is the loaded profile's (undefined while loading).
 */
export function useBrowserTimeZoneDefault(userId: string, timeZone: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const owners = defaultedBy(queryClient);
    if (timeZone !== null || owners.has(userId)) return;
    const zone = browserTimeZone();
    if (zone === null) return;
    owners.add(userId);
    const change = { timeZone: zone } satisfies ProfileUpdate;
    api
      .put<ProfileMutationResponse>(apiPaths.updateProfile(userId), change)
      .then(({ profile }) => {
        const profileKey = userKeys.profile(userId);
        queryClient.setQueryData(profileKey, profile);
        return Promise.all([
          // What is kept under the profile's key (the settings), not the profile just set.
          queryClient.invalidateQueries({
            queryKey: profileKey,
            predicate: (query) => query.queryKey.length > profileKey.length,
          }),
          queryClient.invalidateQueries({ queryKey: userKeys.activity(userId) }),
        ]);
      })
      .catch(() => {
        owners.delete(userId);
      });
  }, [queryClient, timeZone, userId]);
}
