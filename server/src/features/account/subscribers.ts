import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * Ended sessions end on every node at once: each forgets its cached lookup (the next request is a
 * 401) and closes its own sockets of them. A new email shows at once in the user's session (the
 * session check) and their profile, and in the lists that can show it.
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
}
