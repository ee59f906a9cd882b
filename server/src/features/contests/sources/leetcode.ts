import { z } from 'zod';
import { fetchSiteJson } from '../../../lib/site-fetch.ts';
import type { OutsideSite } from '../../../lib/site-fetch.ts';
import { notAList, readEntry, siteFor, toListing } from './source.ts';
import type { ContestSourceAdapter, SourceListing } from './source.ts';

export const leetcodeSite: OutsideSite = { id: 'leetcode', label: 'LeetCode', intervalMs: 1000 };

/**
 * LeetCode's GraphQL endpoint (`POST {LEETCODE_API}`) answers the query below with
 * `{data: {allContests: [{title, titleSlug, startTime, duration}]}}` (only the fields asked for),
 * newest first and back to the Warm Up Contest (2016), `startTime` in seconds and `duration` in
 * seconds (5400 for a weekly contest; the 2016 ones ran longer and their slugs start with
 * `leetcode-`). A query it refuses answers `{errors: [{message, locations}]}` without `data`, with
 * HTTP 400 for a query its schema rejects (site-fetch then reports the status).
 */
export const allContestsQuery = '{ allContests { title titleSlug startTime duration } }';

const answerSchema = z.union([
  z.object({ data: z.object({ allContests: z.array(z.unknown()) }) }),
  z.object({ errors: z.array(z.object({ message: z.string() })).min(1) }),
]);

const entrySchema = z
  .object({
    title: z.string({ error: 'no title' }),
    titleSlug: z.string({ error: 'no slug' }).regex(/^[a-z0-9-]+$/, 'an unusable slug'),
    startTime: z.number({ error: 'no start time' }),
    duration: z.number({ error: 'no duration' }),
  })
  .transform((contest) => ({
    id: contest.titleSlug,
    name: contest.title,
    startTimeSeconds: contest.startTime,
    durationSeconds: contest.duration,
    url: `https://leetcode.com/contest/${contest.titleSlug}/`,
  }));

/** Reads the `allContests` answer: upcoming contests and those of the last 90 days. */
export function parseLeetcode(body: unknown, now: number): SourceListing {
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw notAList(leetcodeSite, 'sent a contest list in an unknown shape');
  if ('errors' in answer.data) {
    const [first] = answer.data.errors;
    throw notAList(leetcodeSite, `refused the contest query: ${first?.message ?? 'no reason'}`);
  }
  const entries = answer.data.data.allContests.map((raw) => readEntry(entrySchema, raw));
  return toListing('leetcode', entries, now);
}

export const leetcodeSource: ContestSourceAdapter = {
  source: 'leetcode',
  site: leetcodeSite,
  async list(call) {
    const body = await fetchSiteJson(siteFor(leetcodeSite, call), call.baseUrl, {
      ...call,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', referer: 'https://leetcode.com/contest/' },
        body: JSON.stringify({ query: allContestsQuery }),
      },
    });
    return parseLeetcode(body, call.now);
  },
};
