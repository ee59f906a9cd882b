import type { ActivityDay } from '@upsolve/contract';

/** One square of the heatmap: a date of the year with its counts, or a blank before Jan 1. */
export interface CalendarDay {
  date: string;
  /** The day's place in the year, from 0 (January 1). */
  index: number;
  solved: number;
  posted: number;
  level: ActivityLevel;
}

export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

/** The colour steps: none, 1, 2–3, 4–6, 7 or more things done that day. */
export function activityLevel(count: number): ActivityLevel {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  if (count <= 3) return 2;
  if (count <= 6) return 3;
  return 4;
}

/** What each step means, for the legend. */
export const levelLabels: Record<ActivityLevel, string> = {
  0: 'No activity',
  1: '1 a day',
  2: '2–3 a day',
  3: '4–6 a day',
  4: '7 or more a day',
};

const dayMs = 24 * 60 * 60 * 1000;

/** "2026-03-04" of a UTC instant: calendar dates are computed in UTC, never the viewer's zone. */
function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface CalendarYear {
  /** Every date of the year in order (365 or 366). */
  days: CalendarDay[];
  /**
   * Columns of the heatmap, one a week from Sunday: `weeks[w][d]` is weekday `d` (0 Sunday) of
   * week `w`, null outside the year. 53 or 54 columns.
   */
  weeks: (CalendarDay | null)[][];
  /** Where each month's label goes: its first week's column. */
  months: { name: string; week: number }[];
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** The year's calendar with the answer's days on it (a day the answer leaves out had nothing). */
export function calendarYear(year: number, activity: readonly ActivityDay[]): CalendarYear {
  const byDate = new Map(activity.map((day) => [day.date, day]));
  const start = Date.UTC(year, 0, 1);
  const length = Math.round((Date.UTC(year + 1, 0, 1) - start) / dayMs);
  const firstWeekday = new Date(start).getUTCDay();
  const days: CalendarDay[] = [];
  const weeks: (CalendarDay | null)[][] = [];
  const months: { name: string; week: number }[] = [];
  for (let index = 0; index < length; index += 1) {
    const ms = start + index * dayMs;
    const date = isoDate(ms);
    const found = byDate.get(date);
    const solved = found?.solved ?? 0;
    const posted = found?.posted ?? 0;
    const day: CalendarDay = { date, index, solved, posted, level: activityLevel(solved + posted) };
    days.push(day);
    const slot = firstWeekday + index;
    const week = Math.floor(slot / 7);
    weeks[week] ??= Array.from({ length: 7 }, () => null);
    const column = weeks[week];
    if (column !== undefined) column[slot % 7] = day;
    if (date.endsWith('-01')) months.push({ name: monthName.format(new Date(ms)), week });
  }
  return { days, weeks, months };
}

/** The years the picker offers, newest first: from the first with anything to the current one. */
export function pickableYears(firstYear: number, currentYear: number): number[] {
  const years: number[] = [];
  for (let year = Math.max(currentYear, firstYear); year >= firstYear; year -= 1) years.push(year);
  return years;
}
