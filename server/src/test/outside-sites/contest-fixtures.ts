import { TZDate } from '@date-fns/tz';
import { format, parse } from 'date-fns';
import { fixture } from './fake-sites.ts';
import type { FakeAnswer, FakeSites } from './fake-sites.ts';

/**
 * The contest sites' recorded answers (fixtures/<site>-contests*), as the sites send them (each
 * source's parser in features/contests/sources/ documents its shape):
 *
 * - `codeforces-contests.json`: `contest.list?gym=false`, newest first. Upcoming: Educational
 *   Round 186 (Fri 27 Nov 14:35 UTC, 2 h), Round 1071 Div. 3 (2 h 15 min), Round 1072 Div. 2
 *   (**Sat 5 Dec 23:30 UTC**, 2 h: Sunday 08:30 in Tokyo), Round 1073 (Sat 12 Dec, **exactly
 *   3 h**). Finished: five in the 90 days before, twin Div. 1/Div. 2 rounds among them, and one
 *   older than 90 days (2150) that the calendar drops.
 * - `atcoder-contests.html`: the contests page (`/contests/?lang=en`) with its permanent,
 *   upcoming and recent tables, times in JST: ABC 433 (1 h 40 min), ARC 211 (exactly 2 h),
 *   ABC 434, AHC 058 (4 h); recent ABC 432, ARC 210, ABC 431, AGC 075 (3 h 30 min) and ABC 420
 *   (over 90 days). The live recent table holds the last 50 contests; this one is cut to five.
 * - `codechef-contests.json`: `list/contests/all`: Starters 213 and 214 ahead (2 h, Wednesdays
 *   20:00 IST), Starters 211, 210, 209 (2 h 15 min) past and 199 (over 90 days), a skill test.
 * - `leetcode-contests.json`: GraphQL `allContests`: Weekly 478 and 479 (Sundays 02:30 UTC),
 *   Biweekly 171 ahead, all 1 h 30 min; past ones back to 2016's Weekly Contest 2 (2 h 30 min,
 *   slug `leetcode-weekly-contest-2`) and the Warm Up Contest (24 h), as LeetCode lists them.
 * - Bad answers: `codeforces-contests-absurd.json` (one contest without a start time, one with a
 *   negative duration, one good), `codeforces-contests-failed.json` (`status: FAILED`),
 *   `leetcode-contests-errors.json` (GraphQL errors, no data), `atcoder-contests-maintenance.html`
 *   (a page without contest tables).
 *
 * Where each shape was checked (public recordings and parsers on GitHub, `owner/repo` then the
 * file, under https://github.com/<owner>/<repo>/blob/HEAD/):
 *
 * - codeforces-contests*.json: yunseohyun07/contest-radar, its Codeforces fixture (a 2026
 *   `contest.list` answer: the same eight fields, seconds, unnumbered upcoming rounds), and
 *   meooow25/carrot, carrot/src/background/cf-api.js (a refusal is `{status: "FAILED", comment}`).
 * - atcoder-contests.html: yunseohyun07/contest-radar, tests/fixtures/atcoder.html (2026 rows:
 *   headers, `time.fixtime-full`, link in the second cell, `HH:MM` third, ` - 1999` fourth, AHC
 *   marks without a colour class), tbistr/atcoder-go, atcodergo/parse/testdata/contest.html (a
 *   whole 2023 page: the table ids, their order, 50 recent rows, the closing "More..." link),
 *   kenkoooo/AtCoderProblems, atcoder-problems-backend/atcoder-client/test_resources/contests at
 *   bb47865 (the archive page's own, unformatted markup) and estimator/main.py (rated ranges
 *   written with `-` since late 2025).
 * - codechef-contests.json: checked earlier against public parsers, not re-sourced here.
 * - leetcode-contests.json: Alston-Tang/LeetcodeSync, model/ContestList.js (a whole `allContests`
 *   answer, newest first, down to the 2016 contests and their slugs) and yunseohyun07/contest-radar's
 *   LeetCode fixture (2026 entries with the four fields we ask for).
 * - leetcode-contests-errors.json: graphql/graphql-spec, "Section 7 -- Response" (`errors`
 *   with `message` and `locations`, no `data` when validation fails); LeetCode sends it with
 *   HTTP 400, so through site-fetch it reads as "LeetCode answered 400".
 * - atcoder-contests-maintenance.html: written by hand; no public recording of it was found.
 *
 * They were recorded at `contestsRecordedAt`, and nothing in them starts or ends in the week
 * before: a test moves every time by whole weeks (`contestShiftMs`) so that the recording moment
 * falls at or within a week after its own clock. Then every contest after the recording is
 * upcoming and every one before it has ended, on any day the tests run, and weekdays and times
 * of day stay as recorded.
 */
export const contestsRecordedAt = Date.UTC(2026, 10, 25);

const weekMs = 7 * 86_400_000;

/** Whole weeks that bring the recording moment to `now` or up to a week after it. */
export function contestShiftMs(now: number = Date.now()): number {
  return Math.ceil((now - contestsRecordedAt) / weekMs) * weekMs;
}

/** A time written in the fixed offset `offset` ("+09:00"), moved by `shiftMs`. */
function shiftText(text: string, pattern: string, offset: string, shiftMs: number): string {
  const at = parse(text, pattern, new TZDate(contestsRecordedAt, offset));
  return format(new TZDate(at.getTime() + shiftMs, offset), pattern);
}

type Json = Record<string, unknown>;
const records = (list: unknown): Json[] => (Array.isArray(list) ? (list as Json[]) : []);

function shiftCodeforces(body: Json, seconds: number) {
  for (const contest of records(body.result)) {
    if (typeof contest.startTimeSeconds === 'number') contest.startTimeSeconds += seconds;
    if (typeof contest.relativeTimeSeconds === 'number') contest.relativeTimeSeconds -= seconds;
  }
}

function shiftLeetcode(body: Json, seconds: number) {
  const data = body.data as Json | null | undefined;
  for (const contest of records(data?.allContests)) {
    if (typeof contest.startTime === 'number') contest.startTime += seconds;
  }
}

function shiftCodechef(body: Json, shiftMs: number) {
  const lists = ['present_contests', 'future_contests', 'past_contests', 'skill_tests'];
  for (const contest of lists.flatMap((list) => records(body[list]))) {
    for (const [field, pattern] of [
      ['contest_start_date', 'dd MMM yyyy  HH:mm:ss'],
      ['contest_end_date', 'dd MMM yyyy  HH:mm:ss'],
      ['contest_start_date_iso', "yyyy-MM-dd'T'HH:mm:ssxxx"],
      ['contest_end_date_iso', "yyyy-MM-dd'T'HH:mm:ssxxx"],
    ] as const) {
      const value = contest[field];
      if (typeof value === 'string') contest[field] = shiftText(value, pattern, '+05:30', shiftMs);
    }
  }
}

/** AtCoder's page writes each start twice: in `<time>` and in the timeanddate link. */
function shiftAtcoder(html: string, shiftMs: number): string {
  return html
    .replaceAll(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+0900/g, (text) =>
      shiftText(text, 'yyyy-MM-dd HH:mm:ssxx', '+09:00', shiftMs),
    )
    .replaceAll(
      /iso=(\d{8}T\d{4})/g,
      (_, text: string) => `iso=${shiftText(text, "yyyyMMdd'T'HHmm", '+09:00', shiftMs)}`,
    );
}

/** A contest fixture with every time in it moved by `shiftMs` (whole weeks). */
export async function contestFixture(name: string, shiftMs: number): Promise<FakeAnswer> {
  const answer = await fixture(name);
  if (name.startsWith('atcoder-')) return { ...answer, body: shiftAtcoder(answer.body, shiftMs) };
  const body = JSON.parse(answer.body) as Json;
  if (name.startsWith('codeforces-')) shiftCodeforces(body, shiftMs / 1000);
  if (name.startsWith('leetcode-')) shiftLeetcode(body, shiftMs / 1000);
  if (name.startsWith('codechef-')) shiftCodechef(body, shiftMs);
  return { ...answer, body: `${JSON.stringify(body)}\n` };
}

/** Where each contest source's calls land on the fake sites. */
export const contestPaths = {
  codeforces: '/codeforces/api/contest.list',
  atcoder: '/atcoder/contests/',
  codechef: '/codechef/api/list/contests/all',
  leetcode: '/leetcode/graphql',
} as const;

/** Has the fake sites answer every contest source with its recorded list, moved by `shiftMs`. */
export async function routeContestSites(sites: FakeSites, shiftMs: number): Promise<void> {
  sites.route(contestPaths.codeforces, await contestFixture('codeforces-contests.json', shiftMs));
  sites.route(contestPaths.atcoder, await contestFixture('atcoder-contests.html', shiftMs));
  sites.route(contestPaths.codechef, await contestFixture('codechef-contests.json', shiftMs));
  sites.route(contestPaths.leetcode, await contestFixture('leetcode-contests.json', shiftMs));
}
