import type { Database } from '../../server/src/db/client.ts';
import { marks } from '../../server/src/db/schema/index.ts';
import type { MarkStatus } from '../../contract/src/marks.ts';
import { insertInBatches, minuteAfterEpoch } from './batches.ts';
import { seededRandom } from './random.ts';

/** The marks of a data set (issue #26): how many in all, and the days of its most active user. */
export interface MarkScale {
  /** Marks in all, the heavy user's included, spread over the users (the first ones have most). */
  marks: number;
  /** Distinct days on which `bench_user_0` solved something: the heatmap's heaviest profile. */
  markedDays: number;
}

/** Whose heatmap the bench reads, and the years it asks for (oldest first). */
export interface MarkedDaysFacts {
  userId: string;
  years: number[];
}

const dayMs = 24 * 60 * 60 * 1000;
/** The heavy user's solves end on this day (before any run's "today") and reach back 14 years. */
const lastSolvedDayMs = Date.UTC(2026, 9, 31, 12);
const solvedSpanDays = 14 * 365;

/** Solved at noon UTC: the same day in UTC, the zone of every bench user's heatmap. */
function solvedDay(index: number, markedDays: number): Date {
  const daysBack = Math.floor(((markedDays - 1 - index) * solvedSpanDays) / markedDays);
  return new Date(lastSolvedDayMs - daysBack * dayMs);
}

/** Most marks are solved; the rest are tried or saved for later, as a practising user's are. */
function statusOf(draw: number): MarkStatus {
  if (draw < 0.45) return 'solved';
  if (draw < 0.55) return 'solved_with_help';
  if (draw < 0.8) return 'attempted';
  return 'todo';
}

const isSolved = (status: MarkStatus) => status === 'solved' || status === 'solved_with_help';

/**
 * Fills the marks: first `bench_user_0`'s solves, one a day on `markedDays` days spread over 14
 * years, then marks of other problems by users drawn so that the first users (the bench's signed-in
 * sessions) have the most, with mixed statuses. Each (user, problem key) at most once, as the
 * table's primary key wants; keys are those of generated problems.
 */
export async function generateMarks(
  db: Database,
  userIds: readonly string[],
  problemKeys: readonly string[],
  scale: MarkScale,
): Promise<MarkedDaysFacts> {
  const heavyUserId = userIds[0];
  if (heavyUserId === undefined) throw new Error('The data set has no user to mark problems');
  if (scale.markedDays > problemKeys.length) throw new Error('Fewer problems than marked days');
  if (scale.marks > userIds.length * problemKeys.length) throw new Error('Too many marks');
  const random = seededRandom(20_261_126);
  const marked = new Set<string>();
  const keyStep = problemKeys.length / scale.markedDays;

  await insertInBatches(
    scale.marks,
    (index) => {
      if (index < scale.markedDays) {
        const problemKey = problemKeys[Math.floor(index * keyStep)] ?? '';
        marked.add(`0:${problemKey}`);
        const solvedAt = solvedDay(index, scale.markedDays);
        const status = index % 5 === 0 ? ('solved_with_help' as const) : ('solved' as const);
        return {
          userId: heavyUserId,
          problemKey,
          status,
          solvedAt,
          createdAt: solvedAt,
          updatedAt: solvedAt,
        };
      }
      for (;;) {
        // Squaring the draw leans towards the first users: a few with many marks, most with some.
        const user = Math.floor(random() ** 2 * userIds.length);
        const problemKey = problemKeys[Math.floor(random() * problemKeys.length)] ?? '';
        const pair = `${user}:${problemKey}`;
        if (marked.has(pair)) continue;
        marked.add(pair);
        const status = statusOf(random());
        const at = minuteAfterEpoch(index);
        return {
          userId: userIds[user] ?? heavyUserId,
          problemKey,
          status,
          solvedAt: isSolved(status) ? at : null,
          createdAt: at,
          updatedAt: at,
        };
      }
    },
    (rows) => db.insert(marks).values(rows),
  );

  const first = solvedDay(0, scale.markedDays).getUTCFullYear();
  const last = solvedDay(scale.markedDays - 1, scale.markedDays).getUTCFullYear();
  const years = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  return { userId: heavyUserId, years };
}
