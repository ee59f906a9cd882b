import { useId, useState } from 'react';
import {
  contestSourceLabels,
  contestSources,
  feedMaxHoursLimit,
  weekdays,
  type ContestSource,
  type Weekday,
} from '@upsolve/contract';
import { LoadFailed } from '@/components/load-failed.tsx';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/api.ts';
import { useCreateFeedToken, useFeedToken } from '../api/contests.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { RegenerateFeedButton } from './regenerate-feed-button.tsx';
import { buildFeedUrl, type FeedChoices } from '../lib/feed-url.ts';

const weekdayLabels: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

function FeedAddress({ token, zone }: { token: string; zone: string }) {
  const id = useId();
  const [choices, setChoices] = useState<FeedChoices>({
    sites: [...contestSources],
    maxHours: '',
    days: [...weekdays],
    from: '',
    to: '',
    tz: zone,
  });
  const change = (part: Partial<FeedChoices>) => setChoices((last) => ({ ...last, ...part }));
  const result = buildFeedUrl(window.location.origin, token, choices);
  const errors = result.ok ? {} : result.errors;

  return (
    <div className="flex flex-col gap-5">
      <CheckboxGroup<ContestSource>
        legend="Sites"
        all={contestSources}
        chosen={choices.sites}
        labelOf={(site) => contestSourceLabels[site]}
        onChange={(sites) => change({ sites })}
        error={errors.sites}
      />
      <CheckboxGroup<Weekday>
        legend={`Days (in ${zone})`}
        all={weekdays}
        chosen={choices.days}
        labelOf={(day) => weekdayLabels[day]}
        onChange={(days) => change({ days })}
        error={errors.days}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="At most (hours)"
          hint="Leave empty for any length"
          error={errors.maxHours ?? null}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={feedMaxHoursLimit}
            value={choices.maxHours}
            onChange={(event) => change({ maxHours: event.target.value })}
          />
        </Field>
        <Field label="Starting from" hint={`A time of day in ${zone}`} error={errors.from ?? null}>
          <Input
            type="time"
            value={choices.from}
            onChange={(event) => change({ from: event.target.value })}
          />
        </Field>
        <Field
          label="Starting until"
          hint="Before “from” wraps past midnight"
          error={errors.to ?? null}
        >
          <Input
            type="time"
            value={choices.to}
            onChange={(event) => change({ to: event.target.value })}
          />
        </Field>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-url`} className="text-sm font-medium text-foreground">
          Your feed address
        </label>
        {result.ok ? (
          <div className="flex items-center gap-2">
            <Input
              id={`${id}-url`}
              readOnly
              value={result.url}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton
              text={result.url}
              label="Copy feed address"
              copiedLabel="Feed address copied"
              what="address"
            />
          </div>
        ) : (
          <p id={`${id}-url`} className="text-sm text-danger-soft-foreground">
            Fix the choices above to get your address.
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          Subscribe to it in Google Calendar (“From URL”), Thunderbird or any calendar app. Keep it
          private: anyone with it sees your feed.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
        <RegenerateFeedButton />
        <p className="text-xs text-muted-foreground">
          A new address if this one leaked; the old one stops working.
        </p>
      </div>
    </div>
  );
}

/**
 * "Calendar feed": the viewer's private iCalendar address, filtered by their choices (sites, at
 * most N hours, weekdays, a start-time window in their zone), with Copy and Regenerate. Before
 * the first address exists: "Create my feed address".
 */
export function FeedBuilder({ zone }: { zone: string }) {
  const feedToken = useFeedToken();
  const create = useCreateFeedToken();

  const body = () => {
    if (feedToken.isError) {
      return (
        <LoadFailed
          title="Could not load your feed address"
          error={feedToken.error}
          onRetry={() => void feedToken.refetch()}
          retrying={feedToken.isFetching}
        />
      );
    }
    if (feedToken.isPending) {
      return (
        <div role="status" aria-label="Loading your feed address" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      );
    }
    const { token } = feedToken.data;
    if (token === null) {
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">
            You have no feed address yet. Create one, then choose what it shows.
          </p>
          {create.isError ? <Banner tone="error">{errorText(create.error)}</Banner> : null}
          <Button busy={create.isPending} busyLabel="Creating..." onClick={() => create.mutate()}>
            Create my feed address
          </Button>
        </div>
      );
    }
    return <FeedAddress token={token} zone={zone} />;
  };

  return (
    <Card role="region" aria-labelledby="calendar-feed">
      <CardHeader>
        <CardTitle id="calendar-feed">Calendar feed</CardTitle>
        <CardDescription>
          Subscribe once and your calendar app keeps the contests you care about up to date.
        </CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
