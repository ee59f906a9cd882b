import {
  contestFeedQuerySchema,
  contestSources,
  weekdays,
  type ContestFeedQuery,
  type ContestSource,
  type Weekday,
} from '@upsolve/contract';
import { apiPaths } from '@/lib/paths.ts';

/** What the feed builder's form holds. */
export interface FeedChoices {
  sites: ContestSource[];
  /** "at most N hours", as typed; empty for no limit. */
  maxHours: string;
  days: Weekday[];
  /** "HH:MM" bounds of the start time in `tz`; empty for no bound. */
  from: string;
  to: string;
  tz: string;
}

export type FeedQueryField = keyof ContestFeedQuery;

/** The builder's own refusals (the contract reads an absent list as "all"). */
export const feedChoiceTexts = {
  noSite: 'Choose at least one site',
  noDay: 'Choose at least one day',
} as const;

const isFeedQueryField = (name: unknown): name is FeedQueryField =>
  typeof name === 'string' && Object.hasOwn(contestFeedQuerySchema.shape, name);

export type FeedUrlResult =
  { ok: true; url: string } | { ok: false; errors: Partial<Record<FeedQueryField, string>> };

/** A list parameter: left out when it names all or none (the feed then does not filter by it). */
function listParam<Name extends string>(all: readonly Name[], chosen: readonly Name[]) {
  const kept = all.filter((name) => chosen.includes(name));
  return kept.length === 0 || kept.length === all.length ? undefined : kept.join(',');
}

/**
 * The address of the user's feed, `{origin}/api/contests.ics?token=…&sites=…&maxHours=…&days=…
 * &from=…&to=…&tz=…`, with the parameter names and formats of the contract's
 * `contestFeedQuerySchema` (and checked by it, so a bad choice is named with its message).
 */
export function buildFeedUrl(origin: string, token: string, choices: FeedChoices): FeedUrlResult {
  const maxHours = choices.maxHours.trim();
  const query: { [Field in FeedQueryField]?: string } = {
    token,
    sites: listParam(contestSources, choices.sites),
    maxHours: maxHours === '' ? undefined : maxHours,
    days: listParam(weekdays, choices.days),
    from: choices.from === '' ? undefined : choices.from,
    to: choices.to === '' ? undefined : choices.to,
    tz: choices.tz,
  };
  const errors: Partial<Record<FeedQueryField, string>> = {};
  // Left out, a list means "all": choosing none must not quietly become everything.
  if (choices.sites.length === 0) errors.sites = feedChoiceTexts.noSite;
  if (choices.days.length === 0) errors.days = feedChoiceTexts.noDay;
  const checked = contestFeedQuerySchema.safeParse(query);
  if (!checked.success || Object.keys(errors).length > 0) {
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if (isFeedQueryField(field)) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, value);
  }
  return { ok: true, url: `${origin}/api${apiPaths.contestFeed}?${params.toString()}` };
}
