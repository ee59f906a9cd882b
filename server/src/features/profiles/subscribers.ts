import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * A profile update changes the public profile, what the user lists find of them (username,
 * skills) and the leaderboard's row (the email shown or not); "Show when I'm online" shows or
 * hides them at once on every node, without a reconnect.
 */
export function profileSubscribers({ events, cache, presence }: SubscriberContext): void {
  events.onEveryNode('profile.updated', ({ userId }) => {
    cache.drop([cacheTags.user(userId), cacheTags.directory, cacheTags.leaderboard]);
  });
  events.onCommit('profile.updated', async ({ userId, showOnline }) => {
    if (showOnline !== null) await presence.setVisible(userId, showOnline);
  });
}
