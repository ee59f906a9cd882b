import type { HandleSite } from '@upsolve/contract';
import { atcoderHandleExists, atcoderSubmissions } from './atcoder.ts';
import { codeforcesHandleExists, codeforcesSubmissions } from './codeforces.ts';
import type { CallContext, HandleSources, Submission } from './sources.ts';

/** What the handles' service and sync ask of either site (codeforces.ts, atcoder.ts). */
export { atcoderAffiliation, affiliationOf } from './atcoder.ts';
export { HandleGoneError, recentCodeforcesSubmissions } from './codeforces.ts';
export { handleOutsideSites, handleSourcesOf } from './sources.ts';
export type { CallContext, HandleSiteOptions, HandleSources, Submission } from './sources.ts';

/** The submissions of `handle` on `site` since `cursor` (null: the whole history). */
export function submissionsSince(
  sources: HandleSources,
  site: HandleSite,
  handle: string,
  cursor: number | null,
  context: CallContext,
): Promise<Submission[]> {
  return site === 'codeforces'
    ? codeforcesSubmissions(sources, handle, cursor, context)
    : atcoderSubmissions(sources, handle, cursor ?? 0, context);
}

/** The next cursor: the newest submission seen (Codeforces: its id; AtCoder: its second + 1). */
export function cursorAfter(
  site: HandleSite,
  submissions: Submission[],
  cursor: number | null,
): number | null {
  if (submissions.length === 0) return cursor;
  if (site === 'codeforces') return Math.max(cursor ?? 0, ...submissions.map((s) => s.id));
  return Math.max(cursor ?? 0, ...submissions.map((s) => s.second + 1));
}

export function handleExists(
  sources: HandleSources,
  site: HandleSite,
  handle: string,
  context: CallContext,
): Promise<boolean> {
  return site === 'codeforces'
    ? codeforcesHandleExists(sources, handle, context)
    : atcoderHandleExists(sources, handle, context);
}
