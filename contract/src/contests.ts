import { z } from 'zod';
import { integerInput } from './fields.ts';
import { optionalText } from './text.ts';

/** Contest calendar and its feed (docs/product.md, "Contest calendar"). */

/** The sites contests come from, in the order the calendar merges them. */
export const contestSources = ['codeforces', 'atcoder', 'codechef', 'leetcode'] as const;
export type ContestSource = (typeof contestSources)[number];

export const contestSourceLabels: Record<ContestSource, string> = {
  codeforces: 'Codeforces',
  atcoder: 'AtCoder',
  codechef: 'CodeChef',
  leetcode: 'LeetCode',
};

/** Codeforces' own phase names: not started, running, over. */
export const contestPhases = ['BEFORE', 'CODING', 'FINISHED'] as const;
export type ContestPhase = (typeof contestPhases)[number];

/** How far back the Past tab (and `phase=finished`) reaches. */
export const finishedContestsDays = 90;

export const contestSchema = z.object({
  /** The site's own id of the contest (`1775`, `abc300`, `START100`, `weekly-contest-300`). */
  id: z.string(),
  source: z.enum(contestSources),
  name: z.string(),
  phase: z.enum(contestPhases),
  startTimeSeconds: z.number().int(),
  durationSeconds: z.number().int(),
  url: z.string(),
});
export type Contest = z.infer<typeof contestSchema>;

/** A source's health: when its list last arrived and, when it is stale, why. */
export const contestSourceStateSchema = z.object({
  name: z.enum(contestSources),
  /** The last refresh that stored its list; null when none ever did. */
  fetchedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Its last refresh failed, or none succeeded lately: the calendar may miss its changes. */
  stale: z.boolean(),
  /** Why the last refresh failed, in plain words; null after a success. */
  lastError: z.string().nullable(),
});
export type ContestSourceState = z.infer<typeof contestSourceStateSchema>;

/** GET /api/contests: `upcoming` (default) is not yet over; `finished` ended in the last 90 days. */
export const contestsQuerySchema = z.object({
  phase: z
    .enum(['upcoming', 'finished'], { error: 'Phase must be upcoming or finished' })
    .default('upcoming'),
});
export type ContestsQuery = z.input<typeof contestsQuerySchema>;

export const contestsResponseSchema = z.object({
  /** Soonest first for upcoming contests, latest first for finished ones. */
  contests: z.array(contestSchema),
  sources: z.array(contestSourceStateSchema),
});
export type ContestsResponse = z.infer<typeof contestsResponseSchema>;

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** A comma-separated list of known names in a query string ("codeforces,atcoder"). */
const nameList = <const Names extends readonly [string, ...string[]]>(
  names: Names,
  label: string,
) =>
  optionalText({ label, max: 200 })
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(z.enum(names, { error: `${label} must be among: ${names.join(', ')}` })));

/** A time of day "HH:MM" (24-hour), a bound of the feed's start-time window. */
const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} must be a time as HH:MM` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time as HH:MM`);

/** Whether `zone` is an IANA time zone name this runtime knows ("Asia/Tokyo", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The longest contest the feed's "at most N hours" filter takes (a week). */
export const feedMaxHoursLimit = 168;

/**
 * GET /api/contests.ics: the feed's filters. `sites` and `days` are comma-separated; `from` and
 * `to` bound the start time of day in `tz` (default UTC), a window past midnight when `from` is
 * after `to`; `days` are weekdays in `tz`. An unknown site or day is refused, not ignored.
 */
export const contestFeedQuerySchema = z.object({
  token: z.string({ error: 'The feed token is missing' }).max(200),
  sites: nameList(contestSources, 'Sites').optional(),
  maxHours: integerInput(1, feedMaxHoursLimit, {
    invalid: `Maximum hours must be a whole number from 1 to ${feedMaxHoursLimit}`,
  }).optional(),
  days: nameList(weekdays, 'Days').optional(),
  from: timeOfDay('From').optional(),
  to: timeOfDay('To').optional(),
  tz: z
    .string()
    .refine(isTimeZone, 'Time zone must be an IANA name such as Europe/Berlin')
    .default('UTC'),
});
export type ContestFeedQuery = z.input<typeof contestFeedQuerySchema>;
export type ContestFeedQueryParsed = z.output<typeof contestFeedQuerySchema>;

/**
 * GET /api/contests/feed-token (the current token, null before the first) and POST (a new one;
 * the old feed address answers 404 from then on).
 */
export const contestFeedTokenResponseSchema = z.object({ token: z.string().nullable() });
export type ContestFeedTokenResponse = z.infer<typeof contestFeedTokenResponseSchema>;

export const contestMessages = {
  feedTokenCreated: 'New feed address created. The old one no longer works.',
} as const;
