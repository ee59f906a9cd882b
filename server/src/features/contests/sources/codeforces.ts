import { z } from 'zod';
import { fetchSiteJson } from '../../../lib/site-fetch.ts';
import type { OutsideSite } from '../../../lib/site-fetch.ts';
import { notAList, readEntry, siteFor, toListing } from './source.ts';
import type { ContestSourceAdapter, SourceListing } from './source.ts';

/** Codeforces asks for at most one API call every two seconds. */
export const codeforcesSite: OutsideSite = {
  id: 'codeforces',
  label: 'Codeforces',
  intervalMs: 2000,
};

/**
 * `GET {CODEFORCES_API}/contest.list?gym=false` answers `{status: "OK", result: [...]}`, newest
 * first, each `{id, name, type, phase, frozen, durationSeconds, startTimeSeconds?,
 * relativeTimeSeconds?}`; a contest without a date yet has no `startTimeSeconds`. A refused call
 * answers `{status: "FAILED", comment}`, with HTTP 200 for `Call limit exceeded` but 400 for a
 * rejected request (which site-fetch reports as the status). Phases: `BEFORE`, `CODING`,
 * `PENDING_SYSTEM_TEST`, `SYSTEM_TEST`, `FINISHED`.
 */
const answerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), result: z.array(z.unknown()) }),
  z.object({ status: z.literal('FAILED'), comment: z.string().optional() }),
]);

const entrySchema = z
  .object({
    id: z.number({ error: 'no id' }).int().positive(),
    name: z.string({ error: 'no name' }),
    startTimeSeconds: z.number({ error: 'no start time' }),
    durationSeconds: z.number({ error: 'no duration' }),
  })
  .transform((contest) => ({
    id: String(contest.id),
    name: contest.name,
    startTimeSeconds: contest.startTimeSeconds,
    durationSeconds: contest.durationSeconds,
    url: `https://codeforces.com/contests/${contest.id}`,
  }));

/** Reads a `contest.list` answer: upcoming and running contests, and those finished in 90 days. */
export function parseCodeforces(body: unknown, now: number): SourceListing {
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw notAList(codeforcesSite, 'sent a contest list in an unknown shape');
  if (answer.data.status === 'FAILED') {
    const comment = answer.data.comment ?? 'no reason given';
    throw notAList(codeforcesSite, `refused the contest list: ${comment}`);
  }
  return toListing(
    'codeforces',
    answer.data.result.map((raw) => readEntry(entrySchema, raw)),
    now,
  );
}

export const codeforcesSource: ContestSourceAdapter = {
  source: 'codeforces',
  site: codeforcesSite,
  async list(call) {
    const url = `${call.baseUrl}/contest.list?gym=false`;
    const body = await fetchSiteJson(siteFor(codeforcesSite, call), url, call);
    return parseCodeforces(body, call.now);
  },
};
