import type { PresenceChange } from '@upsolve/contract';

/**
 * Who is online after a `presenceChanged` diff (sent, instead of the whole `getOnlineUsers` list,
 * to a socket that watches ids); the same set when nothing changed, so nothing re-renders.
 */
export function applyPresenceChange(
  online: ReadonlySet<string>,
  change: PresenceChange,
): ReadonlySet<string> {
  const changed =
    change.online.some((id) => !online.has(id)) || change.offline.some((id) => online.has(id));
  if (!changed) return online;
  const next = new Set(online);
  for (const id of change.online) next.add(id);
  for (const id of change.offline) next.delete(id);
  return next;
}
