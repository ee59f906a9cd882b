import { hash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import ical, { ICalAlarmType } from 'ical-generator';
import { contestSourceLabels, contestSources, weekdays } from '@upsolve/contract';
import type { Contest, ContestFeedQueryParsed, Weekday } from '@upsolve/contract';

/** The feed's filters, without the token (docs/product.md, "Calendar feed"). */
export type FeedFilters = Omit<ContestFeedQueryParsed, 'token'>;

/** Minutes before a contest that each event's reminder fires. */
export const reminderMinutes = 30;

/** `Date#getDay()`'s numbering (Sunday first) in the contract's weekday names. */
const dayNames: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** "HH:MM" as minutes after midnight. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether a contest passes the feed's filters: its site among `sites`, at most `maxHours` long,
 * starting on one of `days` and within `from`–`to` (both inclusive; past midnight when `from` is
 * after `to`), weekday and time of day as they are in `tz`.
 */
export function passesFilters(contest: Contest, filters: FeedFilters): boolean {
  const { sites, maxHours, days, from, to, tz } = filters;
  if (sites !== undefined && sites.length > 0 && !sites.includes(contest.source)) return false;
  if (maxHours !== undefined && contest.durationSeconds > maxHours * 3600) return false;
  const start = new TZDate(contest.startTimeSeconds * 1000, tz);
  const day = dayNames[start.getDay()];
  if (days !== undefined && days.length > 0 && (day === undefined || !days.includes(day))) {
    return false;
  }
  const minute = start.getHours() * 60 + start.getMinutes();
  const after = from === undefined || minute >= minutesOf(from);
  const before = to === undefined || minute <= minutesOf(to);
  const wraps = from !== undefined && to !== undefined && minutesOf(from) > minutesOf(to);
  return wraps ? after || before : after && before;
}

/** The filters in one canonical spelling: two addresses that filter alike share a cache entry. */
export function filtersKey(filters: FeedFilters): string {
  const sorted = <T extends string>(list: readonly T[] | undefined, order: readonly T[]) =>
    list === undefined || list.length === 0
      ? null
      : order.filter((name) => list.includes(name)).join(',');
  return JSON.stringify([
    sorted(filters.sites, contestSources),
    filters.maxHours ?? null,
    sorted(filters.days, weekdays),
    filters.from ?? null,
    filters.to ?? null,
    filters.tz,
  ]);
}

/** Hours and minutes, or minutes only, as the calendar writes durations. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The event's title: the contest's name, with its site's when the name does not say it. */
export function eventTitle(contest: Contest): string {
  const label = contestSourceLabels[contest.source];
  return contest.name.toLowerCase().includes(label.toLowerCase())
    ? contest.name
    : `${label} ${contest.name}`;
}

export interface RenderedFeed {
  body: string;
  /** A weak ETag of what the feed says (not of when it was rendered). */
  etag: string;
}

/**
 * The iCalendar feed of `contests`: one event per contest, in UTC, with a UID that stays the
 * same across refreshes (`{source}-{id}@{host}`), the contest's page in `URL` and in the
 * description (Google Calendar shows only the description), and a reminder 30 minutes before.
 * Its ETag hashes the contests and filters, so a calendar app polling an unchanged feed gets 304.
 */
export function renderFeed(
  contests: readonly Contest[],
  options: { filtersKey: string; publicUrl: string; refreshMinutes: number },
): RenderedFeed {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: 'Upsolve contests',
    description: 'Programming contests from Codeforces, AtCoder, CodeChef and LeetCode',
    prodId: { company: 'Upsolve', product: 'Contest calendar', language: 'EN' },
    ttl: options.refreshMinutes * 60,
  });
  for (const contest of contests) {
    const title = eventTitle(contest);
    const start = new Date(contest.startTimeSeconds * 1000);
    calendar.createEvent({
      id: `${contest.source}-${contest.id}@${host}`,
      start,
      end: new Date(start.getTime() + contest.durationSeconds * 1000),
      summary: title,
      description: `${contestSourceLabels[contest.source]} contest, ${durationText(contest.durationSeconds)}.\n${contest.url}`,
      url: contest.url,
      alarms: [
        {
          type: ICalAlarmType.display,
          triggerBefore: reminderMinutes * 60,
          description: `${title} starts in ${reminderMinutes} minutes`,
        },
      ],
    });
  }
  // Not the phases: a contest starting changes nothing the feed says.
  const facts = contests.map((contest) => [
    contest.source,
    contest.id,
    contest.name,
    contest.startTimeSeconds,
    contest.durationSeconds,
    contest.url,
  ]);
  const said = JSON.stringify([options.filtersKey, options.refreshMinutes, host, facts]);
  return { body: calendar.toString(), etag: `W/"${hash('sha1', said, 'base64url')}"` };
}
