import type { ActivityDay, ActivityResponse } from '@upsolve/contract';

/** One local day as the query groups it: its date and counts. */
export interface ActivityDayRow {
  day: string;
  solved: number;
  posted: number;
}

/** A day's row as the answer carries it; counts arrive as numbers or numeric text by driver. */
export function toActivityDay(row: ActivityDayRow): ActivityDay {
  return { date: row.day, solved: Number(row.solved), posted: Number(row.posted) };
}

/** The answer: the zone the days are counted in, the years, the year's days, the streaks. */
export function toActivityResponse(
  timeZone: string,
  years: { year: number; firstYear: number },
  days: ActivityDay[],
  streak: ActivityResponse['streak'],
): ActivityResponse {
  return { timeZone, ...years, days, streak };
}
