import { asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  aiConversations,
  aiMessages,
  auditLog,
  blocks,
  blogs,
  bookmarks,
  collaborations,
  comments,
  contestFeedTokens,
  linkedHandles,
  contestUpsolves,
  conversations,
  marks,
  messages,
  notifications,
  passwordResets,
  problemListItems,
  problemLists,
  problems,
  reports,
  reviews,
  savedLinks,
  sessions,
  solutions,
  userRoles,
  users,
  votes,
} from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { ExportKey } from './user-data.ts';

// What never leaves the server, even to the account's owner: the password hash, the tokens
// (their hashes included) and columns kept for the database's own use.
const {
  passwordHash: _passwordHash,
  searchText: _searchText,
  deletedAt: _deletedAt,
  ...profileColumns
} = getTableColumns(users);
const { search: _search, ...problemColumns } = getTableColumns(problems);
const {
  tokenHash: _resetToken,
  userId: _resetUser,
  ...resetLinkColumns
} = getTableColumns(passwordResets);

/** The export file: the profile and settings, then everything the user wrote and set. */
export type AccountExport = {
  exportedAt: string;
  profile: { id: string; username: string };
} & Record<ExportKey, unknown>;

/** GET /account/export: everything the account wrote and set, as one JSON document. */
export async function exportAccount(db: Database, userId: string): Promise<AccountExport> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (profile === undefined) throw notFound();
  const conversationIds = db
    .select({ id: aiConversations.id })
    .from(aiConversations)
    .where(eq(aiConversations.ownerId, userId));
  const listIds = db
    .select({ id: problemLists.id })
    .from(problemLists)
    .where(eq(problemLists.ownerId, userId));
  const [
    roles,
    ownSessions,
    resetLinks,
    ownProblems,
    ownBookmarks,
    ownMarks,
    ownSolutions,
    ownReviews,
    ownBlogs,
    ownComments,
    removedBlogs,
    removedComments,
    resolvedReports,
    cast,
    received,
    ownMessages,
    chats,
    invitations,
    blocked,
    ownNotifications,
    ownReports,
    links,
    ownLists,
    listItems,
    conversationRows,
    aiTurns,
    feed,
    handles,
    audit,
    upsolving,
  ] = await Promise.all([
    db
      .select({ role: userRoles.role, since: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select(resetLinkColumns).from(passwordResets).where(eq(passwordResets.userId, userId)),
    db.select(problemColumns).from(problems).where(eq(problems.ownerId, userId)),
    db.select().from(bookmarks).where(eq(bookmarks.userId, userId)),
    // A mark belongs to a problem's canonical key, not to one saved problem (twins share it).
    db
      .select({
        key: marks.problemKey,
        status: marks.status,
        solvedAt: marks.solvedAt,
        updatedAt: marks.updatedAt,
      })
      .from(marks)
      .where(eq(marks.userId, userId))
      .orderBy(asc(marks.problemKey)),
    db.select().from(solutions).where(eq(solutions.authorId, userId)),
    db.select().from(reviews).where(eq(reviews.authorId, userId)),
    db.select().from(blogs).where(eq(blogs.authorId, userId)),
    db.select().from(comments).where(eq(comments.authorId, userId)),
    db.select({ id: blogs.id }).from(blogs).where(eq(blogs.removedBy, userId)),
    db.select({ id: comments.id }).from(comments).where(eq(comments.removedBy, userId)),
    db.select({ id: reports.id }).from(reports).where(eq(reports.resolvedBy, userId)),
    db.select().from(votes).where(eq(votes.userId, userId)),
    db
      .select({ itemKind: votes.itemKind, itemId: votes.itemId, value: votes.value })
      .from(votes)
      .where(eq(votes.recipientId, userId)),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db.select().from(conversations).where(eq(conversations.userId, userId)),
    db
      .select()
      .from(collaborations)
      .where(or(eq(collaborations.senderId, userId), eq(collaborations.recipientId, userId))),
    db
      .select({ userId: blocks.blockedId, since: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerId, userId)),
    db.select().from(notifications).where(eq(notifications.recipientId, userId)),
    db.select().from(reports).where(eq(reports.reporterId, userId)),
    db.select().from(savedLinks).where(eq(savedLinks.ownerId, userId)),
    db
      .select()
      .from(problemLists)
      .where(eq(problemLists.ownerId, userId))
      .orderBy(asc(problemLists.createdAt), asc(problemLists.id)),
    db
      .select({ listId: problemListItems.listId, problemId: problemListItems.problemId })
      .from(problemListItems)
      .where(inArray(problemListItems.listId, listIds))
      .orderBy(asc(problemListItems.position)),
    db.select().from(aiConversations).where(eq(aiConversations.ownerId, userId)),
    db
      .select()
      .from(aiMessages)
      .where(inArray(aiMessages.conversationId, conversationIds))
      .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id)),
    // The feed's address is a secret like a password: only that there is one.
    db
      .select({ createdAt: contestFeedTokens.createdAt })
      .from(contestFeedTokens)
      .where(eq(contestFeedTokens.userId, userId)),
    db.select().from(linkedHandles).where(eq(linkedHandles.userId, userId)),
    db.select().from(auditLog).where(eq(auditLog.actorId, userId)),
    db
      .select({
        source: contestUpsolves.source,
        contestId: contestUpsolves.contestId,
        since: contestUpsolves.createdAt,
      })
      .from(contestUpsolves)
      .where(eq(contestUpsolves.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    roles,
    sessions: ownSessions,
    resetLinks,
    problems: ownProblems,
    bookmarks: ownBookmarks,
    marks: ownMarks,
    solutions: ownSolutions,
    reviews: ownReviews,
    blogs: ownBlogs,
    comments: ownComments,
    moderated: { blogs: removedBlogs, comments: removedComments, reports: resolvedReports },
    votes: cast,
    votesReceived: received,
    messages: ownMessages,
    chats,
    invitations,
    blocked,
    notifications: ownNotifications,
    reports: ownReports,
    links,
    // Each list with its problems' ids in the list's order.
    lists: ownLists.map((list) => ({
      ...list,
      problemIds: listItems.filter((item) => item.listId === list.id).map((item) => item.problemId),
    })),
    aiConversations: conversationRows.map((conversation) => ({
      ...conversation,
      messages: aiTurns.filter((turn) => turn.conversationId === conversation.id),
    })),
    contestFeed: feed[0] ?? null,
    handles,
    auditLog: audit,
    upsolving,
  };
}
