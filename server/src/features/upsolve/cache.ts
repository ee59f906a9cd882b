import type { UpsolvingResponse } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';
import type { SessionUser } from '../../plugins/session.ts';

/**
 * The viewer's upsolved contests, cached for them alone: dropped when they upsolve a contest, when
 * any mark of theirs changes (the counts are their marks), and when another user's upsolve stores
 * a contest's problem list anew (`upsolvingTags`, subscribers.ts).
 */
export function upsolvingCacheDeclaration(viewer: SessionUser): CacheDeclaration {
  return {
    key: `upsolving:${viewer.id}`,
    scope: { viewerId: viewer.id },
    tags: [cacheTags.upsolving(viewer.id), cacheTags.markStatuses(viewer.id)],
  };
}

/** The problem lists the answer counted. */
export function upsolvingTags(body: UpsolvingResponse): string[] {
  return body.contests.map((contest) =>
    cacheTags.contestProblems(contest.source, contest.contestId),
  );
}
