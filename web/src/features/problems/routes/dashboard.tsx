import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FileCode2, Plus, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { HandleSyncStatus } from '@/features/settings/index.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { rememberDashboardSearch } from '@/lib/dashboard-return.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { totalText } from '@/lib/paging.ts';
import { paths } from '@/lib/paths.ts';
import { isNewAccountState, useCurrentUser } from '@/lib/session.ts';
import { useSpoilerSafe } from '@/lib/spoiler-safe.ts';
import { useDashboard } from '../api/dashboard.ts';
import { DashboardFailureState, dashboardFailure } from '../components/dashboard-failure.tsx';
import { DashboardFiltersBar } from '../components/dashboard-filters.tsx';
import { MarkEmptyState } from '../components/mark-empty-state.tsx';
import { ListViewSwitch, ProblemList, ProblemListSkeleton } from '../components/problem-list.tsx';
import { TopUsersPanel } from '../components/top-users-panel.tsx';
import {
  clearedFilters,
  filtersFromSearchParams,
  hasActiveFilters,
  hasOtherThanMark,
  searchParamsFromFilters,
  type DashboardFilters,
} from '../lib/dashboard-filters.ts';

function ProblemsSection({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
}) {
  const dashboard = useDashboard(filters);
  const filtered = hasActiveFilters(filters);
  const failure = dashboardFailure(dashboard);

  if (failure) {
    return <DashboardFailureState failure={failure} onRetry={() => void dashboard.refetch()} />;
  }
  if (dashboard.data === undefined) {
    return (
      <section aria-labelledby="problems-heading" className="flex flex-col gap-4">
        <h2 id="problems-heading" className="sr-only">
          Loading problems
        </h2>
        <Skeleton className="h-6 w-32" />
        <ProblemListSkeleton />
      </section>
    );
  }

  const { items: problems, total } = dashboard.data;

  return (
    <section aria-labelledby="problems-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="problems-heading"
          aria-live="polite"
          className="text-lg font-semibold tracking-tight text-foreground"
        >
          {filtered ? `${totalText(total, 'problem')} found` : totalText(total, 'Problem')}
        </h2>
        {problems.length > 0 ? <ListViewSwitch /> : null}
      </div>
      {problems.length === 0 && !filtered ? (
        <EmptyState
          icon={FileCode2}
          title="No Problems Yet"
          description="Share a problem from Codeforces, AtCoder, LeetCode or anywhere else to get the community solving."
          action={
            <ButtonLink to={paths.addProblem} icon={<Plus aria-hidden />}>
              Create Your First Problem
            </ButtonLink>
          }
        />
      ) : null}
      {problems.length === 0 && filters.mark !== null && !hasOtherThanMark(filters) ? (
        <MarkEmptyState filters={filters} mark={filters.mark} onChange={onChange} />
      ) : null}
      {problems.length === 0 && hasOtherThanMark(filters) ? (
        <EmptyState
          icon={SearchX}
          title="No matching problems"
          description="Try other words, another platform or a wider difficulty range."
          action={
            <Button variant="outline" onClick={() => onChange(clearedFilters(filters.sort))}>
              Clear filters
            </Button>
          }
        />
      ) : null}
      {problems.length > 0 ? (
        <div className={dashboard.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ProblemList problems={problems} label="Problems" />
        </div>
      ) : null}
      <LoadMoreButton list={dashboard} />
    </section>
  );
}

function DashboardScreen() {
  const user = useCurrentUser();
  const location = useLocation();
  // Read once: a search changes the URL (and drops the marker) but not who the user is.
  const [greeting] = useState(() =>
    isNewAccountState(location.state) ? 'Welcome' : 'Welcome back',
  );
  useDocumentTitle('Dashboard');
  // The cards wait for the spoiler-safe setting: ask for it beside the problems, not after them.
  useSpoilerSafe();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const search = searchParamsFromFilters(filters).toString();
  useEffect(() => rememberDashboardSearch(search), [search]);
  const updateFilters = useCallback(
    (next: DashboardFilters, options?: { replace: boolean }) =>
      setSearchParams(searchParamsFromFilters(next), { replace: options?.replace ?? false }),
    [setSearchParams],
  );

  return (
    <>
      <PageHeader
        title={`${greeting}, ${user.username}`}
        description="Problems shared by the community: pick one, solve it, post your approach."
        actions={
          <ButtonLink to={paths.addProblem} icon={<Plus aria-hidden />}>
            Add Problem
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <DashboardFiltersBar filters={filters} onChange={updateFilters} />
          <ProblemsSection filters={filters} onChange={updateFilters} />
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-20">
          <HandleSyncStatus />
          <aside aria-label="Leaderboard">
            <TopUsersPanel />
          </aside>
        </div>
      </div>
    </>
  );
}

export { DashboardScreen as Component };
