import type { Invitation, UserSearchResult } from '@upsolve/contract';
import type { CollaborationRow, UserRow } from '../../db/schema/index.ts';

/** A search result row: the fields a collaborator card shows, and the keys it sorts by. */
export type SearchRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'showEmail'
  | 'location'
  | 'collaborator'
  | 'rating'
  | 'skills'
  | 'createdAt'
>;

/** A result; the email only when its owner chose "Show my email" (the searcher is never listed). */
export function toSearchResult(row: SearchRow): UserSearchResult {
  return {
    _id: row.id,
    username: row.username,
    ...(row.showEmail ? { email: row.email } : {}),
    location: row.location,
    collaborator: row.collaborator,
    rating: row.rating,
    skills: row.skills,
  };
}

/** An invitation row with the two people's names. */
export type InvitationRow = CollaborationRow & { senderName: string; recipientName: string };

export function toInvitation(row: InvitationRow): Invitation {
  return {
    _id: row.id,
    from: { _id: row.senderId, username: row.senderName },
    to: { _id: row.recipientId, username: row.recipientName },
    projectDetails: row.projectDetails,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt === null ? null : row.answeredAt.toISOString(),
  };
}
