import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * Every change of a handle (linked, proven, synced, failed, unlinked, its owner's account
 * deleted) drops the user's handles lists on every node. A claim of due handles (sync.ts) moves
 * their next sync without an event: the sync's own event follows it. A sync that set or raised
 * marks also drops what showed the user's marks (their marks on the pages they read, their
 * profile's counts) and, when a problem became solved, their activity.
 */
export function handleSubscribers({ events, cache }: SubscriberContext): void {
  const dropHandles = ({ userId }: { userId: string }) => cache.drop([cacheTags.handles(userId)]);
  events.onEveryNode('handle.linked', dropHandles);
  events.onEveryNode('handle.verified', dropHandles);
  events.onEveryNode('handle.unlinked', dropHandles);
  events.onEveryNode('handle.sync-failed', dropHandles);
  events.onEveryNode('account.deleted', dropHandles);
  events.onEveryNode('handle.synced', ({ userId, marksChanged, solvedChanged }) => {
    dropHandles({ userId });
    if (marksChanged === 0) return;
    const tags = [cacheTags.markStatuses(userId), cacheTags.user(userId)];
    cache.drop(solvedChanged ? [...tags, cacheTags.activity(userId)] : tags);
  });
}
