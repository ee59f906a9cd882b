import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { contestSources, finishedContestsDays } from '@upsolve/contract';
import type {
  Contest,
  ContestFeedTokenResponse,
  ContestsResponse,
  ContestSource,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { contestFeedTokens, contestSourceStates, contests } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { Services } from '../../lib/services.ts';
import { newToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { filtersKey, passesFilters, renderFeed } from './feed.ts';
import type { FeedFilters, RenderedFeed } from './feed.ts';
import { toContest, toSourceStates } from './presenter.ts';

/** What the calendar's reads need of the settings. */
export interface CalendarSettings {
  refreshMinutes: number;
  /** The app's own origin: the feed's event UIDs name its host. */
  publicUrl: string;
}

const dayMs = 86_400_000;
const endsAt = sql`${contests.startsAt} + make_interval(secs => ${contests.durationSeconds})`;

/** Upcoming contests soonest first; finished ones latest first; ties in the sources' order. */
export function mergeContests(list: readonly Contest[], order: 'soonest' | 'latest'): Contest[] {
  const rank = (source: ContestSource) => contestSources.indexOf(source);
  const sign = order === 'soonest' ? 1 : -1;
  return [...list].sort(
    (a, b) =>
      sign * (a.startTimeSeconds - b.startTimeSeconds) ||
      rank(a.source) - rank(b.source) ||
      a.name.localeCompare(b.name),
  );
}

/** The stored contests not over at `now`, or over for at most 90 days, of `sources` (or all). */
async function storedContests(
  db: Executor,
  now: number,
  window: 'upcoming' | 'finished' | 'all',
  sources?: readonly ContestSource[],
): Promise<Contest[]> {
  const at = new Date(now);
  const since = new Date(now - finishedContestsDays * dayMs);
  const when =
    window === 'upcoming'
      ? gt(endsAt, at)
      : window === 'finished'
        ? and(lte(endsAt, at), gt(endsAt, since))
        : gt(endsAt, since);
  const bySource =
    sources === undefined || sources.length === 0 ? undefined : inArray(contests.source, sources);
  const rows = await db.select().from(contests).where(and(when, bySource));
  return rows.map((row) => toContest(row, now));
}

/**
 * GET /api/contests: the stored contests (never a site's answer) of one phase, and each source's
 * health. `upcoming` holds what is not over yet, `finished` what ended in the last 90 days.
 */
export async function listContests(
  db: Executor,
  phase: 'upcoming' | 'finished',
  settings: Pick<CalendarSettings, 'refreshMinutes'>,
  now: number = Date.now(),
): Promise<ContestsResponse> {
  const [listed, states] = await Promise.all([
    storedContests(db, now, phase),
    db.select().from(contestSourceStates),
  ]);
  return {
    contests: mergeContests(listed, phase === 'upcoming' ? 'soonest' : 'latest'),
    sources: toSourceStates(states, now, settings.refreshMinutes),
  };
}

/** The viewer's current feed token, or null before their first. */
export async function currentFeedToken(
  db: Executor,
  viewer: SessionUser,
): Promise<ContestFeedTokenResponse> {
  const [row] = await db
    .select({ token: contestFeedTokens.token })
    .from(contestFeedTokens)
    .where(eq(contestFeedTokens.userId, viewer.id));
  return { token: row?.token ?? null };
}

/**
 * A new feed token for the viewer, replacing the old one at once: the old address answers 404
 * from now on. The token is stored as it is: it opens only the public contest list (decision
 * 012), and the page shows the address again.
 */
export async function regenerateFeedToken(
  db: Executor,
  viewer: SessionUser,
): Promise<ContestFeedTokenResponse & { token: string }> {
  const token = newToken();
  await db
    .insert(contestFeedTokens)
    .values({ userId: viewer.id, token })
    .onConflictDoUpdate({
      target: contestFeedTokens.userId,
      set: { token, createdAt: sql`now()` },
    });
  return { token };
}

/**
 * The feed for one set of filters, rendered once and shared by every address that filters alike
 * until the next refresh drops it (`contests.refreshed`). Holds upcoming contests and those of
 * the last 90 days, so a calendar keeps what it showed.
 */
export async function contestFeed(
  services: Services,
  filters: FeedFilters,
  settings: CalendarSettings,
): Promise<{ feed: RenderedFeed; hit: boolean }> {
  const key = filtersKey(filters);
  const { value, hit } = await services.cache.read(
    { key: `contests-feed:${key}`, scope: 'shared', tags: [cacheTags.contests] },
    async () => {
      const listed = await storedContests(services.db, Date.now(), 'all', filters.sites);
      const kept = mergeContests(listed, 'soonest').filter((one) => passesFilters(one, filters));
      return renderFeed(kept, { filtersKey: key, ...settings });
    },
  );
  return { feed: value, hit };
}
