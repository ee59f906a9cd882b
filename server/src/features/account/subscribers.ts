import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * Ended sessions end on every node at once: each forgets its cached lookup (the next request is a
 * 401) and closes its own sockets of them. A new email shows at once in the user's session (the
 * session check) and their profile, and in the lists that can show it. A deleted account's name
 * becomes "[deleted]" wherever it showed, it leaves every list of people, and its chats and blocks
 * leave its partners' lists.
 */
export function accountSubscribers({ events, cache, realtime, sessions }: SubscriberContext): void {
  const end = (sessionIds: string[]) => {
    if (sessionIds.length === 0) return;
    sessions.forgetSessions(sessionIds);
    realtime.endSessionsHere(sessionIds);
  };
  events.onEveryNode('account.password-changed', ({ endedSessionIds }) => end(endedSessionIds));
  events.onEveryNode('account.sessions-ended', ({ sessionIds }) => end(sessionIds));
  events.onEveryNode('account.email-changed', ({ userId }) => {
    sessions.forgetUser(userId);
    cache.drop([cacheTags.user(userId), cacheTags.directory, cacheTags.leaderboard]);
  });
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
