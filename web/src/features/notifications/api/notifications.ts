import type {
  MarkNotificationsRead,
  Notification,
  markNotificationsReadResponseSchema,
} from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { notificationKeys } from '@/lib/queries/notifications.ts';

type MarkReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

async function fetchNotificationsPage(
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<Notification>> {
  const { body, page } = await fetchPage<Notification[]>(apiPaths.notifications, cursor, signal);
  return { items: body, ...page };
}

/** GET /notifications: newest first, in pages. */
export const notificationsQueryOptions = pagedQueryOptions(
  notificationKeys.list,
  fetchNotificationsPage,
);

export function useNotifications() {
  return useLoadMore(notificationsQueryOptions);
}

/** POST /notifications/read {ids?}: those, or (without ids) every one; the bell follows. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsRead) =>
      api.post<MarkReadResponse>(apiPaths.markNotificationsRead, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
