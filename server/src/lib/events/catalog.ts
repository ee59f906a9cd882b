import type {
  ContestSource,
  HandleSite,
  Invitation,
  MarkStatus,
  Message,
  Visibility,
} from '@upsolve/contract';
import type { ConversationStatus } from '../../db/schema/index.ts';

/**
 * Every domain event, by name, with its payload: what happened, said once. A service that changes
 * something records its events in the change's own transaction (plugins/events.ts); features
 * react to them in their subscribers.ts. Payloads carry ids and the facts a reaction needs (which
 * lists can show the item), never what a user wrote beyond what the reaction must deliver.
 */
export interface DomainEvents {
  'user.signed-up': { userId: string };
  'profile.updated': {
    userId: string;
    /** "Show when I'm online", when this update set it. */
    showOnline: boolean | null;
  };
  'problem.created': {
    problemId: string;
    ownerId: string;
    platform: string;
    visibility: Visibility;
  };
  'problem.updated': {
    problemId: string;
    ownerId: string;
    platforms: string[];
    /** Public before or after the edit: public lists can show it. */
    listed: boolean;
    /** Whether it moved between the lists (visibility or platform changed). */
    moved: boolean;
    /**
     * What searches and tag or rating filters read of it, before and after, when the edit changed
     * that (its title, statement, tags or difficulty) and it is listed; else null.
     */
    matched: { before: ProblemMatchFacts; after: ProblemMatchFacts } | null;
    /** Public before, private now: only its owner may still hear its discussion. */
    madePrivate: boolean;
  };
  /**
   * The sites' catalog changed what problems store of their links (a backfilled or twin-resolved
   * key, a site difficulty): their cards change, and the site-rating filters' answers may.
   */
  'problem.site-facts-changed': {
    problemIds: string[];
    /** Whether any of them changed its site rating (the dashboard's site-rating filter reads it). */
    siteRatingsChanged: boolean;
  };
  'problem.deleted': {
    problemId: string;
    ownerId: string;
    platform: string;
    visibility: Visibility;
  };
  'bookmark.changed': { problemId: string; userId: string; bookmarked: boolean };
  /**
   * A user's mark on a problem's canonical key changed (set, changed or removed): their `myMark`
   * on every problem with that key, their counts per mark and, when `solvedChanged`, their
   * activity. `problemId` is the problem it was made on (one of the key's problems).
   */
  'mark.changed': {
    userId: string;
    problemId: string;
    problemKey: string;
    status: MarkStatus | null;
    solvedChanged: boolean;
  };
  /** A handle was claimed (unverified), proven, or let go: its owner's handles list changes. */
  'handle.linked': { userId: string; site: HandleSite };
  'handle.verified': { userId: string; site: HandleSite };
  'handle.unlinked': { userId: string; site: HandleSite };
  /**
   * A handle's submissions were imported into its owner's marks: `marksChanged` marks were set or
   * raised, `solvedChanged` when any became solved (their activity changes).
   */
  'handle.synced': {
    userId: string;
    site: HandleSite;
    marksChanged: number;
    solvedChanged: boolean;
  };
  /** A sync failed: the handle's last error and next try changed (its marks did not). */
  'handle.sync-failed': { userId: string; site: HandleSite };
  'solution.added': SolutionFacts;
  'solution.updated': SolutionFacts;
  'solution.deleted': SolutionFacts;
  'review.added': ReviewFacts;
  'review.updated': ReviewFacts;
  'review.deleted': ReviewFacts;
  'invitation.sent': { invitation: Invitation };
  'invitation.answered': { invitation: Invitation };
  'message.sent': {
    message: Message;
    receiverStatus: ConversationStatus;
    /** The sending tab's socket, which already shows the message. */
    sendingSocketId: string | null;
  };
  'messages.read': { readerId: string; otherId: string; readAt: string };
  'request.answered': { userId: string; otherId: string; answer: 'accept' | 'decline' };
  'block.changed': { blockerId: string; blockedId: string; blocked: boolean };
  'blog.added': BlogFacts;
  'blog.updated': BlogFacts;
  'blog.deleted': BlogFacts;
  'thread-item.added': ThreadItemFacts;
  'thread-item.updated': ThreadItemFacts;
  /** Deleted by its author: `kept` when it stays as "[deleted]" because it has replies. */
  'thread-item.deleted': ThreadItemFacts & { kept: boolean };
  'vote.cast': VoteFacts;
  /** A moderator removed or restored an item (blog, comment or post). */
  'item.moderated': ModeratedItemFacts;
  'report.filed': { reportId: string; itemKind: ItemKind; itemId: string };
  'report.resolved': { reportId: string };
  /** The scheduled refresh stored these sources' contests or their failures (features/contests). */
  'contests.refreshed': { sources: ContestSource[] };
  /** A user put an ended contest's problems on their to-do (features/upsolve); its list was stored. */
  'contest.upsolved': { userId: string; source: ContestSource; contestId: string };
  'link.added': LinkFacts;
  'link.renamed': LinkFacts;
  'link.deleted': LinkFacts;
  'links.reordered': { ownerId: string };
  /** Its owner changed the password; every other session of theirs ended with it. */
  'account.password-changed': { userId: string; endedSessionIds: string[] };
  /** Its owner changed the email: everything showing it (their session, their profile) changes. */
  'account.email-changed': { userId: string };
  /** These sessions ended: signed out by their owner, a password reset or the account's deletion. */
  'account.sessions-ended': { userId: string; sessionIds: string[] };
  /** An account was deleted: its public writing now shows "[deleted]" (features/account). */
  'account.deleted': AccountDeletedFacts;
}

/** Where a deleted account's name showed, and whose lists it was in. */
export interface AccountDeletedFacts {
  userId: string;
  /** Problems it owned (kept public) or wrote solutions or reviews of. */
  problemIds: string[];
  /** Blogs it wrote or commented on. */
  blogIds: string[];
  /** Problems whose discussion it posted in. */
  discussionIds: string[];
  /** People it talked to, blocked or was blocked by: their chat lists and block lists change. */
  partnerIds: string[];
}

/** A saved link and whose it is (only its owner ever sees it). */
export interface LinkFacts {
  linkId: string;
  ownerId: string;
}

export type ItemKind = 'blog' | 'comment' | 'post';

/** Where a comment or post lives: a blog's comments or a problem's discussion. */
export interface ThreadRef {
  kind: 'blog' | 'problem';
  id: string;
}

export interface BlogFacts {
  blogId: string;
  authorId: string;
}

export interface ThreadItemFacts {
  itemKind: 'comment' | 'post';
  itemId: string;
  thread: ThreadRef;
  parentId: string | null;
  authorId: string;
  /** The @usernames it mentions (lower-cased, at most `limits.mentionsNotified`), when added. */
  mentions: string[];
}

export interface VoteFacts {
  itemKind: ItemKind;
  itemId: string;
  /** The blog itself for a blog; the thread it hangs in for a comment or post. */
  thread: ThreadRef;
  voterId: string;
  recipientId: string | null;
}

export interface ModeratedItemFacts {
  itemKind: ItemKind;
  itemId: string;
  thread: ThreadRef;
  authorId: string | null;
  moderatorId: string;
  removed: boolean;
}

/** What the dashboard's searches and filters match a problem on. */
export interface ProblemMatchFacts {
  /** Its search document (the `search` column) as text: what the database matches searches on. */
  search: string;
  tags: string[];
  difficulty: number;
  /** Its site rating on the dashboard's shared scale (Codeforces, AtCoder), else null. */
  siteRating: number | null;
}

/**
 * Where a problem stands, after a write, in the dashboard's orders by a count (most solved, best
 * rated): what a cached page sorted so needs to tell whether the problem moved onto it.
 */
export interface ProblemPosition {
  solutionsCount: number;
  /** Its mean review rating as PostgreSQL prints it ("0", "4.333"). */
  avgRating: string;
  /** When it was added (ISO text), the orders' tie-break before its id. */
  createdAt: string;
}

export interface SolutionFacts {
  solutionId: string;
  problemId: string;
  authorId: string;
  /** Whether its problem is public: the leaderboard counts only those. */
  problemPublic: boolean;
  /**
   * Where its public problem stands now, when its solution count changed (added, deleted); else
   * null (an edit, or a private problem, which no dashboard page lists).
   */
  moved: ProblemPosition | null;
}

export interface ReviewFacts {
  reviewId: string;
  problemId: string;
  /** The reviewed solution; null for a review of the problem itself. */
  solutionId: string | null;
  authorId: string;
  /**
   * Where the public problem stands now, for a review of the problem itself (its mean changed);
   * else null (a solution's review, or a private problem, which no dashboard page lists).
   */
  moved: ProblemPosition | null;
}

export type EventType = keyof DomainEvents;

/** One event: its type and its payload, typed together. */
export type DomainEvent = {
  [Type in EventType]: { type: Type; payload: DomainEvents[Type] };
}[EventType];

/** An event as a feature names it: `domainEvent('review.added', {...})`. */
export function domainEvent<Type extends EventType>(
  type: Type,
  payload: DomainEvents[Type],
): DomainEvent {
  // The mapped union cannot be narrowed from a generic key; the pair is checked by the signature.
  return { type, payload } as DomainEvent;
}

/** An event as it was delivered: numbered in delivery order (null until the relay numbered it). */
export interface DeliveredEvent {
  event: DomainEvent;
  number: number | null;
  /** The node that committed it, which has already applied it. */
  origin: string;
}
