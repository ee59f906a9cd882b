import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ContestSource } from '@upsolve/contract';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { contestSourceStates, contests } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { SiteUnavailableError } from '../../lib/site-fetch.ts';
import type { Commit } from '../../plugins/events.ts';
import { baseUrlOf, contestSourceAdapters } from './sources/all.ts';
import type { ContestSourceAdapter, SourceListing } from './sources/source.ts';

/** What a refresh works with: the database, `commit` (its event), the settings and a log. */
export interface RefreshDeps {
  db: Database;
  commit: Commit;
  config: Config['contests'];
  log: FastifyBaseLogger;
}

export interface RefreshOptions {
  /** Aborts every call (the job's time is up, or the server stops): the refresh then fails. */
  signal?: AbortSignal;
  /** Each site's timeout (5 s unless a test shortens it). */
  timeoutMs?: number;
  /** Overrides the sites' limiter intervals (tests call the fakes many times in a row). */
  intervalMs?: number;
  /** The sources to ask (all four by default). */
  sources?: readonly ContestSource[];
}

/** How one source's refresh went, as the job's run record keeps it. */
export interface SourceOutcome {
  source: ContestSource;
  /** Contests stored, or null when the source failed and kept its last good list. */
  stored: number | null;
  /** Entries left out because they made no sense. */
  skipped: number;
  /** The failure or the left-out entries, in plain words; null when all was well. */
  error: string | null;
}

type Fetched = { adapter: ContestSourceAdapter } & (
  { listing: SourceListing; error: null } | { listing: null; error: string }
);

/** Why a source's answer is not used, in plain words; rethrows the caller's own abort. */
function failureOf(adapter: ContestSourceAdapter, error: unknown, signal?: AbortSignal): string {
  if (signal?.aborted === true) throw error;
  if (error instanceof SiteUnavailableError) return error.message;
  return `${adapter.site.label}'s answer could not be read`;
}

function skippedText(adapter: ContestSourceAdapter, skipped: string[]): string {
  const count =
    skipped.length === 1 ? 'a contest that makes' : `${skipped.length} contests that make`;
  return `${adapter.site.label} listed ${count} no sense; left out (${skipped[0] ?? ''})`;
}

/** Asks one source for its list; never throws for the site's own failures. */
async function fetchSource(
  deps: RefreshDeps,
  adapter: ContestSourceAdapter,
  options: RefreshOptions,
): Promise<Fetched> {
  try {
    const listing = await adapter.list({
      baseUrl: baseUrlOf(deps.config, adapter.source),
      db: deps.db,
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      intervalMs: options.intervalMs,
      now: Date.now(),
    });
    if (listing.skipped.length > 0) {
      deps.log.warn(
        { source: adapter.source, skipped: listing.skipped },
        'A contest source listed contests that make no sense; they are left out',
      );
    }
    return { adapter, listing, error: null };
  } catch (error) {
    const reason = failureOf(adapter, error, options.signal);
    if (!(error instanceof SiteUnavailableError)) {
      deps.log.error({ err: error, source: adapter.source }, 'Reading a contest source failed');
    }
    return { adapter, listing: null, error: reason };
  }
}

/** Replaces a source's stored contests with its new list, and notes the success. */
async function storeListing(tx: Executor, fetched: Fetched & { error: null }, at: Date) {
  const { adapter, listing } = fetched;
  await tx.delete(contests).where(eq(contests.source, adapter.source));
  if (listing.contests.length > 0) {
    await tx.insert(contests).values(
      listing.contests.map((contest) => ({
        source: adapter.source,
        contestId: contest.id,
        name: contest.name,
        startsAt: new Date(contest.startTimeSeconds * 1000),
        durationSeconds: contest.durationSeconds,
        url: contest.url,
      })),
    );
  }
  const partial = listing.skipped.length > 0 ? skippedText(adapter, listing.skipped) : null;
  const state = { fetchedAt: at, lastError: partial, lastErrorAt: partial === null ? null : at };
  await tx
    .insert(contestSourceStates)
    .values({ source: adapter.source, ...state })
    .onConflictDoUpdate({ target: contestSourceStates.source, set: state });
  return partial;
}

/** Notes a failed attempt; the source's contests and its last success stay as they were. */
async function storeFailure(tx: Executor, source: ContestSource, error: string, at: Date) {
  const state = { lastError: error, lastErrorAt: at };
  await tx
    .insert(contestSourceStates)
    .values({ source, ...state })
    .onConflictDoUpdate({ target: contestSourceStates.source, set: state });
}

/**
 * Asks every source for its contests at once (each call through its site's limiter, never inside
 * a transaction), then stores them in one transaction: a source that answered replaces its rows,
 * one that failed keeps its last good rows and is marked stale with its error. One source's
 * failure never touches another's. Records `contests.refreshed`, so every node drops the cached
 * calendar and feeds.
 */
export async function refreshContests(
  deps: RefreshDeps,
  options: RefreshOptions = {},
): Promise<SourceOutcome[]> {
  const wanted = options.sources ?? contestSourceAdapters.map((adapter) => adapter.source);
  const adapters = contestSourceAdapters.filter((adapter) => wanted.includes(adapter.source));
  const fetched = await Promise.all(adapters.map((adapter) => fetchSource(deps, adapter, options)));
  const at = new Date();
  const { value: outcomes } = await deps.commit(async (tx, record) => {
    const done: SourceOutcome[] = [];
    for (const one of fetched) {
      const { source } = one.adapter;
      if (one.error === null) {
        const partial = await storeListing(tx, one, at);
        const { contests: listed, skipped } = one.listing;
        done.push({ source, stored: listed.length, skipped: skipped.length, error: partial });
      } else {
        await storeFailure(tx, source, one.error, at);
        done.push({ source, stored: null, skipped: 0, error: one.error });
      }
    }
    record(domainEvent('contests.refreshed', { sources: done.map((outcome) => outcome.source) }));
    return done;
  });
  for (const outcome of outcomes) {
    if (outcome.stored !== null) continue;
    deps.log.warn(
      { source: outcome.source, reason: outcome.error },
      'A contest source failed; its last good contests stay',
    );
  }
  // One line per refresh, so an operator (and the end-to-end tests) can see the calendar arrive.
  const stored = Object.fromEntries(outcomes.map((outcome) => [outcome.source, outcome.stored]));
  deps.log.info({ stored }, 'Contests refreshed');
  return outcomes;
}
