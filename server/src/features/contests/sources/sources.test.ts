import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Contest } from '@upsolve/contract';
import { SiteUnavailableError } from '../../../lib/site-fetch.ts';
import { contestsRecordedAt } from '../../../test/outside-sites/contest-fixtures.ts';
import { parseAtcoder } from './atcoder.ts';
import { parseCodechef } from './codechef.ts';
import { parseCodeforces } from './codeforces.ts';
import { parseLeetcode } from './leetcode.ts';

/** Each source's parser on its recorded answer, read at the moment it was recorded. */
const fixturesDir = path.join(import.meta.dirname, '../../../test/outside-sites/fixtures');
const text = (name: string) => readFile(path.join(fixturesDir, name), 'utf8');
const json = async (name: string): Promise<unknown> => JSON.parse(await text(name));
const now = contestsRecordedAt;
const utc = (iso: string) => Date.parse(iso) / 1000;

const ids = (contests: Contest[]) => contests.map((contest) => contest.id);

/** What a parser throws, to be looked at. */
function failure(parse: () => unknown): SiteUnavailableError {
  try {
    parse();
  } catch (error) {
    if (error instanceof SiteUnavailableError) return error;
    throw error;
  }
  throw new Error('The parser accepted it.');
}

describe('Codeforces', () => {
  it('lists upcoming contests and those finished in the last 90 days, with their pages', async () => {
    const { contests, skipped } = parseCodeforces(await json('codeforces-contests.json'), now);

    expect(skipped).toEqual([]);
    expect(ids(contests)).toEqual([
      '2204',
      '2203',
      '2201',
      '2200',
      '2199',
      '2198',
      '2197',
      '2195',
      '2190',
    ]);
    expect(contests[1]).toEqual({
      id: '2203',
      source: 'codeforces',
      name: 'Codeforces Round 1072 (Div. 2)',
      phase: 'BEFORE',
      startTimeSeconds: utc('2026-12-05T23:30:00Z'),
      durationSeconds: 7200,
      url: 'https://codeforces.com/contests/2203',
    });
    expect(contests.find((contest) => contest.id === '2199')?.phase).toBe('FINISHED');
  });

  it('leaves out a contest without a start time or with a negative duration, naming each', async () => {
    const { contests, skipped } = parseCodeforces(
      await json('codeforces-contests-absurd.json'),
      now,
    );

    expect(ids(contests)).toEqual(['2204']);
    expect(skipped).toEqual([
      'Codeforces Round 1074 (Div. 2): no start time',
      'Codeforces Round 1074 (Div. 1): a duration that is not positive',
    ]);
  });

  it('calls a refusal or another shape a failure, in plain words', async () => {
    const refused = failure(() =>
      parseCodeforces({ status: 'FAILED', comment: 'Call limit exceeded' }, now),
    );
    expect(refused.message).toBe('Codeforces refused the contest list: Call limit exceeded');
    expect(failure(() => parseCodeforces({ result: 'nothing' }, now)).message).toBe(
      'Codeforces sent a contest list in an unknown shape',
    );
  });
});

describe('AtCoder', () => {
  it('reads the upcoming and recent tables of the contests page, in UTC', async () => {
    const { contests, skipped } = parseAtcoder(await text('atcoder-contests.html'), now);

    expect(skipped).toEqual([]);
    expect(ids(contests)).toEqual([
      'abc433',
      'arc211',
      'abc434',
      'ahc058',
      'abc432',
      'arc210',
      'abc431',
      'agc075',
    ]);
    expect(contests[0]).toEqual({
      id: 'abc433',
      source: 'atcoder',
      name: 'AtCoder Beginner Contest 433',
      phase: 'BEFORE',
      startTimeSeconds: utc('2026-11-28T12:00:00Z'),
      durationSeconds: 100 * 60,
      url: 'https://atcoder.jp/contests/abc433',
    });
    expect(contests.find((contest) => contest.id === 'agc075')?.durationSeconds).toBe(210 * 60);
  });

  it('leaves out a row without a time or a duration, and refuses a page without tables', async () => {
    const page = (await text('atcoder-contests.html'))
      .replace('2026-11-28 21:00:00+0900', 'soon')
      .replace('<td class="text-center">02:00</td>', '<td class="text-center">two hours</td>');
    const { contests, skipped } = parseAtcoder(page, now);

    expect(ids(contests)).not.toContain('abc433');
    expect(ids(contests)).not.toContain('arc211');
    expect(skipped).toEqual([
      'AtCoder Beginner Contest 433: no start time',
      'AtCoder Regular Contest 211 (Div. 1): no duration',
    ]);
    const maintenance = await text('atcoder-contests-maintenance.html');
    expect(failure(() => parseAtcoder(maintenance, now)).message).toBe(
      'AtCoder sent a contests page without contest tables',
    );
  });

  it('refuses a page cut short, and JSON where a page should be', async () => {
    const page = await text('atcoder-contests.html');
    const cut = page.slice(0, page.indexOf('abc432'));

    expect(failure(() => parseAtcoder(cut, now)).message).toBe(
      'AtCoder sent a contests page that stops partway',
    );
    expect(failure(() => parseAtcoder('{"contests":[]}', now)).failure).toBe('malformed');
  });
});

describe('CodeChef', () => {
  it('reads the running, future and past lists, leaving out skill tests', async () => {
    const { contests, skipped } = parseCodechef(await json('codechef-contests.json'), now);

    expect(skipped).toEqual([]);
    expect(ids(contests)).toEqual(['START213', 'START214', 'START211', 'START210', 'START209']);
    expect(contests[0]).toEqual({
      id: 'START213',
      source: 'codechef',
      name: 'Starters 213',
      phase: 'BEFORE',
      startTimeSeconds: utc('2026-12-02T14:30:00Z'),
      durationSeconds: 7200,
      url: 'https://www.codechef.com/START213',
    });
    expect(contests.find((contest) => contest.id === 'START209')?.durationSeconds).toBe(8100);
  });

  it('leaves out a contest that ends before it starts, and refuses an error answer', async () => {
    const body = (await json('codechef-contests.json')) as {
      future_contests: Record<string, unknown>[];
    };
    const [first] = body.future_contests;
    if (first === undefined) throw new Error('The fixture lists future contests.');
    first.contest_end_date_iso = '2026-12-02T19:00:00+05:30';
    delete body.future_contests[1]?.contest_start_date_iso;

    const { contests, skipped } = parseCodechef(body, now);

    expect(ids(contests)).not.toContain('START213');
    expect(skipped).toEqual([
      'Starters 213: a duration that is not positive',
      'Starters 214: no start time',
    ]);
    expect(
      failure(() => parseCodechef({ status: 'error', message: 'Try later' }, now)).message,
    ).toBe('CodeChef sent a contest list in an unknown shape');
  });
});

describe('LeetCode', () => {
  it('lists upcoming contests and those of the last 90 days', async () => {
    const { contests, skipped } = parseLeetcode(await json('leetcode-contests.json'), now);

    expect(skipped).toEqual([]);
    expect(ids(contests)).toEqual([
      'weekly-contest-479',
      'biweekly-contest-171',
      'weekly-contest-478',
      'weekly-contest-476',
      'weekly-contest-475',
      'biweekly-contest-169',
    ]);
    expect(contests[2]).toEqual({
      id: 'weekly-contest-478',
      source: 'leetcode',
      name: 'Weekly Contest 478',
      phase: 'BEFORE',
      startTimeSeconds: utc('2026-11-29T02:30:00Z'),
      durationSeconds: 5400,
      url: 'https://leetcode.com/contest/weekly-contest-478/',
    });
  });

  it('says what the GraphQL error was, and leaves out a contest without a start', async () => {
    const errors = failure(() =>
      parseLeetcode(JSON.parse('{"errors":[{"message":"Rate limited"}]}'), now),
    );
    expect(errors.message).toBe('LeetCode refused the contest query: Rate limited');
    const recorded = await json('leetcode-contests-errors.json');
    expect(failure(() => parseLeetcode(recorded, now)).message).toBe(
      'LeetCode refused the contest query: Cannot query field "allContests" on type "Query".',
    );

    const { contests, skipped } = parseLeetcode(
      {
        data: {
          allContests: [
            { title: 'Weekly Contest 480', titleSlug: 'weekly-contest-480', duration: 5400 },
          ],
        },
      },
      now,
    );
    expect(contests).toEqual([]);
    expect(skipped).toEqual(['Weekly Contest 480: no start time']);
  });
});

describe('every source', () => {
  it('leaves out a start years ahead and a duration over a year', () => {
    const entry = (startTime: number, duration: number) => ({
      title: 'Odd',
      titleSlug: `odd-${startTime}`,
      startTime,
      duration,
    });
    const { contests, skipped } = parseLeetcode(
      {
        data: {
          allContests: [
            entry(utc('2031-01-01T00:00:00Z'), 5400),
            entry(utc('2026-12-01T00:00:00Z'), 400 * 86_400),
          ],
        },
      },
      now,
    );
    expect(contests).toEqual([]);
    expect(skipped).toEqual([
      'Odd: a start time more than two years ahead',
      'Odd: a duration over a year',
    ]);
  });
});
