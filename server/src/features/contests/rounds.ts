import { and, eq, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contests } from '../../db/schema/index.ts';
import type { ContestRow } from '../../db/schema/index.ts';

export interface StartedRound {
  startsAt: Date;
  /** The other Codeforces rounds of the calendar that start at the same moment (Div. 1 / Div. 2). */
  twinIds: number[];
}

/**
 * A Codeforces round the calendar lists as started, with its twins: what the problem lookup may
 * ask Codeforces about before the daily catalog knows the round. Null when the calendar does not
 * list it, or it has not started (its problems are not public yet).
 */
export async function startedCodeforcesRound(
  db: Executor,
  contestId: number,
  now: Date = new Date(),
): Promise<StartedRound | null> {
  const [round] = await db
    .select({ startsAt: contests.startsAt })
    .from(contests)
    .where(
      and(
        eq(contests.source, 'codeforces'),
        eq(contests.contestId, String(contestId)),
        lte(contests.startsAt, now),
      ),
    );
  if (round === undefined) return null;
  const twins = await db
    .select({ contestId: contests.contestId })
    .from(contests)
    .where(
      and(
        eq(contests.source, 'codeforces'),
        eq(contests.startsAt, round.startsAt),
        ne(contests.contestId, String(contestId)),
      ),
    );
  return { startsAt: round.startsAt, twinIds: twins.map((twin) => Number(twin.contestId)) };
}

/** A contest the calendar stores, and when it ends; null when it stores none by that id. */
export async function storedContest(
  db: Executor,
  source: ContestRow['source'],
  contestId: string,
): Promise<{ name: string; endsAt: Date } | null> {
  const [row] = await db
    .select({
      name: contests.name,
      startsAt: contests.startsAt,
      durationSeconds: contests.durationSeconds,
    })
    .from(contests)
    .where(and(eq(contests.source, source), eq(contests.contestId, contestId)));
  if (row === undefined) return null;
  return { name: row.name, endsAt: new Date(row.startsAt.getTime() + row.durationSeconds * 1000) };
}
