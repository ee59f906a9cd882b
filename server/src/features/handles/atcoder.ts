import { parse as parseHtml } from 'node-html-parser';
import { z } from 'zod';
import { fetchSiteJson, fetchSiteText, SiteUnavailableError } from '../../lib/site-fetch.ts';
import { assertSomeParsed, fetchOptions, joinUrl, noList, siteOf } from './sources.ts';
import type { CallContext, HandleSources, Submission } from './sources.ts';

/** AtCoder's profile page and AtCoder Problems as linked handles ask them (sources.ts). */

/** Whether AtCoder knows `handle`: its profile page answers 404 for one it does not. */
export async function atcoderHandleExists(
  sources: HandleSources,
  handle: string,
  context: CallContext,
): Promise<boolean> {
  try {
    await atcoderProfilePage(sources, handle, context);
    return true;
  } catch (error) {
    if (error instanceof SiteUnavailableError && error.status === 404) return false;
    throw error;
  }
}

/** AtCoder's profile page of `handle`, in English (404 for a user it does not know). */
function atcoderProfilePage(
  sources: HandleSources,
  handle: string,
  context: CallContext,
): Promise<string> {
  const url = joinUrl(sources.atcoderApi, `users/${encodeURIComponent(handle)}?lang=en`);
  return fetchSiteText(siteOf(sources, 'atcoder'), url, fetchOptions(sources, context));
}

/** The profile table's row names for the affiliation: the English page's, and the Japanese one's. */
const affiliationHeadings = new Set(['affiliation', '所属']);

/**
 * The affiliation an AtCoder profile page shows (the `dl-table` of the user's details, its
 * "Affiliation" row), or null when the user left it empty (the row is then absent).
 */
export function affiliationOf(html: string): string | null {
  const page = parseHtml(html);
  for (const row of page.querySelectorAll('table.dl-table tr')) {
    const heading = row.querySelector('th')?.text.trim().toLowerCase() ?? '';
    if (!affiliationHeadings.has(heading)) continue;
    return row.querySelector('td')?.text.trim() ?? null;
  }
  return null;
}

/** What `handle`'s AtCoder profile says of its affiliation (throws 404 for an unknown user). */
export async function atcoderAffiliation(
  sources: HandleSources,
  handle: string,
  context: CallContext,
): Promise<string | null> {
  return affiliationOf(await atcoderProfilePage(sources, handle, context));
}

const atcoderSubmission = z.object({
  id: z.number().int(),
  epoch_second: z.number().int(),
  problem_id: z.string().regex(/^[\w-]+$/),
  result: z.string(),
});

/**
 * An AtCoder handle's submissions from `fromSecond` on (0: all), oldest first: AtCoder Problems
 * answers at most 500 a call, so a full page is followed by the next from its last second on
 * (submissions of that second already seen are dropped by id).
 */
export async function atcoderSubmissions(
  sources: HandleSources,
  handle: string,
  fromSecond: number,
  context: CallContext,
): Promise<Submission[]> {
  const site = siteOf(sources, 'atcoderProblems');
  const pageSize = sources.atcoderPageSize ?? 500;
  const found = new Map<number, Submission>();
  for (let from = fromSecond; ;) {
    const path = `atcoder-api/v3/user/submissions?user=${encodeURIComponent(handle)}&from_second=${from}`;
    const url = joinUrl(sources.atcoderProblemsApi, path);
    const answer = await fetchSiteJson(site, url, fetchOptions(sources, context));
    if (!Array.isArray(answer)) throw noList(site);
    const entries = answer.map((entry) => atcoderSubmission.safeParse(entry));
    assertSomeParsed(site, answer, entries.filter((entry) => entry.success).length);
    let newest = from;
    let added = 0;
    for (const parsed of entries) {
      if (!parsed.success) continue;
      const { id, epoch_second: second, problem_id: task, result } = parsed.data;
      newest = Math.max(newest, second);
      if (found.has(id)) continue;
      added += 1;
      found.set(id, {
        id,
        second,
        problemKey: `atcoder:${task.toLowerCase()}`,
        accepted: result === 'AC',
        compilationError: result === 'CE',
      });
    }
    // A short page is the last; a full one of nothing new would loop on one second forever.
    if (answer.length < pageSize || added === 0) return [...found.values()];
    from = newest === from ? from + 1 : newest;
  }
}
