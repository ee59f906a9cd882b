import { contestSourceLabels, type ContestSourceState } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { formatContestTime } from '../lib/time.ts';

/**
 * Names each stale source: since when its list has not been refreshed (its last good fetch, in
 * the viewer's zone) and why, in the server's plain words. Nothing shows while all are fresh.
 */
export function StaleSources({ sources, zone }: { sources: ContestSourceState[]; zone: string }) {
  const stale = sources.filter((source) => source.stale);
  if (stale.length === 0) return null;
  return (
    <Banner tone="warning" title="Some contests may be out of date">
      <ul className="flex flex-col gap-1">
        {stale.map((source) => {
          const site = contestSourceLabels[source.name];
          const since =
            source.fetchedAt === null
              ? `${site}: not loaded yet.`
              : `${site}: not updated since ${formatContestTime(Date.parse(source.fetchedAt) / 1000, zone)}.`;
          return (
            <li key={source.name}>
              {since}
              {source.lastError === null ? null : ` ${source.lastError}`}
            </li>
          );
        })}
      </ul>
    </Banner>
  );
}
