import type { UnreadNotifications } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * Cache keys of notifications. The notifications feature lists them and its socket listener
 * updates them; they live here, not in the feature, because the header's bell shows the unread
 * count. Everything starts with 'notifications', so a reconnect refetches all of it at once.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/** GET /notifications/unread: how many notifications the viewer has not read. */
export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }) => api.get<UnreadNotifications>(apiPaths.unreadNotifications, { signal }),
});

/** The bell's count; 0 until it is known, and when it cannot be read. */
export function useUnreadNotificationCount(): number {
  const { data } = useQuery({
    ...unreadNotificationsQueryOptions,
    select: (answer) => answer.count,
  });
  return data ?? 0;
}
