import { cacheTags } from '../../lib/cache-tags.ts';
import type { BlogFacts } from '../../lib/events/catalog.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * What blog events change in cached reads, on every node: the blog's page and comments, and the
 * list (which holds every blog's title, excerpt, score and count). Comments are threads' events.
 */
export function blogSubscribers({ events, cache }: SubscriberContext): void {
  const drop = ({ blogId }: BlogFacts) => cache.drop([cacheTags.blog(blogId), cacheTags.blogList]);
  events.onEveryNode('blog.added', drop);
  events.onEveryNode('blog.updated', drop);
  // Its votes go with it, and their share of its author's contribution (their profile).
  events.onEveryNode('blog.deleted', ({ blogId, authorId }) =>
    cache.drop([cacheTags.blog(blogId), cacheTags.blogList, cacheTags.user(authorId)]),
  );
}
