import { useMemo, useState } from 'react';
import { CalendarDays, ListChecks } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Contest, ContestSource } from '@upsolve/contract';
import { LoadFailed } from '@/components/load-failed.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useContests, useUpsolving } from '../api/contests.ts';
import { ContestCalendar } from '../components/contest-calendar.tsx';
import { ContestItem } from '../components/contest-item.tsx';
import { FeedBuilder } from '../components/feed-builder.tsx';
import { NextContest } from '../components/next-contest.tsx';
import { SiteFilter } from '../components/site-filter.tsx';
import { StaleSources } from '../components/stale-sources.tsx';
import {
  byStart,
  contestsByDay,
  contestTotals,
  nearestContestDay,
  parseSites,
  sitesParam,
} from '../lib/calendar.ts';
import { dayKeyOfSeconds, formatDay, isDayKey, viewerTimeZone, type DayKey } from '../lib/time.ts';
import { useNowSeconds } from '../lib/use-now.ts';
import { Stat } from '@/components/ui/stat.tsx';

type View = 'upcoming' | 'past';

const viewOptions: SegmentedOption<View>[] = [
  { value: 'upcoming', label: 'Upcoming', icon: CalendarDays },
  { value: 'past', label: 'Past', icon: ListChecks },
];

function CalendarSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading contests"
      className="grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)]"
    >
      <Skeleton className="h-80 w-full rounded-xl lg:w-80" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    </div>
  );
}

const onSites = (contests: readonly Contest[], sites: readonly ContestSource[]) =>
  contests.filter((contest) => sites.includes(contest.source));

/**
 * `/contests`: the month calendar of contests from four sites in the viewer's time zone, the
 * chosen day's contests (today at first), the totals, a countdown to the next contest, a site
 * filter and the Upcoming / Past switch (both kept in the address with the chosen day), stale
 * sources named, and the personal calendar feed.
 */
function Contests() {
  const [zone] = useState(viewerTimeZone);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'past' ? 'past' : 'upcoming';
  const sitesText = searchParams.get('sites');
  const sites = useMemo(() => parseSites(sitesText), [sitesText]);
  // Totals and "today" move on with the clock; the countdown ticks on its own.
  const nowSeconds = useNowSeconds(30_000);
  const today = dayKeyOfSeconds(nowSeconds, zone);
  const dayText = searchParams.get('day');
  const selected: DayKey = isDayKey(dayText) ? dayText : today;
  useDocumentTitle('Contest Calendar');

  const upcoming = useContests('upcoming');
  const finished = useContests('finished', view === 'past');
  const upsolving = useUpsolving(view === 'past');
  const upsolved = useMemo(
    () =>
      new Map(
        (upsolving.data?.contests ?? []).map((row) => [`${row.source}:${row.contestId}`, row]),
      ),
    [upsolving.data],
  );
  const shown = view === 'past' ? finished : upcoming;

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const upcomingOnSites = useMemo(
    () => (upcoming.data ? onSites(upcoming.data.contests, sites) : []),
    [upcoming.data, sites],
  );
  const days = useMemo(
    () => contestsByDay(shown.data ? onSites(shown.data.contests, sites) : [], zone),
    [shown.data, sites, zone],
  );
  const counts = useMemo(
    () => new Map([...days].map(([key, contests]) => [key, contests.length])),
    [days],
  );
  const totals = upcoming.data ? contestTotals(upcomingOnSites, nowSeconds, zone) : null;
  const total = (value: number | undefined) => (value === undefined ? '—' : String(value));

  const chooseDay = (day: DayKey) => setParam('day', day === today ? null : day);

  const dayList = () => {
    const contests = byStart(days.get(selected) ?? []);
    if (contests.length > 0) {
      return (
        <ul className="flex flex-col gap-3" aria-label={`Contests on ${formatDay(selected, zone)}`}>
          {contests.map((contest) => (
            <li key={`${contest.source}:${contest.id}`}>
              <ContestItem
                contest={contest}
                zone={zone}
                nowSeconds={nowSeconds}
                upsolved={upsolved.get(`${contest.source}:${contest.id.toLowerCase()}`)}
              />
            </li>
          ))}
        </ul>
      );
    }
    const nearest = nearestContestDay(days, selected, view === 'past' ? 'before' : 'after');
    return (
      <EmptyState
        icon={CalendarDays}
        headingLevel={3}
        title="No contests on this day"
        description={sites.length === 0 ? 'Choose a site above to see its contests.' : undefined}
        action={
          nearest === null ? undefined : (
            <Button variant="outline" size="sm" onClick={() => chooseDay(nearest)}>
              {view === 'past' ? 'Previous' : 'Next'} contest day: {formatDay(nearest, zone)}
            </Button>
          )
        }
      />
    );
  };

  const calendar = () => {
    if (shown.isError) {
      return (
        <LoadFailed
          title={
            view === 'past' ? 'Could not load the past contests' : 'Could not load the contests'
          }
          error={shown.error}
          onRetry={() => void shown.refetch()}
          retrying={shown.isFetching}
        />
      );
    }
    if (shown.isPending) return <CalendarSkeleton />;
    return (
      <div className="grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start">
        <Card className="w-fit max-w-full justify-self-center lg:justify-self-start">
          <CardContent className="p-3 sm:p-4">
            <ContestCalendar counts={counts} selected={selected} onSelect={chooseDay} zone={zone} />
          </CardContent>
        </Card>
        <section aria-labelledby="day-contests" className="flex min-w-0 flex-col gap-3">
          <h2 id="day-contests" className="text-lg font-semibold">
            {selected === today ? 'Today, ' : ''}
            {formatDay(selected, zone)}
          </h2>
          {dayList()}
        </section>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
        title="Contest Calendar"
        description={`Contests from Codeforces, AtCoder, CodeChef and LeetCode. Times are in your time zone, ${zone}.`}
      />
      {shown.data ? <StaleSources sources={shown.data.sources} zone={zone} /> : null}
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <dl className="grid grid-cols-3 gap-3">
          <Stat label="Total Contests" value={total(totals?.total)} />
          <Stat label="Upcoming" value={total(totals?.upcoming)} />
          <Stat label="Today's Events" value={total(totals?.today)} />
        </dl>
        {upcoming.data ? <NextContest contests={upcomingOnSites} zone={zone} /> : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SiteFilter chosen={sites} onChange={(chosen) => setParam('sites', sitesParam(chosen))} />
        <SegmentedControl
          label="Contests to show"
          options={viewOptions}
          value={view}
          onChange={(value) => setParam('view', value === 'past' ? 'past' : null)}
        />
      </div>
      {calendar()}
      <FeedBuilder zone={zone} />
    </div>
  );
}

export { Contests as Component };
