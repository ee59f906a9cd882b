import type { ProblemSummary } from '@upsolve/contract';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { apiPaths } from '@/lib/paths.ts';
import { problemKeys } from '@/lib/queries/problem.ts';
import { searchParamsFromFilters, type DashboardFilters } from '../lib/dashboard-filters.ts';

/** GET /dashboard: one keyset page of the public problems matching the filters (a plain array). */
export async function fetchDashboardPage(
  filters: DashboardFilters,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<ProblemSummary>> {
  const params = searchParamsFromFilters(filters);
  // The server's default sort is newest; sending it always keeps cursors tied to one order.
  params.set('sort', filters.sort);
  const { body, page } = await fetchPage<ProblemSummary[]>(
    apiPaths.dashboard,
    cursor,
    signal,
    params,
  );
  return { items: body, ...page };
}

export const dashboardQueryOptions = (filters: DashboardFilters) =>
  pagedQueryOptions(problemKeys.dashboard(filters), (cursor, signal) =>
    fetchDashboardPage(filters, cursor, signal),
  );

/** The list keeps showing the previous results while a new search loads, instead of blinking. */
export function useDashboard(filters: DashboardFilters) {
  return useLoadMore(dashboardQueryOptions(filters), { keepPrevious: true });
}
