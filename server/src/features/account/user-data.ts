/**
 * Every column that holds a user's id (a foreign key to users.id), and what "Download my data"
 * and "Delete my account" do with it: in one place, so a new table holding user ids fails
 * scripts/checks/user-data-coverage.test.ts until it is placed here. `exportedAs` names the
 * export file's key holding its rows (or `omitted` says why they are not the user's to take);
 * `onDelete` says whether deleting the account deletes the rows or keeps them, and why.
 */
export interface ColumnCoverage {
  exportedAs: ExportKey | { omitted: string };
  onDelete: 'deleted' | { kept: string };
}

export const exportKeys = [
  'roles',
  'sessions',
  'resetLinks',
  'problems',
  'bookmarks',
  'marks',
  'solutions',
  'reviews',
  'blogs',
  'comments',
  'moderated',
  'votes',
  'votesReceived',
  'messages',
  'chats',
  'invitations',
  'blocked',
  'notifications',
  'reports',
  'links',
  'lists',
  'aiConversations',
  'contestFeed',
  'handles',
  'auditLog',
  'upsolving',
] as const;
export type ExportKey = (typeof exportKeys)[number];

const publicWriting = 'public writing stays, shown as by [deleted]';
const othersChat = 'the other person’s side of a chat is theirs';

/** Keyed by `table.column`, as the database names them. */
export const userDataCoverage: Record<string, ColumnCoverage> = {
  'sessions.user_id': { exportedAs: 'sessions', onDelete: 'deleted' },
  'password_resets.user_id': { exportedAs: 'resetLinks', onDelete: 'deleted' },
  'user_roles.user_id': { exportedAs: 'roles', onDelete: 'deleted' },
  'audit_log.actor_id': {
    exportedAs: 'auditLog',
    onDelete: { kept: 'the record of what moderators and admins did stays' },
  },
  'problems.owner_id': {
    exportedAs: 'problems',
    onDelete: { kept: `private problems are deleted; ${publicWriting}` },
  },
  'bookmarks.user_id': { exportedAs: 'bookmarks', onDelete: 'deleted' },
  'marks.user_id': { exportedAs: 'marks', onDelete: 'deleted' },
  'solutions.author_id': { exportedAs: 'solutions', onDelete: { kept: publicWriting } },
  'reviews.author_id': { exportedAs: 'reviews', onDelete: { kept: publicWriting } },
  'blogs.author_id': { exportedAs: 'blogs', onDelete: { kept: publicWriting } },
  'blogs.removed_by': {
    exportedAs: 'moderated',
    onDelete: { kept: 'a removal stays, whoever made it' },
  },
  'comments.author_id': { exportedAs: 'comments', onDelete: { kept: publicWriting } },
  'comments.removed_by': {
    exportedAs: 'moderated',
    onDelete: { kept: 'a removal stays, whoever made it' },
  },
  'votes.user_id': {
    exportedAs: 'votes',
    onDelete: { kept: 'votes are anonymous; the scores and contributions they made stay' },
  },
  'votes.recipient_id': {
    exportedAs: 'votesReceived',
    onDelete: { kept: 'others’ votes are theirs; the voter is never named' },
  },
  'messages.sender_id': { exportedAs: 'messages', onDelete: 'deleted' },
  'messages.receiver_id': { exportedAs: 'messages', onDelete: 'deleted' },
  'conversations.user_id': { exportedAs: 'chats', onDelete: 'deleted' },
  'conversations.other_id': { exportedAs: { omitted: othersChat }, onDelete: 'deleted' },
  'collaborations.sender_id': { exportedAs: 'invitations', onDelete: 'deleted' },
  'collaborations.recipient_id': { exportedAs: 'invitations', onDelete: 'deleted' },
  'blocks.blocker_id': { exportedAs: 'blocked', onDelete: 'deleted' },
  'blocks.blocked_id': {
    exportedAs: { omitted: 'who blocked the user is theirs to know, not the user’s' },
    onDelete: 'deleted',
  },
  'notifications.recipient_id': { exportedAs: 'notifications', onDelete: 'deleted' },
  'notifications.actor_id': {
    exportedAs: { omitted: 'notifications the user caused are their recipients’' },
    onDelete: { kept: 'the recipient’s notification stays, its actor shown as [deleted]' },
  },
  'reports.reporter_id': {
    exportedAs: 'reports',
    onDelete: { kept: 'the moderators’ queue keeps the report; the reporter is never shown' },
  },
  'reports.resolved_by': {
    exportedAs: 'moderated',
    onDelete: { kept: 'a moderator’s decision stays' },
  },
  'saved_links.owner_id': { exportedAs: 'links', onDelete: 'deleted' },
  'problem_lists.owner_id': { exportedAs: 'lists', onDelete: 'deleted' },
  'ai_conversations.owner_id': { exportedAs: 'aiConversations', onDelete: 'deleted' },
  'contest_feed_tokens.user_id': { exportedAs: 'contestFeed', onDelete: 'deleted' },
  'linked_handles.user_id': { exportedAs: 'handles', onDelete: 'deleted' },
  'contest_upsolves.user_id': { exportedAs: 'upsolving', onDelete: 'deleted' },
};
