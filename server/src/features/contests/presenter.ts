import { contestSources } from '@upsolve/contract';
import type { Contest, ContestSource, ContestSourceState } from '@upsolve/contract';
import type { ContestRow, ContestSourceStateRow } from '../../db/schema/index.ts';
import { phaseAt } from './sources/source.ts';

/** A stored contest as the calendar shows it, with its phase at `now` (milliseconds). */
export function toContest(row: ContestRow, now: number): Contest {
  const times = {
    startTimeSeconds: Math.floor(row.startsAt.getTime() / 1000),
    durationSeconds: row.durationSeconds,
  };
  return {
    id: row.contestId,
    source: row.source,
    name: row.name,
    phase: phaseAt(times, now),
    ...times,
    url: row.url,
  };
}

/**
 * Each source's health, in the merge order. A source is stale when it has never stored a list,
 * when its last attempt failed (or left contests out), or when no list arrived within two refresh
 * intervals (the job itself may not be running).
 */
export function toSourceStates(
  rows: readonly ContestSourceStateRow[],
  now: number,
  refreshMinutes: number,
): ContestSourceState[] {
  const bySource = new Map<ContestSource, ContestSourceStateRow>(
    rows.map((row) => [row.source, row]),
  );
  return contestSources.map((name) => {
    const row = bySource.get(name);
    const fetchedAt = row?.fetchedAt ?? null;
    const lastErrorAt = row?.lastErrorAt ?? null;
    const failedSince = lastErrorAt !== null && (fetchedAt === null || lastErrorAt >= fetchedAt);
    const old = fetchedAt === null || now - fetchedAt.getTime() > 2 * refreshMinutes * 60_000;
    return {
      name,
      fetchedAt: fetchedAt?.toISOString() ?? null,
      stale: failedSince || old,
      lastError: failedSince ? (row?.lastError ?? null) : null,
    };
  });
}
