import { contestSourceLabels, type Contest } from '@upsolve/contract';
import { nextContest } from '../lib/calendar.ts';
import { formatContestTime, formatCountdown } from '../lib/time.ts';
import { useNowSeconds } from '../lib/use-now.ts';

export interface NextContestProps {
  /** The upcoming contests on the chosen sites. */
  contests: readonly Contest[];
  zone: string;
}

/**
 * The next contest to start on the chosen sites, with a countdown that ticks every second; when it
 * starts, the one after it takes its place.
 */
export function NextContest({ contests, zone }: NextContestProps) {
  const nowSeconds = useNowSeconds(1000);
  const contest = nextContest(contests, nowSeconds);
  return (
    <section
      aria-labelledby="next-contest"
      className="flex flex-col gap-1 rounded-xl border border-brand/20 bg-brand-soft px-4 py-3 text-brand-soft-foreground"
    >
      <h2 id="next-contest" className="text-xs font-semibold tracking-wide uppercase">
        Next contest
      </h2>
      {contest === null ? (
        <p className="text-sm">No upcoming contest on the chosen sites.</p>
      ) : (
        <>
          <p className="text-sm font-medium break-words">
            {contest.name} · {contestSourceLabels[contest.source]}
          </p>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span>Starts in</span>
            {/* A timer is not read out every second; its text is there when the reader looks. */}
            <span
              role="timer"
              aria-label="Time until the next contest"
              className="font-mono text-lg font-semibold tabular-nums"
            >
              {formatCountdown(contest.startTimeSeconds - nowSeconds)}
            </span>
            <span className="text-xs">({formatContestTime(contest.startTimeSeconds, zone)})</span>
          </p>
        </>
      )}
    </section>
  );
}
