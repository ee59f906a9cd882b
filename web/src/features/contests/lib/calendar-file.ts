import { contestSourceLabels, type Contest } from '@upsolve/contract';

/** "codeforces-1775.ics": the file "Add to my calendar" saves. */
export function calendarFileName(contest: Contest): string {
  const id = contest.id.replace(/[^A-Za-z0-9_-]+/g, '-');
  return `${contest.source}-${id}.ics`;
}

/**
 * One contest as an iCalendar file (RFC 5545): its name and site, start and end in UTC, its page
 * (`URL` and in the description) and a reminder 30 minutes before, as the feed's events have.
 * The `ics` library is loaded on the first click, so it stays out of the screen's first load.
 */
export async function contestCalendarFile(contest: Contest): Promise<string> {
  const { createEvent } = await import('ics');
  const start = contest.startTimeSeconds * 1000;
  const site = contestSourceLabels[contest.source];
  const { error, value } = createEvent({
    // The feed's UID (server: `{source}-{id}@{host}`), so a contest added both ways is one event.
    uid: `${contest.source}-${contest.id}@${window.location.host}`,
    productId: 'upsolve/contests',
    title: `${contest.name} (${site})`,
    description: `${site} contest: ${contest.url}`,
    url: contest.url,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + Math.max(0, contest.durationSeconds) * 1000,
    endInputType: 'utc',
    endOutputType: 'utc',
    alarms: [
      {
        action: 'display',
        description: `${contest.name} starts in 30 minutes`,
        trigger: { minutes: 30, before: true },
      },
    ],
  });
  if (error !== null || value === null) {
    throw error ?? new Error('The calendar file could not be made');
  }
  return value;
}

/** Saves the contest's calendar file through the browser's download. */
export async function downloadContestCalendarFile(contest: Contest): Promise<void> {
  const text = await contestCalendarFile(contest);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(contest);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
