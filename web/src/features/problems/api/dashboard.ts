import type { ProblemSummary } from '@upsolve/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { searchParamsFromFilters, type DashboardFilters } from '../lib/dashboard-filters.ts';
import { problemKeys } from './keys.ts';

export const dashboardPageSize = 20;

export interface DashboardPage {
  problems: ProblemSummary[];
  /** Every problem matching the filters, across all pages (X-Total-Count). */
  total: number;
  /** Where the next page starts (X-Next-Cursor); null on the last page. */
  nextCursor: string | null;
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
  const total = Number(headers.get('X-Total-Count'));
  return {
    problems: data,
    total: Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
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
