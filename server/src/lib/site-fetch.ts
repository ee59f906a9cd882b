import type { Executor } from '../db/client.ts';
import { takeTurn } from './outside-sites.ts';

/** How long an outside site may take to answer before it counts as down. */
export const siteTimeoutMs = 5_000;

/** An outside site as the calls to it are limited and named. */
export interface OutsideSite {
  /** The limiter's name (`codeforces`, `atcoder-problems`, ...). */
  id: string;
  /** How people name it, in messages ("Codeforces"). */
  label: string;
  /** At most one call per this many milliseconds, across every job and node. */
  intervalMs: number;
}

/**
 * The sites Upsolve reads and how often each may be called: one limiter per site, whichever
 * feature calls it (the catalog, the contests, linked handles).
 */
export const outsideSites = {
  /** Codeforces asks for at most one API call per two seconds. */
  codeforces: { id: 'codeforces', label: 'Codeforces', intervalMs: 2_000 },
  /** AtCoder itself (task lists, profile pages). */
  atcoder: { id: 'atcoder', label: 'AtCoder', intervalMs: 1_000 },
  atcoderProblems: { id: 'atcoder-problems', label: 'AtCoder Problems', intervalMs: 1_000 },
  leetcode: { id: 'leetcode', label: 'LeetCode', intervalMs: 1_000 },
} satisfies Record<string, OutsideSite>;

export type SiteFailure = 'status' | 'timeout' | 'unreachable' | 'malformed';

/**
 * An outside site was down, slow or answered something unusable. The message says so in plain
 * words ("Codeforces answered 503"), fit for a screen that says why a sync or refresh failed.
 */
export class SiteUnavailableError extends Error {
  override readonly name = 'SiteUnavailableError';
  constructor(
    readonly site: OutsideSite,
    readonly failure: SiteFailure,
    message: string,
    readonly status?: number,
    /** The start of an error status's body: some sites explain there (Codeforces' `comment`). */
    readonly body?: string,
  ) {
    super(message);
  }
}

export interface SiteFetchOptions {
  /** The database whose limiter turns are taken (never inside a transaction: the wait holds it). */
  db: Executor;
  /** Aborts the wait and the call (a job's signal). */
  signal?: AbortSignal;
  /** Defaults to `siteTimeoutMs`; tests shorten it. */
  timeoutMs?: number;
  init?: RequestInit;
}

/** Whether a failed call is the site's silence (our timeout), not the caller giving up. */
function timedOut(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * Calls `url` on `site` at its next turn and answers the response's text, or throws
 * `SiteUnavailableError` for an error status, no answer within the timeout or no connection. The
 * caller's own abort (`signal`) is rethrown as it is.
 */
export async function fetchSiteText(
  site: OutsideSite,
  url: string,
  options: SiteFetchOptions,
): Promise<string> {
  const { db, signal, timeoutMs = siteTimeoutMs, init } = options;
  await takeTurn(db, site.id, site.intervalMs, signal);
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
  const seconds = Math.round(timeoutMs / 100) / 10;
  try {
    const response = await fetch(url, { ...init, signal: combined });
    if (!response.ok) {
      const body = (await response.text().catch(() => '')).slice(0, 2_000);
      throw new SiteUnavailableError(
        site,
        'status',
        `${site.label} answered ${response.status}`,
        response.status,
        body,
      );
    }
    return await response.text();
  } catch (error) {
    if (error instanceof SiteUnavailableError) throw error;
    if (signal?.aborted === true) throw signal.reason;
    if (timedOut(error) || timeout.aborted) {
      throw new SiteUnavailableError(
        site,
        'timeout',
        `${site.label} did not answer within ${seconds} s`,
      );
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new SiteUnavailableError(
      site,
      'unreachable',
      `${site.label} could not be reached (${detail})`,
    );
  }
}

/** As `fetchSiteText`, parsed as JSON; anything else (an HTML error page, a cut body) is malformed. */
export async function fetchSiteJson(
  site: OutsideSite,
  url: string,
  options: SiteFetchOptions,
): Promise<unknown> {
  const text = await fetchSiteText(site, url, options);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SiteUnavailableError(
      site,
      'malformed',
      `${site.label} sent something other than JSON`,
    );
  }
}
