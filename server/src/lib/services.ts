import type { Database } from '../db/client.ts';
import type { Commit } from '../plugins/events.ts';
import type { Presence } from '../plugins/presence.ts';
import type { Realtime } from '../plugins/realtime.ts';
import type { SessionCacheControl } from '../plugins/session.ts';
import type { EventSubscriptions } from './events/hub.ts';
import type { TagCache } from './tag-cache.ts';

/**
 * What a feature's services work with: the database to read, the cache for reads many ask for
 * (lib/tag-cache.ts), and `commit` for changes, which records their events (plugins/events.ts).
 * Routes hand it to services whole; they never reach into it (eslint.config.js).
 */
export interface Services {
  db: Database;
  cache: TagCache;
  commit: Commit;
}

/** What every feature's routes are registered with (features/index.ts). */
export interface FeatureOptions {
  services: Services;
}

/**
 * What a feature's subscribers.ts reacts with: where to subscribe, the cache, the sockets, and the
 * database: for reactions that read or write (a live notice, a notification) in `onCommit`, and
 * for an `onEveryNode` reaction that asks which cached reads a change touched (never to write);
 * and this node's cached session lookups, for the account changes that end or change sessions.
 */
export interface SubscriberContext {
  db: Database;
  events: EventSubscriptions;
  cache: TagCache;
  realtime: Realtime;
  presence: Presence;
  sessions: SessionCacheControl;
}
