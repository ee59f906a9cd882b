import { z } from 'zod';
import { finishedContestsDays } from '@upsolve/contract';
import type { Contest, ContestPhase, ContestSource } from '@upsolve/contract';
import type { Executor } from '../../../db/client.ts';
import { SiteUnavailableError } from '../../../lib/site-fetch.ts';
import type { OutsideSite } from '../../../lib/site-fetch.ts';

/**
 * One interface for every contest site (docs/product.md, "Contest calendar"): each source calls
 * its site through lib/site-fetch.ts (the site's limiter turn, a 5 s timeout) and answers the
 * contests that are not over yet or ended in the last 90 days, as the contract's `Contest`.
 */
export interface ContestSourceAdapter {
  source: ContestSource;
  /** The site as its limiter knows it (one turn per call, shared with every job and node). */
  site: OutsideSite;
  /**
   * Calls the site and reads its answer. Throws `SiteUnavailableError` when the site is down,
   * slow, or answers something that is not a contest list at all; single entries that make no
   * sense are left out and named in `skipped`.
   */
  list(call: SourceCall): Promise<SourceListing>;
}

export interface SourceCall {
  /** The site's base-URL setting (CODEFORCES_API, ATCODER_API, ...). */
  baseUrl: string;
  db: Executor;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides the site's limiter interval (tests call the fakes many times in a row). */
  intervalMs?: number;
  /** The moment the list is judged at (milliseconds). */
  now: number;
}

export interface SourceListing {
  contests: Contest[];
  /** Entries left out, each with why, in plain words. */
  skipped: string[];
}

const daySeconds = 86_400;
/** Nothing on these sites started before 2009 or runs for more than a year. */
const earliestStartSeconds = Date.UTC(2009, 0, 1) / 1000;
const longestDurationSeconds = 366 * daySeconds;
/** A contest announced further ahead than this is a mistake of the site's. */
const furthestAheadSeconds = 2 * 366 * daySeconds;

/** What every source must know of a contest before it is listed. */
export const listedContestSchema = z.object({
  id: z.string().trim().min(1, 'no id').max(200, 'an id too long'),
  name: z.string().trim().min(1, 'no name').max(500, 'a name too long'),
  startTimeSeconds: z
    .number({ error: 'no start time' })
    .int()
    .min(earliestStartSeconds, 'a start time before 2009'),
  durationSeconds: z
    .number({ error: 'no duration' })
    .int()
    .positive('a duration that is not positive')
    .max(longestDurationSeconds, 'a duration over a year'),
  url: z.url(),
});
export type ListedContest = z.infer<typeof listedContestSchema>;

/** Not started, running, or over, at `now` (milliseconds). */
export function phaseAt(
  contest: Pick<Contest, 'startTimeSeconds' | 'durationSeconds'>,
  now: number,
): ContestPhase {
  const seconds = now / 1000;
  if (contest.startTimeSeconds > seconds) return 'BEFORE';
  if (contest.startTimeSeconds + contest.durationSeconds > seconds) return 'CODING';
  return 'FINISHED';
}

/** Whether a contest belongs on the calendar at `now`: not over, or over for at most 90 days. */
export function isListed(
  contest: Pick<Contest, 'startTimeSeconds' | 'durationSeconds'>,
  now: number,
): boolean {
  const end = contest.startTimeSeconds + contest.durationSeconds;
  return end > now / 1000 - finishedContestsDays * daySeconds;
}

/**
 * Turns what a site said of its contests into the listing: each entry checked against
 * `listedContestSchema` (and not announced absurdly far ahead), the ones in the calendar's window
 * kept with their phase at `now` (a contest listed twice, the first time), the absurd ones left
 * out and named.
 */
export function toListing(
  source: ContestSource,
  entries: readonly (ListedContest | { invalid: string })[],
  now: number,
): SourceListing {
  const contests: Contest[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if ('invalid' in entry) {
      skipped.push(entry.invalid);
      continue;
    }
    const checked = listedContestSchema.safeParse(entry);
    if (!checked.success) {
      skipped.push(`${describe(entry)}: ${checked.error.issues[0]?.message ?? 'unreadable'}`);
      continue;
    }
    const contest = checked.data;
    if (contest.startTimeSeconds > now / 1000 + furthestAheadSeconds) {
      skipped.push(`${describe(contest)}: a start time more than two years ahead`);
      continue;
    }
    if (seen.has(contest.id) || !isListed(contest, now)) continue;
    seen.add(contest.id);
    contests.push({ ...contest, source, phase: phaseAt(contest, now) });
  }
  return { contests, skipped };
}

function describe(entry: { id?: unknown; name?: unknown }): string {
  const name = typeof entry.name === 'string' && entry.name !== '' ? entry.name : null;
  const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? String(entry.id) : null;
  return name ?? (id === null ? 'A contest' : `Contest ${id}`);
}

/**
 * An entry of a site's list read with `schema` (whose messages say what is missing in plain
 * words): the entry, or why it cannot be read, named by whatever id or name it has.
 */
export function readEntry<Schema extends z.ZodType<ListedContest>>(
  schema: Schema,
  raw: unknown,
): ListedContest | { invalid: string } {
  const read = schema.safeParse(raw);
  if (read.success) return read.data;
  const named = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const label = describe({
    id: named.id ?? named.contest_code ?? named.titleSlug,
    name: named.name ?? named.contest_name ?? named.title,
  });
  return { invalid: `${label}: ${read.error.issues[0]?.message ?? 'unreadable'}` };
}

/** The site answered, but not with a contest list: it counts as malformed, in plain words. */
export function notAList(site: OutsideSite, detail: string): SiteUnavailableError {
  return new SiteUnavailableError(site, 'malformed', `${site.label} ${detail}`);
}

/** The site with the call's interval, when the call overrides it. */
export function siteFor(site: OutsideSite, call: SourceCall): OutsideSite {
  return call.intervalMs === undefined ? site : { ...site, intervalMs: call.intervalMs };
}
