import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { outsideSites, SiteUnavailableError } from '../../lib/site-fetch.ts';
import type { OutsideSite } from '../../lib/site-fetch.ts';

/**
 * What linked handles ask the sites (base URLs are settings; tests point them at the fake sites):
 * Codeforces' API (`user.info` for a handle's existence, `user.status` for its submissions, newest
 * first), AtCoder's profile page (a handle's existence and the affiliation that proves it) and
 * AtCoder Problems' `atcoder-api/v3/user/submissions?user=&from_second=` (at most 500 a page,
 * oldest first). Every
 * call waits for its site's turn (lib/outside-sites.ts), shared with the catalog and the contests.
 */

export const handleOutsideSites = {
  codeforces: outsideSites.codeforces,
  atcoder: outsideSites.atcoder,
  atcoderProblems: outsideSites.atcoderProblems,
};

export interface HandleSources {
  codeforcesApi: string;
  atcoderApi: string;
  atcoderProblemsApi: string;
  /** Overrides of the limiters' intervals (tests); the sites' own otherwise. */
  sites?: Partial<typeof handleOutsideSites>;
  /** Submissions asked per Codeforces call (tests make it small to see the paging). */
  codeforcesPageSize?: number;
  /** How many submissions AtCoder Problems answers at most per call (500). */
  atcoderPageSize?: number;
  /** How long a call may wait for its answer (lib/site-fetch's 5 s; tests shorten it). */
  timeoutMs?: number;
}

/** What tests may change of the calls: the limiters' intervals, the pages' sizes, the timeout. */
export type HandleSiteOptions = Pick<
  HandleSources,
  'sites' | 'codeforcesPageSize' | 'atcoderPageSize' | 'timeoutMs'
>;

export function handleSourcesOf(config: Config): HandleSources {
  const { codeforcesApi, atcoderApi, atcoderProblemsApi } = config.contests;
  return { codeforcesApi, atcoderApi, atcoderProblemsApi };
}

export const siteOf = (sources: HandleSources, name: keyof typeof handleOutsideSites) =>
  sources.sites?.[name] ?? handleOutsideSites[name];

/** The call's options: the caller's database and signal, the sources' timeout. */
export const fetchOptions = (sources: HandleSources, context: CallContext) =>
  sources.timeoutMs === undefined ? context : { ...context, timeoutMs: sources.timeoutMs };

export const joinUrl = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** A submission as marks need it, whichever site it came from. */
export interface Submission {
  /** The site's id of it (Codeforces' submission id; AtCoder's). */
  id: number;
  /** When it was sent, in seconds since the epoch. */
  second: number;
  /** The key of the problem the site names (`codeforces:1775A`, `atcoder:abc300_a`). */
  problemKey: string;
  accepted: boolean;
  compilationError: boolean;
}

export interface CallContext {
  db: Executor;
  signal?: AbortSignal;
}

export const noList = (site: OutsideSite) =>
  new SiteUnavailableError(site, 'malformed', `${site.label} sent no submission list`);

/** A list none of whose entries is a submission is garbage, not a history without any. */
export function assertSomeParsed(site: OutsideSite, answer: unknown[], parsed: number): void {
  if (answer.length > 0 && parsed === 0) {
    throw new SiteUnavailableError(site, 'malformed', `${site.label} sent unknown submissions`);
  }
}
