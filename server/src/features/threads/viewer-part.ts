import { createHash } from 'node:crypto';
import { canSeeRemovedText } from '@upsolve/contract';
import type { AuthoredFacts, MyVote, Viewer } from '@upsolve/contract';

/** What of an item its presenter shows differently to different viewers. */
export interface ViewerDependentFacts extends AuthoredFacts {
  id: string;
  removedAt: Date | null;
}

/**
 * The part of a blog's or thread's answer that depends on who reads it: their votes on the items
 * shown, and the removed items whose text they may still read (their own, or any for a
 * moderator). Empty for most viewers of most pages, who then share one stored answer (sent as
 * bytes compressed once); otherwise a short digest that viewers with the same votes share.
 */
export function viewerPartOf(
  viewer: Viewer,
  items: readonly ViewerDependentFacts[],
  votes: ReadonlyMap<string, MyVote>,
): string {
  const parts: string[] = [];
  for (const item of items) {
    const vote = votes.get(item.id);
    if (vote !== undefined && vote !== 0) parts.push(`${item.id}${vote > 0 ? '+' : '-'}`);
    if (item.removedAt !== null && canSeeRemovedText(viewer, item)) parts.push(`${item.id}r`);
  }
  if (parts.length === 0) return '';
  return createHash('sha256').update(parts.join(',')).digest('base64url').slice(0, 22);
}
