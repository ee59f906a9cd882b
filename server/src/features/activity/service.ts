import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { activityFirstYear, dateIn } from '@upsolve/contract';
import type { ActivityQueryParsed, ActivityResponse, UserParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { marks, problems, solutions } from '../../db/schema/index.ts';
import { isUnknownTimeZone } from '../../lib/db-errors.ts';
import { requireActivityOwner } from './policy.ts';
import { toActivityDay, toActivityResponse } from './presenter.ts';
import type { ActivityDayRow } from './presenter.ts';
import { streaksOf } from './streaks.ts';

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The zone days are counted in when the owner has not chosen one. */
export const defaultTimeZone = 'UTC';

const localDay = (timestamp: SQL, timeZone: string) =>
  sql`to_char(${timestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * Every day the user was active, all time, in `timeZone`, oldest first: ONE query, whatever the
 * number of days (the streaks need all of them, the heatmap one year of them). `solved` counts
 * marks whose solved_at falls on the day (marks_user_solved_at_idx); `posted` counts solutions
 * the user posted that day, on public problems only unless `withPrivate` (the owner's own view):
 * others must not learn of private work, not even its dates.
 */
export async function activeDays(
  db: Executor,
  userId: string,
  timeZone: string,
  withPrivate: boolean,
): Promise<ActivityDayRow[]> {
  const solvedDay = localDay(sql`${marks.solvedAt}`, timeZone);
  const postedDay = localDay(sql`${solutions.createdAt}`, timeZone);
  const publicOnly = withPrivate
    ? sql``
    : sql`and exists (select 1 from ${problems} where ${problems.id} = ${solutions.problemId} and ${problems.visibility} = 'public')`;
  const result = await db.execute<{ day: string; solved: number; posted: number }>(sql`
    select day, sum(solved)::int as solved, sum(posted)::int as posted from (
      select ${solvedDay} as day, count(*) as solved, 0 as posted
        from ${marks}
        where ${marks.userId} = ${userId} and ${marks.solvedAt} is not null
        group by 1
      union all
      select ${postedDay} as day, 0 as solved, count(*) as posted
        from ${solutions}
        where ${solutions.authorId} = ${userId} ${publicOnly}
        group by 1
    ) as active
    group by day
    order by day`);
  return result.rows;
}

/**
 * GET /users/{id}/activity?year=: the owner's days of `year` (their current year when left out)
 * with their streaks, in their time zone (else UTC). A zone the database does not know (rare:
 * newer than its tzdata) is answered in UTC, and the answer says so.
 */
export async function readActivity(
  db: Executor,
  viewer: Viewer,
  params: UserParams,
  query: ActivityQueryParsed,
  now: Date = new Date(),
): Promise<ActivityResponse> {
  const owner = await requireActivityOwner(db, params.userId);
  const withPrivate = viewer.id === owner.id;
  let timeZone = owner.timeZone ?? defaultTimeZone;
  let rows: ActivityDayRow[];
  try {
    rows = await activeDays(db, owner.id, timeZone, withPrivate);
  } catch (error) {
    if (!isUnknownTimeZone(error) || timeZone === defaultTimeZone) throw error;
    timeZone = defaultTimeZone;
    rows = await activeDays(db, owner.id, timeZone, withPrivate);
  }
  const today = dateIn(timeZone, now);
  const year = query.year ?? yearOf(today);
  const prefix = `${String(year)}-`;
  const days = rows.filter((row) => row.day.startsWith(prefix)).map(toActivityDay);
  const streak = streaksOf(
    rows.map((row) => row.day),
    today,
  );
  const firstYear = Math.max(
    activityFirstYear,
    Math.min(yearOf(dateIn(timeZone, owner.createdAt)), yearOf(rows[0]?.day ?? today)),
  );
  return toActivityResponse(timeZone, { year, firstYear }, days, streak);
}
