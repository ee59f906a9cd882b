import { cacheTags } from '../../lib/cache-tags.ts';
import type { ThreadItemFacts, ThreadRef } from '../../lib/events/catalog.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/** The cached reads that show a thread's items, and those that show its count. */
export function threadTags(thread: ThreadRef, countChanged: boolean): string[] {
  if (thread.kind === 'blog') {
    // The blog list shows each blog's comment count and the blog's page its comments.
    return countChanged
      ? [cacheTags.blog(thread.id), cacheTags.blogList]
      : [cacheTags.blog(thread.id)];
  }
  // The problem's page shows its post count; its discussion the posts.
  return countChanged
    ? [cacheTags.discussion(thread.id), cacheTags.problemPage(thread.id)]
    : [cacheTags.discussion(thread.id)];
}

/**
 * What comment and post events change in cached reads, on every node: the thread, and where its
 * count shows when one was added or went. The live discussion and notifications are their own
 * features' reactions (discussion, notifications).
 */
export function threadSubscribers({ events, cache }: SubscriberContext): void {
  const drop = (countChanged: boolean) => (facts: ThreadItemFacts) =>
    cache.drop(threadTags(facts.thread, countChanged));
  events.onEveryNode('thread-item.added', drop(true));
  events.onEveryNode('thread-item.updated', drop(false));
  // Gone for good (no replies keep it), it takes its votes and their share of its author's
  // contribution (their profile) along.
  events.onEveryNode('thread-item.deleted', ({ thread, kept, authorId }) =>
    cache.drop(
      kept ? threadTags(thread, false) : [...threadTags(thread, true), cacheTags.user(authorId)],
    ),
  );
}
