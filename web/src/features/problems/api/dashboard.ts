import type { ProblemSummary } from '@upsolve/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { searchParamsFromFilters, type DashboardFilters } from '../lib/dashboard-filters.ts';
import { problemKeys } from './keys.ts';
import { pageInfoFrom } from './paging.ts';
import type { PageInfo } from './paging.ts';

export const dashboardPageSize = 20;

/** `total` counts every problem matching the filters, across all pages. */
export interface DashboardPage extends PageInfo {
  problems: ProblemSummary[];
}

/** GET /dashboard: one keyset page of the problems matching the filters. */
export async function fetchDashboardPage(
  filters: DashboardFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DashboardPage> {
  const params = searchParamsFromFilters(filters);
  // The server's default sort is newest; sending it always keeps cursors tied to one order.
  params.set('sort', filters.sort);
  params.set('limit', String(dashboardPageSize));
  if (cursor !== null) params.set('cursor', cursor);
  const { data, headers } = await api.request<ProblemSummary[]>('GET', `/dashboard?${params}`, {
    signal,
  });
  return { problems: data, ...pageInfoFrom(headers, data.length) };
}

export const dashboardQueryOptions = (filters: DashboardFilters) =>
  infiniteQueryOptions({
    queryKey: problemKeys.dashboard(filters),
    queryFn: ({ pageParam, signal }) => fetchDashboardPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The list keeps showing the previous results while a new search loads, instead of blinking. */
export function useDashboard(filters: DashboardFilters) {
  return useInfiniteQuery({ ...dashboardQueryOptions(filters), placeholderData: keepPreviousData });
}
