import type { ItemKind, Report } from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';

const reportsKey = ['moderation', 'reports'] as const;

async function fetchReportsPage(cursor: string | null, signal: AbortSignal): Promise<Page<Report>> {
  const { body, page } = await fetchPage<Report[]>(apiPaths.moderationReports, cursor, signal);
  return { items: body, ...page };
}

/** GET /moderation/reports: the open reports, oldest first (moderators only). */
export const reportsQueryOptions = pagedQueryOptions(reportsKey, fetchReportsPage);

export function useReports(enabled: boolean) {
  return useLoadMore({ ...reportsQueryOptions, enabled });
}

export type ModerationAction =
  | { action: 'remove'; kind: ItemKind; id: string; reason: string }
  | { action: 'restore'; kind: ItemKind; id: string }
  | { action: 'dismiss'; reportId: string };

function send(input: ModerationAction): Promise<{ message: string }> {
  if (input.action === 'dismiss') {
    return api.post<{ message: string }>(apiPaths.dismissReport(input.reportId));
  }
  if (input.action === 'restore') {
    return api.post<{ message: string }>(apiPaths.moderate(input.kind, input.id, 'restore'));
  }
  return api.post<{ message: string }>(apiPaths.moderate(input.kind, input.id, 'remove'), {
    reason: input.reason,
  });
}

/** Remove (with a reason), restore, or dismiss a report; the queue is read again after. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}
