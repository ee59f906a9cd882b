/**
 * The tags cached reads declare and events drop (lib/tag-cache.ts), named once. A page is tagged
 * with the items it shows and with the partitions a write can change the membership of, never
 * with one tag every page carries (that would be flushing everything again).
 */
/** What every `cacheTags.problemMatches` tag starts with. */
export const problemMatchesPrefix = 'problems:match:';

/** What every `cacheTags.problemOrderRange` tag of a sort starts with. */
export const problemOrderRangePrefix = (sort: 'solved' | 'rated') => `problems:order:${sort}:`;

export const cacheTags = {
  /**
   * A problem and every read under it (its page, solutions, reviews, discussion, whether it is
   * public): its edit, visibility or deletion changes them all.
   */
  problem: (problemId: string) => `problem:${problemId}`,
  /** A problem's page: its counts and the ids of its solutions and reviews. */
  problemPage: (problemId: string) => `problem:${problemId}:page`,
  /** A problem's solution lists: each solution with its rating and review count. */
  problemSolutions: (problemId: string) => `problem:${problemId}:solutions`,
  /** A problem's review lists (the reviews of the problem itself, not of its solutions). */
  problemReviews: (problemId: string) => `problem:${problemId}:reviews`,
  /**
   * A problem's card on every list that shows it (dashboards, profiles): its title and the like
   * (dropped), and its counts (marked stale: they may lag another user's write a few seconds).
   */
  problemCard: (problemId: string) => `card:${problemId}`,
  /**
   * Which public problems a list of one platform's problems (or of all, `null`) holds: a new,
   * deleted, hidden or moved problem changes it.
   */
  problemList: (platform: string | null) =>
    `problems:${platform === null ? '*' : platform.toLowerCase()}`,
  /**
   * Which problems a search, tag or rating filter keeps (`matching`, as features/problems/cache.ts
   * writes it): an edit drops exactly the ones it changes the answer of (its subscribers ask).
   */
  problemMatches: (matching: string) => `${problemMatchesPrefix}${matching}`,
  /**
   * A page of a list sorted by a count (`solved`: solutions, `rated`: the mean review), while it
   * loads: a problem that moves in that order meanwhile may land on it, so it is stored stale.
   */
  problemOrder: (sort: 'solved' | 'rated') => `problems:order:${sort}`,
  /**
   * A stored page of such a list, by the stretch of the order it holds: after the key of `from`
   * up to that of `to` (their cursors; '' for the list's start or end). A problem whose new count
   * puts it in that stretch moves onto the page (marked stale, as cards).
   */
  problemOrderRange: (sort: 'solved' | 'rated', from: string, to: string) =>
    `${problemOrderRangePrefix(sort)}${from}:${to}`,
  /** The leaderboard: solutions on public problems. */
  leaderboard: 'leaderboard',
  /** A user's public profile. */
  user: (userId: string) => `user:${userId}`,
  userProblems: (userId: string) => `user:${userId}:problems`,
  userSolutions: (userId: string) => `user:${userId}:solutions`,
  /** What a viewer bookmarked and reviewed. */
  marks: (userId: string) => `user:${userId}:marks`,
  /**
   * A viewer's marks (solved, attempted, to do: features/marks), as every list and page they read
   * shows them (`myMark`) and as the dashboard's `?mark=` filter keeps problems by them.
   */
  markStatuses: (userId: string) => `user:${userId}:mark-statuses`,
  /** A user's year of activity and streaks (their solved marks, their solutions, their zone). */
  activity: (userId: string) => `user:${userId}:activity`,
  /** How a viewer voted (their own votes on blogs, comments and posts). */
  votes: (userId: string) => `user:${userId}:votes`,
  /** A viewer's chat list and unread counts. */
  chats: (userId: string) => `user:${userId}:chats`,
  /** A viewer's saved links (Important Links). */
  links: (userId: string) => `user:${userId}:links`,
  /** Whom a viewer blocked or is blocked by. */
  blocks: (userId: string) => `user:${userId}:blocks`,
  /** Two people's messages. */
  conversation: (oneId: string, otherId: string) =>
    `conversation:${oneId < otherId ? `${oneId}:${otherId}` : `${otherId}:${oneId}`}`,
  /** Which blogs the blog list holds and in what order (any blog's text, score or count). */
  blogList: 'blogs',
  /** A blog: its page and its comments. */
  blog: (blogId: string) => `blog:${blogId}`,
  /** A problem's discussion thread (its posts, their scores). */
  discussion: (problemId: string) => `discussion:${problemId}`,
  /** Who can be found: every user list (the collaborator search, the chat's people). */
  directory: 'users',
  /** The contest calendar and every rendered feed: each refresh of the sources drops it. */
  contests: 'contests',
  /** A user's linked handles and their sync state (features/handles). */
  handles: (userId: string) => `user:${userId}:handles`,
  /** A user's upsolved contests (features/upsolve); their counts follow `markStatuses` too. */
  upsolving: (userId: string) => `user:${userId}:upsolving`,
  /** An upsolved contest's stored problem list, which any user's upsolving counts read. */
  contestProblems: (source: string, contestId: string) => `contest:${source}:${contestId}:problems`,
} as const;
