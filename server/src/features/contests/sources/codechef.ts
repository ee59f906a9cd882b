import { z } from 'zod';
import { fetchSiteJson } from '../../../lib/site-fetch.ts';
import type { OutsideSite } from '../../../lib/site-fetch.ts';
import { notAList, readEntry, siteFor, toListing } from './source.ts';
import type { ContestSourceAdapter, SourceListing } from './source.ts';

export const codechefSite: OutsideSite = { id: 'codechef', label: 'CodeChef', intervalMs: 1000 };

/**
 * `GET {CODECHEF_API}/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all`
 * answers `{status: "success", message, present_contests, future_contests, practice_contests,
 * past_contests, skill_tests, banners}`; each contest is `{contest_code, contest_name,
 * contest_start_date: "02 Dec 2026  20:00:00", contest_end_date, contest_start_date_iso:
 * "2026-12-02T20:00:00+05:30", contest_end_date_iso, contest_duration: "120" (minutes, a string),
 * distinct_users}`. The calendar reads the running, future and past lists (the last 20 or so);
 * skill tests and practice are not contests one schedules.
 */
const answerSchema = z.object({
  status: z.literal('success'),
  present_contests: z.array(z.unknown()),
  future_contests: z.array(z.unknown()),
  past_contests: z.array(z.unknown()),
});

const isoTime = (missing: string) =>
  z.iso.datetime({ offset: true, error: missing }).transform((text) => Date.parse(text) / 1000);

const entrySchema = z
  .object({
    contest_code: z.string({ error: 'no code' }).regex(/^[A-Za-z0-9_-]+$/, 'an unusable code'),
    contest_name: z.string({ error: 'no name' }),
    contest_start_date_iso: isoTime('no start time'),
    contest_end_date_iso: isoTime('no end time'),
  })
  .transform((contest) => ({
    id: contest.contest_code,
    name: contest.contest_name,
    startTimeSeconds: contest.contest_start_date_iso,
    durationSeconds: contest.contest_end_date_iso - contest.contest_start_date_iso,
    url: `https://www.codechef.com/${contest.contest_code}`,
  }));

/** Reads CodeChef's contest lists: running, future and past, each contest once. */
export function parseCodechef(body: unknown, now: number): SourceListing {
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw notAList(codechefSite, 'sent a contest list in an unknown shape');
  const { present_contests: present, future_contests: future, past_contests: past } = answer.data;
  const entries = [...present, ...future, ...past].map((raw) => readEntry(entrySchema, raw));
  return toListing('codechef', entries, now);
}

export const codechefSource: ContestSourceAdapter = {
  source: 'codechef',
  site: codechefSite,
  async list(call) {
    const query = 'sort_by=START&sorting_order=asc&offset=0&mode=all';
    const url = `${call.baseUrl}/list/contests/all?${query}`;
    const body = await fetchSiteJson(siteFor(codechefSite, call), url, call);
    return parseCodechef(body, call.now);
  },
};
