import { describe, expect, it } from 'vitest';
import {
  dateOfDayKey,
  dayKeyOfDate,
  dayKeyOfSeconds,
  formatContestDuration,
  formatContestTime,
  formatCountdown,
  formatDay,
  isDayKey,
} from './time.ts';

/** 2026-03-10 23:30:00 UTC. */
const lateEvening = Date.UTC(2026, 2, 10, 23, 30) / 1000;

describe('the day a contest falls on', () => {
  it('is the next day in Tokyo for a contest at 23:30 UTC, the same day in UTC, the day before in New York at 03:30 UTC', () => {
    expect(dayKeyOfSeconds(lateEvening, 'UTC')).toBe('2026-03-10');
    expect(dayKeyOfSeconds(lateEvening, 'Asia/Tokyo')).toBe('2026-03-11');
    const earlyMorning = Date.UTC(2026, 2, 10, 3, 30) / 1000;
    expect(dayKeyOfSeconds(earlyMorning, 'America/New_York')).toBe('2026-03-09');
    expect(dayKeyOfSeconds(earlyMorning, 'Asia/Kolkata')).toBe('2026-03-10');
  });

  it('follows daylight saving time (New York moves to EDT on 2026-03-08)', () => {
    // 04:30 UTC is 23:30 EST on the 7th; a day later, after the change, it is 00:30 EDT on the 9th.
    expect(dayKeyOfSeconds(Date.UTC(2026, 2, 8, 4, 30) / 1000, 'America/New_York')).toBe(
      '2026-03-07',
    );
    expect(dayKeyOfSeconds(Date.UTC(2026, 2, 9, 4, 30) / 1000, 'America/New_York')).toBe(
      '2026-03-09',
    );
  });

  it('round-trips a day through the date the calendar selects', () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(dayKeyOfDate(dateOfDayKey('2026-03-11', zone), zone)).toBe('2026-03-11');
    }
    expect(formatDay('2026-03-11', 'Asia/Tokyo')).toBe('March 11, 2026');
  });

  it('accepts only real days in the address', () => {
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey('tomorrow')).toBe(false);
    expect(isDayKey(null)).toBe(false);
  });
});

describe('formats', () => {
  it('writes the start in the US English long format with the time zone', () => {
    expect(formatContestTime(lateEvening, 'Asia/Tokyo')).toBe('March 11, 2026 at 8:30:00 AM GMT+9');
    expect(formatContestTime(lateEvening, 'UTC')).toBe('March 10, 2026 at 11:30:00 PM UTC');
    expect(formatContestTime(lateEvening, 'America/New_York')).toBe(
      'March 10, 2026 at 7:30:00 PM EDT',
    );
  });

  it('writes durations as hours and minutes, or minutes only', () => {
    expect(formatContestDuration(2 * 3600 + 30 * 60)).toBe('2 hours 30 minutes');
    expect(formatContestDuration(2 * 3600)).toBe('2 hours');
    expect(formatContestDuration(3600 + 60)).toBe('1 hour 1 minute');
    expect(formatContestDuration(45 * 60)).toBe('45 minutes');
    expect(formatContestDuration(60)).toBe('1 minute');
    expect(formatContestDuration(30)).toBe('0 minutes');
    // A ten-day marathon stays in hours.
    expect(formatContestDuration(10 * 24 * 3600)).toBe('240 hours');
  });

  it('counts down in days and a clock', () => {
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 14 * 60 + 5)).toBe('2 days, 03:14:05');
    expect(formatCountdown(86_400 + 9)).toBe('1 day, 00:00:09');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
