/** Display formats shared by every screen. */

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Mar 4, 2026". */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(isoDate));
}

const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Mar 4, 2026" for a calendar date ("2026-03-04", a day in someone's time zone, not an instant):
 * read and shown in UTC, so the viewer's own zone never moves it to the day before.
 */
export function formatCalendarDate(date: string): string {
  return calendarDate.format(new Date(`${date}T00:00:00Z`));
}

/** "1 problem", "3 problems". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * "a Codeforces", "an AtCoder": the article before a name. A leading vowel letter is taken as a
 * vowel sound, which holds for the platform names the app knows.
 */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** The average review rating as "4.5", or "—" without reviews. */
export function formatAverageRating(averageRating: number | null): string {
  return averageRating === null ? '—' : averageRating.toFixed(1);
}

/** The author's name as shown: "@tourist", or "Unknown User" once the account is gone. */
export function authorName(user: { username: string } | null): string {
  return user ? `@${user.username}` : 'Unknown User';
}

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `isoDate` was. */
export function formatRelativeTime(isoDate: string, now = Date.now()): string {
  const seconds = Math.round((new Date(isoDate).getTime() - now) / 1000);
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) return relativeTime.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
