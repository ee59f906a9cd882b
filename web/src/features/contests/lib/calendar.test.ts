import { describe, expect, it } from 'vitest';
import { buildContest } from '@/test/fixtures.ts';
import {
  contestTotals,
  contestsByDay,
  nearestContestDay,
  nextContest,
  parseSites,
  sitesParam,
} from './calendar.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('contests by day', () => {
  const late = buildContest({ id: 'late', startTimeSeconds: at('2026-03-10T23:30:00Z') });
  const noon = buildContest({ id: 'noon', startTimeSeconds: at('2026-03-10T12:00:00Z') });

  it('groups by the day in the viewer’s zone', () => {
    const utc = contestsByDay([late, noon], 'UTC');
    expect([...utc.keys()]).toEqual(['2026-03-10']);
    const tokyo = contestsByDay([late, noon], 'Asia/Tokyo');
    expect(tokyo.get('2026-03-10')?.map((contest) => contest.id)).toEqual(['noon']);
    expect(tokyo.get('2026-03-11')?.map((contest) => contest.id)).toEqual(['late']);
  });

  it('finds the nearest day with contests either way', () => {
    const days = contestsByDay([late, noon], 'Asia/Tokyo');
    expect(nearestContestDay(days, '2026-03-01', 'after')).toBe('2026-03-10');
    expect(nearestContestDay(days, '2026-03-10', 'after')).toBe('2026-03-11');
    expect(nearestContestDay(days, '2026-03-11', 'after')).toBeNull();
    expect(nearestContestDay(days, '2026-03-20', 'before')).toBe('2026-03-11');
  });
});

describe('totals and the next contest', () => {
  const now = at('2026-03-10T14:00:00Z'); // 23:00 in Tokyo
  const running = buildContest({ id: 'r', startTimeSeconds: now - 600, durationSeconds: 7200 });
  const soon = buildContest({ id: 's', startTimeSeconds: now + 1800 }); // 23:30 Tokyo, today
  const later = buildContest({ id: 'l', startTimeSeconds: now + 7200 }); // 01:00 Tokyo, tomorrow

  it("counts every contest, those yet to start, and today's in the viewer's zone", () => {
    expect(contestTotals([running, soon, later], now, 'Asia/Tokyo')).toEqual({
      total: 3,
      upcoming: 2,
      today: 2,
    });
    // In UTC (14:00) both later ones are still today.
    expect(contestTotals([running, soon, later], now, 'UTC').today).toBe(3);
  });

  it('takes the soonest contest yet to start', () => {
    expect(nextContest([later, running, soon], now)?.id).toBe('s');
    expect(nextContest([running], now)).toBeNull();
  });
});

describe('the site filter in the address', () => {
  it('is every site when absent, none when empty, and ignores unknown names', () => {
    expect(parseSites(null)).toEqual(['codeforces', 'atcoder', 'codechef', 'leetcode']);
    expect(parseSites('')).toEqual([]);
    expect(parseSites('leetcode,nowhere,codeforces')).toEqual(['codeforces', 'leetcode']);
  });

  it('is left out when every site is chosen', () => {
    expect(sitesParam(['leetcode', 'codeforces', 'atcoder', 'codechef'])).toBeNull();
    expect(sitesParam(['leetcode', 'atcoder'])).toBe('atcoder,leetcode');
    expect(sitesParam([])).toBe('');
  });
});
