import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * A deleted account's name becomes "[deleted]" wherever it showed, it leaves every list of
 * people, and its chats and blocks leave its partners' lists: those entries drop on every node.
 */
export function accountSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('account.deleted', (facts) => {
    const { userId } = facts;
    cache.drop([
      cacheTags.user(userId),
      cacheTags.userProblems(userId),
      cacheTags.userSolutions(userId),
      cacheTags.marks(userId),
      cacheTags.votes(userId),
      cacheTags.chats(userId),
      cacheTags.links(userId),
      cacheTags.blocks(userId),
      cacheTags.leaderboard,
      cacheTags.directory,
      ...facts.problemIds.flatMap((id) => [cacheTags.problem(id), cacheTags.problemCard(id)]),
      ...(facts.blogIds.length > 0 ? [cacheTags.blogList] : []),
      ...facts.blogIds.map((id) => cacheTags.blog(id)),
      ...facts.discussionIds.map((id) => cacheTags.discussion(id)),
      ...facts.partnerIds.flatMap((id) => [
        cacheTags.chats(id),
        cacheTags.blocks(id),
        cacheTags.conversation(userId, id),
      ]),
    ]);
  });
}
