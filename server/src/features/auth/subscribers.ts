import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/** A new account is one more person every user list finds (the search, the chat's people). */
export function authSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('user.signed-up', () => cache.drop([cacheTags.directory]));
}
