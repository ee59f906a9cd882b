import type { Config } from '../../config.ts';
import { and, eq, isNotNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  aiConversations,
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
  problemLists,
  problems,
  reviews,
  savedLinks,
  sessions,
  solutions,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { AccountDeletedFacts } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed, RecordEvent } from '../../plugins/events.ts';
import { usernameHoldEndsBefore } from './policy.ts';
import { assertOwnPasswordOf } from './policy.ts';

/** What a freed username becomes: not a valid username (brackets), so no one can sign up as it. */
const freedUsernamePrefix = '[deleted]-';

/** Distinct non-null ids of a column's rows, as strings. */
async function idsOf(query: Promise<{ id: string | null }[]>): Promise<string[]> {
  const rows = await query;
  return [...new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])))];
}

/** Where the account's name shows and whose lists hold it, read before anything is deleted. */
async function whereShown(tx: Executor, userId: string): Promise<AccountDeletedFacts> {
  const [owned, solved, reviewed, blogged, commented, posted, talked, blocking] = await Promise.all(
    [
      idsOf(tx.select({ id: problems.id }).from(problems).where(eq(problems.ownerId, userId))),
      idsOf(
        tx
          .select({ id: solutions.problemId })
          .from(solutions)
          .where(eq(solutions.authorId, userId)),
      ),
      idsOf(tx.select({ id: reviews.problemId }).from(reviews).where(eq(reviews.authorId, userId))),
      idsOf(tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.authorId, userId))),
      idsOf(tx.select({ id: comments.blogId }).from(comments).where(eq(comments.authorId, userId))),
      idsOf(
        tx.select({ id: comments.problemId }).from(comments).where(eq(comments.authorId, userId)),
      ),
      idsOf(
        tx
          .select({ id: conversations.otherId })
          .from(conversations)
          .where(eq(conversations.userId, userId)),
      ),
      idsOf(
        tx
          .select({
            id: sql<string>`case when ${blocks.blockerId} = ${userId} then ${blocks.blockedId} else ${blocks.blockerId} end`,
          })
          .from(blocks)
          .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId))),
      ),
    ],
  );
  return {
    userId,
    problemIds: [...new Set([...owned, ...solved, ...reviewed])],
    blogIds: [...new Set([...blogged, ...commented])],
    discussionIds: posted,
    partnerIds: [...new Set([...talked, ...blocking])],
  };
}

/** The account's private problems go, each announced as a deletion (their caches drop). */
async function deletePrivateProblems(tx: Executor, userId: string, record: RecordEvent) {
  const deleted = await tx
    .delete(problems)
    .where(and(eq(problems.ownerId, userId), eq(problems.visibility, 'private')))
    .returning({ id: problems.id, platform: problems.platformName });
  for (const problem of deleted) {
    record(
      domainEvent('problem.deleted', {
        problemId: problem.id,
        ownerId: userId,
        platform: problem.platform,
        visibility: 'private',
      }),
    );
  }
}

/**
 * The private side of the account goes: its chats (every message it sent or received, and both
 * people's rows of each conversation: a chat with a deleted account is gone for the other person
 * too, who can no longer answer it), invitations, bookmarks, marks, links, AI chats, blocks either
 * way, notifications, reset links, roles and the calendar feed. Resolves the ended sessions' ids.
 */
async function deletePrivateSide(tx: Executor, userId: string): Promise<string[]> {
  await tx
    .delete(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)));
  await tx
    .delete(conversations)
    .where(or(eq(conversations.userId, userId), eq(conversations.otherId, userId)));
  await tx
    .delete(collaborations)
    .where(or(eq(collaborations.senderId, userId), eq(collaborations.recipientId, userId)));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
  // The users row stays as a tombstone, so its foreign key's cascade never fires.
  await tx.delete(marks).where(eq(marks.userId, userId));
  await tx.delete(savedLinks).where(eq(savedLinks.ownerId, userId));
  // Every list of theirs, public ones too: a list is the user's own work plan, not writing others reply to.
  await tx.delete(problemLists).where(eq(problemLists.ownerId, userId));
  await tx.delete(aiConversations).where(eq(aiConversations.ownerId, userId));
  await tx.delete(notifications).where(eq(notifications.recipientId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(contestFeedTokens).where(eq(contestFeedTokens.userId, userId));
  // A verified handle freed: it may be proven again by whoever owns it.
  await tx.delete(linkedHandles).where(eq(linkedHandles.userId, userId));
  await tx.delete(contestUpsolves).where(eq(contestUpsolves.userId, userId));
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}

/**
 * The row stays as a tombstone, so public writing keeps an author (shown as "[deleted]"): its
 * email (free again at once: a unique address no one can mail), password and profile cleared, so
 * no one signs in as it; its username stays taken until `freeHeldUsernames` frees it.
 */
async function leaveTombstone(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      deletedAt: now,
      email: `${userId}@deleted.invalid`,
      passwordHash: '',
      favlanguage: '',
      rating: null,
      platform: '',
      gitHub: '',
      projectLinks: [],
      skills: [],
      collaborator: false,
      location: '',
      bio: '',
      showEmail: false,
      showOnline: false,
    })
    .where(eq(users.id, userId));
}

/**
 * DELETE /account: with the account's password (else a 400 naming `password`, nothing changed),
 * deletes its private side and private problems and leaves its tombstone, in one transaction.
 * Its sessions end on every node, sockets too (`account.sessions-ended`).
 */
export async function deleteAccount(
  services: Services,
  config: Config,
  userId: string,
  password: string,
): Promise<Committed<null>> {
  await assertOwnPasswordOf(services.db, config, userId, password, 'password');
  const now = new Date();
  return services.commit(async (tx, record) => {
    const shown = await whereShown(tx, userId);
    await deletePrivateProblems(tx, userId, record);
    const ended = await deletePrivateSide(tx, userId);
    await leaveTombstone(tx, userId, now);
    record(domainEvent('account.deleted', shown));
    record(domainEvent('account.sessions-ended', { userId, sessionIds: ended }));
    return null;
  });
}

/**
 * The scheduled job's work: usernames of accounts deleted over `deletedUsernameHoldDays` before
 * `now` are freed (renamed to a reserved form). Resolves how many were.
 */
export async function freeHeldUsernames(db: Database, now: Date): Promise<number> {
  const freed = await db
    .update(users)
    .set({ username: sql`${freedUsernamePrefix} || ${users.id}::text` })
    .where(
      and(
        isNotNull(users.deletedAt),
        lt(users.deletedAt, usernameHoldEndsBefore(now)),
        notLike(users.username, `${freedUsernamePrefix}%`),
      ),
    )
    .returning({ id: users.id });
  return freed.length;
}
