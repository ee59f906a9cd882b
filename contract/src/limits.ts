/**
 * Every size and count limit of the product (docs/product.md), defined once. The server's route
 * schemas and the web's forms both read them from here.
 */
export const limits = {
  bodyBytes: 1024 * 1024,
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 256,
  title: 200,
  searchQuery: 200,
  platformName: 60,
  tag: 32,
  statementSection: 20_000,
  codeBytes: 64 * 1024,
  message: 4_000,
  /** How much of the newest message the chat's user list shows. */
  messagePreview: 120,
  blogContent: 100_000,
  /** A blog's "about" line, shown under its title on cards. */
  blogAbout: 500,
  /** How much of a blog's content a list card carries. */
  blogExcerpt: 300,
  /** A blog comment or a discussion post. */
  comment: 5_000,
  /** Why an item is reported, or why a moderator removed it. */
  reportReason: 500,
  /** How many distinct @mentions of one comment or post notify (the rest stay text). */
  mentionsNotified: 20,
  /** How many notifications one "mark read" call may name. */
  notificationsMarked: 100,
  listEntries: 50,
  /** Profile: favourite language, platform and location, each one line. */
  profileField: 60,
  location: 100,
  bio: 500,
  skill: 50,
  /** A profile's rating (a contest rating: Codeforces tops out near 4,000). */
  profileRatingMax: 100_000,
  /** How many of a user's bookmarked problems their profile lists, most recently saved first. */
  profileBookmarks: 50,
  /** An invitation's project details. */
  projectDetails: 2_000,
  /** How many invitations each list (incoming, outgoing) holds, newest first. */
  invitationsListed: 100,
  /** Days after a decline before the same person may be invited again. */
  reinviteAfterDeclineDays: 7,
  /** How many blocked users the settings list holds, most recently blocked first. */
  blocksListed: 1_000,
  url: 2_048,
  /** A saved link's name (one line). */
  linkName: 100,
  /** How many links one user may save (the Important Links page lists them all, in their order). */
  linksPerUser: 200,
  /** A question to the AI assistant. */
  aiContent: 8_000,
  /** An AI conversation's title (one line). */
  aiConversationTitle: 100,
  /** How many conversations the AI chat's sidebar lists, most recently used first. */
  aiConversationsListed: 100,
  /** The rungs of the hint ladder: the area, the key observation, the algorithm, the full explanation. */
  aiHintRungs: 4,
  /** A problem list's name (one line) and description. */
  listName: 100,
  listDescription: 2_000,
  /** How many problems one list holds. */
  listProblems: 1_000,
  /** How many lists one user may keep. */
  listsPerUser: 100,
  problemRatingMin: 1,
  problemRatingMax: 10,
  reviewRatingMin: 1,
  reviewRatingMax: 5,
  pageSizeDefault: 50,
  pageSizeMax: 100,
  /** The collaborator search's largest (and default) page: a scraper gets no more at once. */
  searchPageMax: 50,
} as const;
