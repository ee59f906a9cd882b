import type { DashboardFilters } from '../lib/dashboard-filters.ts';

/** Every cached answer of this feature starts with 'problems', so one invalidation refreshes all. */
export const problemKeys = {
  all: ['problems'] as const,
  dashboard: (filters: DashboardFilters) => ['problems', 'dashboard', filters] as const,
  topUsers: ['problems', 'top-users'] as const,
  mine: ['problems', 'mine'] as const,
  bookmarked: ['problems', 'bookmarked'] as const,
  detail: (problemId: string) => ['problems', 'detail', problemId] as const,
};
