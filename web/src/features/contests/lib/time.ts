import { TZDate, tz } from '@date-fns/tz';
import { format, formatDuration as formatDateFnsDuration } from 'date-fns';

/**
 * Contest times as the calendar shows them, always in the viewer's time zone: the day a contest
 * falls on (a contest at 23:30 UTC is on the next day in Asia/Tokyo), its start in the US English
 * long format with the zone (SPEC: "Contest times use the US English long format with time zone"),
 * its length in hours and minutes, and the countdown to it. Zone arithmetic is date-fns's.
 */

/** The browser's IANA time zone ("Asia/Tokyo"), UTC when the browser names none. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A calendar day as "2026-03-10", the key the calendar groups contests by. */
export type DayKey = string;

const dayKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day, in `zone`, of a moment in seconds since the epoch. */
export function dayKeyOfSeconds(seconds: number, zone: string): DayKey {
  return format(seconds * 1000, 'yyyy-MM-dd', { in: tz(zone) });
}

/** The day, in `zone`, of a date (a calendar's day, a clock's now). */
export function dayKeyOfDate(date: Date, zone: string): DayKey {
  return format(date, 'yyyy-MM-dd', { in: tz(zone) });
}

/** Whether `text` names a real day as "yyyy-MM-dd" (the address's `day`). */
export function isDayKey(text: string | null): text is DayKey {
  const match = text === null ? null : dayKeyPattern.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day;
}

/** Noon of a day in `zone`, the date the calendar selects for it. */
export function dateOfDayKey(key: DayKey, zone: string): TZDate {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new TZDate(year, month - 1, day, 12, zone);
}

/** "March 10, 2026": a day as the list's heading names it. */
export function formatDay(key: DayKey, zone: string): string {
  return format(dateOfDayKey(key, zone), 'MMMM d, yyyy');
}

/** "Tuesday, March 10, 2026": a calendar day's name, in `zone`. */
export function formatWeekday(date: Date, zone: string): string {
  return format(date, 'EEEE, MMMM d, yyyy', { in: tz(zone) });
}

const longFormats = new Map<string, Intl.DateTimeFormat>();

/** "March 10, 2026 at 9:30:00 PM GMT+9": a contest's start in the viewer's zone. */
export function formatContestTime(seconds: number, zone: string): string {
  let formatter = longFormats.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'long',
      timeZone: zone,
    });
    longFormats.set(zone, formatter);
  }
  return formatter.format(seconds * 1000);
}

/**
 * A contest's length in hours and minutes, or minutes only: "2 hours 30 minutes", "2 hours",
 * "45 minutes", "1 hour 1 minute". Seconds are dropped; under a minute reads "0 minutes".
 */
export function formatContestDuration(durationSeconds: number): string {
  const totalMinutes = Math.max(0, Math.floor(durationSeconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return formatDateFnsDuration({ minutes }, { zero: true });
  return formatDateFnsDuration({ hours, minutes }, { format: ['hours', 'minutes'] });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time left before a start: "2 days, 03:14:05", "1 day, 00:00:09", "03:14:05". */
export function formatCountdown(secondsLeft: number): string {
  const left = Math.max(0, Math.floor(secondsLeft));
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  if (days === 0) return clock;
  return `${days} ${days === 1 ? 'day' : 'days'}, ${clock}`;
}
