import { useState } from 'react';
import { dateIn, markLabels, type MarkCounts } from '@upsolve/contract';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { plural } from '@/lib/format.ts';
import { useActivity } from '../api/activity.ts';
import { pickableYears } from '../lib/activity-calendar.ts';
import { ActivityHeatmap } from './activity-heatmap.tsx';

/** The counts per mark, as others see a user's marks (with the streaks, a row of figures). */
function markStats(counts: MarkCounts): { label: string; value: number }[] {
  return [
    { label: markLabels.solved, value: counts.solved },
    { label: markLabels.solved_with_help, value: counts.solvedWithHelp },
    { label: markLabels.attempted, value: counts.attempted },
    { label: markLabels.todo, value: counts.todo },
  ];
}

function ActivitySkeleton() {
  return (
    <div role="status" aria-label="Loading activity" className="flex flex-col gap-3">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}

/**
 * A profile's year of activity (issue #26): streaks, counts per mark and the calendar heatmap of
 * problems newly solved and solutions posted, in the owner's time zone, which it names. The year
 * picker runs from the first year with anything to show to the current one.
 */
export function ActivitySection({
  userId,
  markCounts,
}: {
  userId: string;
  markCounts: MarkCounts;
}) {
  const [year, setYear] = useState<number | null>(null);
  const activity = useActivity(userId, year);
  const data = activity.data;

  let body;
  if (activity.isPending) {
    body = <ActivitySkeleton />;
  } else if (activity.isError || data === undefined) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm font-medium text-danger-soft-foreground">
          The activity could not be loaded.
        </p>
        <Button size="sm" variant="outline" onClick={() => void activity.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const today = dateIn(data.timeZone);
    body = (
      <div className={cn('flex flex-col gap-4', activity.isPlaceholderData && 'opacity-60')}>
        <ActivityHeatmap
          // A new year or zone moves today, where focus starts.
          key={`${String(data.year)} ${data.timeZone}`}
          year={data.year}
          days={data.days}
          today={today}
        />
      </div>
    );
  }

  const stats = [
    { label: 'Current streak', value: data ? plural(data.streak.current, 'day') : '—' },
    { label: 'Longest streak', value: data ? plural(data.streak.longest, 'day') : '—' },
    ...markStats(markCounts).map(({ label, value }) => ({ label, value: String(value) })),
  ];
  const currentYear = data ? Math.max(data.year, Number(dateIn(data.timeZone).slice(0, 4))) : 0;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Activity</CardTitle>
          <CardDescription>
            {data ? `Days in ${data.timeZone}` : 'Problems solved and solutions posted'}
          </CardDescription>
        </div>
        {data && (
          <Select
            aria-label="Year"
            className="w-28"
            value={String(year ?? data.year)}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {pickableYears(data.firstYear, currentYear).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {stats.map((stat) => (
            <Stat key={stat.label} label={stat.label} value={stat.value} />
          ))}
        </dl>
        {body}
      </CardContent>
    </Card>
  );
}
