import type { BlockedUser } from '@upsolve/contract';

export interface BlockedUserRow {
  id: string;
  username: string;
  createdAt: Date;
}

export function toBlockedUser(row: BlockedUserRow): BlockedUser {
  return { _id: row.id, username: row.username, blockedAt: row.createdAt.toISOString() };
}
