import type { ChatUser } from '@upsolve/contract';

/** Usernames containing `query`, without regard to case (docs/product.md, "Chat"). */
export function matchingUsers(users: ChatUser[], query: string): ChatUser[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return users;
  return users.filter((user) => user.username.toLowerCase().includes(needle));
}

export interface PresenceGroups {
  online: ChatUser[];
  offline: ChatUser[];
}

/** Online users first, everyone else as Offline, each group in the list's own order. */
export function groupByPresence(users: ChatUser[], online: ReadonlySet<string>): PresenceGroups {
  return {
    online: users.filter((user) => online.has(user._id)),
    offline: users.filter((user) => !online.has(user._id)),
  };
}
