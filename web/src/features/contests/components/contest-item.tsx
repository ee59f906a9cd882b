import { useState } from 'react';
import { CalendarDays, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { canUpsolve, contestSourceLabels, type Contest } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatContestDuration, formatContestTime } from '../lib/time.ts';
import { UpsolveControl } from './upsolve-control.tsx';

export interface ContestItemProps {
  contest: Contest;
  zone: string;
  nowSeconds: number;
  /** The viewer's progress on it, once they upsolve it (the Past tab). */
  upsolved?: { solved: number; total: number };
}

/** Saves the contest's .ics file; the library that writes it loads on the first click. */
function AddToCalendarButton({ contest }: { contest: Contest }) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const { downloadContestCalendarFile } = await import('../lib/calendar-file.ts');
      await downloadContestCalendarFile(contest);
    } catch {
      toast.error('Could not make the calendar file. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      icon={<CalendarDays aria-hidden />}
      busy={busy}
      busyLabel="Preparing..."
      aria-label={`Add ${contest.name} to my calendar`}
      onClick={() => void add()}
    >
      Add to my calendar
    </Button>
  );
}

/**
 * One contest: its site, name (a link to its page on the site, in a new tab), start in the
 * viewer's zone and duration; "Running now" while it runs; "Add to my calendar" until it ends;
 * once a Codeforces or AtCoder contest has ended, "Upsolve this contest", then its progress.
 */
export function ContestItem({ contest, zone, nowSeconds, upsolved }: ContestItemProps) {
  const end = contest.startTimeSeconds + contest.durationSeconds;
  const running = contest.startTimeSeconds <= nowSeconds && nowSeconds < end;
  const over = nowSeconds >= end;
  const titleId = `contest-${contest.source}-${contest.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{contestSourceLabels[contest.source]}</Badge>
          {running ? <Badge tone="success">Running now</Badge> : null}
          {over ? <Badge>Ended</Badge> : null}
        </div>
        <h3 id={titleId} className="text-base font-semibold break-words text-foreground">
          <a
            href={contest.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-start gap-1.5 rounded-sm hover:text-brand-soft-foreground hover:underline"
          >
            {contest.name}
            <ExternalLink aria-hidden className="mt-1 size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">Starts</dt>
          <dd className="text-foreground">
            <time dateTime={new Date(contest.startTimeSeconds * 1000).toISOString()}>
              {formatContestTime(contest.startTimeSeconds, zone)}
            </time>
          </dd>
          <dt className="text-muted-foreground">Duration</dt>
          <dd className="text-foreground">{formatContestDuration(contest.durationSeconds)}</dd>
        </dl>
      </div>
      {over ? null : <AddToCalendarButton contest={contest} />}
      {over && canUpsolve(contest.source) ? (
        <UpsolveControl
          source={contest.source}
          contestId={contest.id}
          contestName={contest.name}
          progress={upsolved}
        />
      ) : null}
    </article>
  );
}
