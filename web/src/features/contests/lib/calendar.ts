import { contestSources, type Contest, type ContestSource } from '@upsolve/contract';
import { dayKeyOfSeconds, type DayKey } from './time.ts';

/** Contests by the day they start on in `zone`, each day's in the order the list had them. */
export function contestsByDay(contests: readonly Contest[], zone: string): Map<DayKey, Contest[]> {
  const days = new Map<DayKey, Contest[]>();
  for (const contest of contests) {
    const key = dayKeyOfSeconds(contest.startTimeSeconds, zone);
    const day = days.get(key);
    if (day) day.push(contest);
    else days.set(key, [contest]);
  }
  return days;
}

/** A day's contests, soonest first. */
export function byStart(contests: readonly Contest[]): Contest[] {
  return [...contests].sort(
    (a, b) => a.startTimeSeconds - b.startTimeSeconds || a.name.localeCompare(b.name),
  );
}

export interface ContestTotals {
  /** Every contest of the upcoming list: running now or yet to start. */
  total: number;
  /** Those yet to start. */
  upcoming: number;
  /** Those of the list that start today in the viewer's zone ("Today's Events"). */
  today: number;
}

/** The calendar's three totals, from the upcoming list at `nowSeconds`. */
export function contestTotals(
  upcoming: readonly Contest[],
  nowSeconds: number,
  zone: string,
): ContestTotals {
  const todayKey = dayKeyOfSeconds(nowSeconds, zone);
  return {
    total: upcoming.length,
    upcoming: upcoming.filter((contest) => contest.startTimeSeconds > nowSeconds).length,
    today: upcoming.filter(
      (contest) => dayKeyOfSeconds(contest.startTimeSeconds, zone) === todayKey,
    ).length,
  };
}

/** The first contest to start after `nowSeconds`, or null. */
export function nextContest(upcoming: readonly Contest[], nowSeconds: number): Contest | null {
  let next: Contest | null = null;
  for (const contest of upcoming) {
    if (contest.startTimeSeconds <= nowSeconds) continue;
    if (next === null || contest.startTimeSeconds < next.startTimeSeconds) next = contest;
  }
  return next;
}

/** The first day after `day` (or, going back, before it) that has contests, or null. */
export function nearestContestDay(
  days: ReadonlyMap<DayKey, unknown>,
  day: DayKey,
  direction: 'after' | 'before',
): DayKey | null {
  const keys = [...days.keys()].sort();
  if (direction === 'after') return keys.find((key) => key > day) ?? null;
  return keys.reverse().find((key) => key < day) ?? null;
}

const isSource = (name: string): name is ContestSource =>
  contestSources.some((source) => source === name);

/**
 * The sites chosen in the address's `sites`: every site when it is absent, none when it is empty,
 * else the known names it lists (in the calendar's order).
 */
export function parseSites(param: string | null): ContestSource[] {
  if (param === null) return [...contestSources];
  const named = new Set(param.split(',').filter(isSource));
  return contestSources.filter((source) => named.has(source));
}

/** `sites` for the address: null (left out) when every site is chosen. */
export function sitesParam(sites: readonly ContestSource[]): string | null {
  if (contestSources.every((source) => sites.includes(source))) return null;
  return contestSources.filter((source) => sites.includes(source)).join(',');
}
