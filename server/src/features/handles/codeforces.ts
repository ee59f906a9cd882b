import { z } from 'zod';
import { handleMessages } from '@upsolve/contract';
import { fetchSiteJson, SiteUnavailableError } from '../../lib/site-fetch.ts';
import type { OutsideSite } from '../../lib/site-fetch.ts';
import { assertSomeParsed, fetchOptions, joinUrl, noList, siteOf } from './sources.ts';
import type { CallContext, HandleSources, Submission } from './sources.ts';

/** Codeforces' API as linked handles ask it (sources.ts: the sources and the limiter). */

/** How many times a call refused with "Call limit exceeded" (or a 503) is tried again. */
const callLimitRetries = 2;

const codeforcesEnvelope = z.object({
  status: z.string(),
  comment: z.string().optional(),
  result: z.unknown().optional(),
});

const codeforcesSubmission = z.object({
  id: z.number().int(),
  creationTimeSeconds: z.number().int(),
  verdict: z.string().optional(),
  problem: z.object({ contestId: z.number().int().optional(), index: z.string() }),
});

/** A Codeforces problem's key: a round's `codeforces:1775A`, a gym's `codeforces:gym100001A`. */
function codeforcesProblemKey(contestId: number, index: string): string {
  const problem = index.toUpperCase();
  return contestId >= 100_000
    ? `codeforces:gym${contestId}${problem}`
    : `codeforces:${contestId}${problem}`;
}

/**
 * Codeforces answers a `FAILED` call with an error status (400 for an unknown handle) and says why
 * in the body's `comment`: the error carries it ("Codeforces answered: handle: User with handle X
 * not found").
 */
function withComment(error: unknown): unknown {
  if (!(error instanceof SiteUnavailableError) || error.body === undefined) return error;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return error;
  }
  const parsed = codeforcesEnvelope.safeParse(body);
  if (!parsed.success || parsed.data.comment === undefined) return error;
  const message = `${error.site.label} answered: ${parsed.data.comment}`;
  return new SiteUnavailableError(error.site, 'status', message, error.status, error.body);
}

/**
 * A handle the site no longer knows (Codeforces: renamed, most likely). Its message is plain words
 * ("Codeforces no longer knows tourist2"); the sync adds what to do.
 */
export class HandleGoneError extends SiteUnavailableError {}

/**
 * Calls a Codeforces API method: a "Call limit exceeded" answer (HTTP 503, or `FAILED` with that
 * comment) is asked again at the next turns; a `FAILED` answer of another kind throws with the
 * site's comment and the HTTP status; anything else unusable is malformed.
 */
async function callCodeforces(
  sources: HandleSources,
  method: string,
  context: CallContext,
): Promise<unknown> {
  const site = siteOf(sources, 'codeforces');
  const url = joinUrl(sources.codeforcesApi, method);
  for (let attempt = 0; ; attempt += 1) {
    let answer: unknown;
    try {
      answer = await fetchSiteJson(site, url, fetchOptions(sources, context));
    } catch (error) {
      const limited = error instanceof SiteUnavailableError && error.status === 503;
      if (limited && attempt < callLimitRetries) continue;
      throw withComment(error);
    }
    const parsed = codeforcesEnvelope.safeParse(answer);
    if (!parsed.success) {
      throw new SiteUnavailableError(site, 'malformed', `${site.label} sent an unknown shape`);
    }
    if (parsed.data.status === 'OK') return parsed.data.result;
    const comment = parsed.data.comment ?? '';
    if (/call limit exceeded/i.test(comment) && attempt < callLimitRetries) continue;
    throw new SiteUnavailableError(site, 'status', `${site.label} answered: ${comment}`, 400);
  }
}

/** Whether Codeforces knows `handle` (its API answers 400 "not found" for a handle it does not). */
export async function codeforcesHandleExists(
  sources: HandleSources,
  handle: string,
  context: CallContext,
): Promise<boolean> {
  try {
    await callCodeforces(sources, `user.info?handles=${encodeURIComponent(handle)}`, context);
    return true;
  } catch (error) {
    if (error instanceof SiteUnavailableError && error.status === 400) return false;
    throw error;
  }
}

function toCodeforcesSubmissions(site: OutsideSite, result: unknown): Submission[] {
  if (!Array.isArray(result)) throw noList(site);
  const entries = result.map((entry) => codeforcesSubmission.safeParse(entry));
  assertSomeParsed(site, result, entries.filter((entry) => entry.success).length);
  return entries.flatMap((parsed) => {
    // A problem outside any contest (the old acm.sgu.ru set) has no key of ours.
    if (!parsed.success || parsed.data.problem.contestId === undefined) return [];
    const { id, creationTimeSeconds, verdict, problem } = parsed.data;
    return [
      {
        id,
        second: creationTimeSeconds,
        problemKey: codeforcesProblemKey(problem.contestId ?? 0, problem.index),
        accepted: verdict === 'OK',
        compilationError: verdict === 'COMPILATION_ERROR',
      },
    ];
  });
}

/** `user.status`, its "User with handle X not found" (a renamed handle) told apart. */
async function callUserStatus(
  sources: HandleSources,
  handle: string,
  method: string,
  context: CallContext,
): Promise<unknown> {
  try {
    return await callCodeforces(sources, method, context);
  } catch (error) {
    if (
      error instanceof SiteUnavailableError &&
      error.status === 400 &&
      /user with handle .* not found/i.test(error.message)
    ) {
      const message = handleMessages.gone('codeforces', handle);
      throw new HandleGoneError(error.site, 'status', message, 400);
    }
    throw error;
  }
}

/**
 * A Codeforces handle's submissions newer than submission `afterId` (all of them when null), newest
 * first, a page of `codeforcesPageSize` (1,000) per call until a page ends or reaches `afterId`.
 */
export async function codeforcesSubmissions(
  sources: HandleSources,
  handle: string,
  afterId: number | null,
  context: CallContext,
): Promise<Submission[]> {
  const site = siteOf(sources, 'codeforces');
  const count = sources.codeforcesPageSize ?? 1_000;
  const found: Submission[] = [];
  for (let from = 1; ; from += count) {
    const method = `user.status?handle=${encodeURIComponent(handle)}&from=${from}&count=${count}`;
    const page = toCodeforcesSubmissions(
      site,
      await callUserStatus(sources, handle, method, context),
    );
    const newer = page.filter((submission) => afterId === null || submission.id > afterId);
    found.push(...newer);
    if (page.length < count || newer.length < page.length) return found;
  }
}

/** The submissions the Codeforces challenge looks at: the handle's newest 50. */
export async function recentCodeforcesSubmissions(
  sources: HandleSources,
  handle: string,
  context: CallContext,
): Promise<Submission[]> {
  const method = `user.status?handle=${encodeURIComponent(handle)}&from=1&count=50`;
  const result = await callCodeforces(sources, method, context);
  return toCodeforcesSubmissions(siteOf(sources, 'codeforces'), result);
}
