import type {
  BlogDetail,
  BlogSummary,
  ChatUser,
  Contest,
  ContestSourceState,
  ListDetail,
  ListSummary,
  Notification,
  Report,
  ThreadItem,
  Message,
  ProblemDetail,
  ProblemLookupResponse,
  ProblemResponse,
  ProblemSummary,
  Profile,
  Review,
  Solution,
  SolutionDetail,
  solutionsResponseSchema,
  TopUser,
  UserRef,
} from '@upsolve/contract';
import type { z } from 'zod';
import { testUser } from './test-user.ts';

export { emptyProfile } from './test-user.ts';

/*
 * The web tests' one set of factories: answers shaped as the server sends them (the contract's
 * types), about the signed-in test user (`me`) and one other user.
 */

/** The signed-in test user as content shows its author. */
export const me: UserRef = { _id: testUser._id, username: testUser.username };
export const otherUser: UserRef = { _id: '3f6a2d1c-9b8e-4f7a-a6b5-c4d3e2f1a0b9', username: 'petr' };

/** The problem and solution a test is about, when it needs their address up front. */
export const problemId = '3f0c1a52-7e4b-4d7a-9a64-1b2c3d4e5f60';
export const solutionId = '5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

let sequence = 0;

/** A new id each call, shaped as the server's (a UUID). */
export function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** A public problem by another user, as lists show it. */
export function buildProblemSummary(overrides: Partial<ProblemSummary> = {}): ProblemSummary {
  return {
    _id: nextId(),
    title: 'Watermelon',
    link: 'https://codeforces.com/problemset/problem/4/A',
    choice: 'public',
    platform: { name: 'Codeforces', rating: 2 },
    tags: ['math'],
    user: otherUser,
    solutionsCount: 3,
    reviewsCount: 2,
    averageRating: 4.5,
    key: 'codeforces:4A',
    siteDifficulty: { scale: 'codeforces', value: 800 },
    myMark: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET /problems/lookup?url=: what the site says about a link (by default Codeforces' 4A, rated
 * 800, shared by nobody yet).
 */
export function buildLookup(overrides: Partial<ProblemLookupResponse> = {}): ProblemLookupResponse {
  return {
    site: 'codeforces',
    key: 'codeforces:4A',
    link: 'https://codeforces.com/problemset/problem/4/A',
    title: 'Watermelon',
    tags: ['brute force', 'math'],
    difficulty: { scale: 'codeforces', value: 800 },
    existing: null,
    ...overrides,
  };
}

/** A public problem by another user, with its statement. */
export function buildProblemDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    ...buildProblemSummary(),
    problemstatement: {
      statement: 'Split $w$ kilos into **two even** parts.',
      input: 'One integer $w$ ($1 \\le w \\le 100$).',
      output: 'Print YES or NO.',
      exampleinput: '8',
      exampleoutput: 'YES',
    },
    updatedAt: '2026-03-04T10:00:00.000Z',
    postsCount: 0,
    ...overrides,
  };
}

/** A problem owned by the signed-in test user. */
export function ownProblemDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return buildProblemDetail({ user: me, ...overrides });
}

/**
 * GET /problem/{id}: the problem (by default `problemId`, by another user) and the viewer's
 * bookmark and review, neither by default.
 */
export function problemResponse(
  problem: ProblemDetail = buildProblemDetail({ _id: problemId }),
  viewer: Partial<Pick<ProblemResponse, 'isBookmarked' | 'viewerHasReviewed'>> = {},
): ProblemResponse {
  // The web reads the counts, never the id lists beside them.
  return {
    problem: { ...problem, solutions: [], reviews: [] },
    isBookmarked: false,
    viewerHasReviewed: false,
    ...viewer,
  };
}

/** A solution of `problemId` by another user, as lists show it. */
export function buildSolution(overrides: Partial<Solution> = {}): Solution {
  return {
    _id: nextId(),
    approach: 'Answer YES when $w$ is even and greater than 2.',
    description: 'Two even parts exist exactly when $w \\ge 4$ and $w$ is even.',
    code: '#include <iostream>\nint main() { int w; std::cin >> w; }',
    language: 'cpp',
    problem: problemId,
    user: otherUser,
    reviewsCount: 0,
    averageRating: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** GET …/solutions/{id}: the solution plus whether the signed-in user has reviewed it. */
export function solutionDetail(
  solution: Solution = buildSolution({ _id: solutionId }),
  viewerHasReviewed = false,
): SolutionDetail {
  return { ...solution, reviews: [], viewerHasReviewed };
}

/** GET /problem/{id}/solutions: one page of the solutions of `problemId`. */
export function solutionsResponse(solutions: Solution[]): z.infer<typeof solutionsResponseSchema> {
  return { solutions, problem: { _id: problemId, title: 'Watermelon' } };
}

/** A review of `problemId` by another user. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: nextId(),
    rating: 4,
    comment: 'Clear statement, nice idea.',
    user: otherUser,
    problem: problemId,
    createdAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export function buildTopUser(overrides: Partial<TopUser> = {}): TopUser {
  return {
    _id: nextId(),
    username: 'jiangly',
    email: 'jiangly@example.com',
    solutionsCount: 12,
    ...overrides,
  };
}

export interface PageHeaders {
  /** X-Total-Count: every item of the list, across all pages. */
  total: number;
  /** X-Total-Capped: the total is a lower bound. */
  capped?: boolean;
  /** X-Next-Cursor; left out on the last page. */
  nextCursor?: string;
}

/** One page of a paged list as the server sends it: the JSON body plus the paging headers. */
export function pagedJson(body: unknown, { total, capped, nextCursor }: PageHeaders): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Total-Count': String(total),
  };
  if (capped) headers['X-Total-Capped'] = 'true';
  if (nextCursor !== undefined) headers['X-Next-Cursor'] = nextCursor;
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/** A dashboard page as the server sends it: a plain array plus the paging headers. */
export function dashboardPage(
  problems: ProblemSummary[],
  { total = problems.length, ...rest }: Partial<PageHeaders> = {},
): Response {
  return pagedJson(problems, { total, ...rest });
}

/** A profile as GET /myprofile/{id} answers it: by default the signed-in user's, filled in. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: testUser._id,
    username: testUser.username,
    email: testUser.email,
    favlanguage: 'C++',
    rating: 3800,
    platform: 'Codeforces',
    gitHub: 'https://github.com/tourist',
    projectslinks: ['https://github.com/tourist/library'],
    skills: ['Graphs', 'DP'],
    collaborator: true,
    location: 'Minsk',
    bio: 'Segment trees and coffee.',
    contribution: 0,
    otherBookMarkedProblems: [{ _id: problemId, title: 'Watermelon' }],
    markCounts: { solved: 0, solvedWithHelp: 0, attempted: 0, todo: 0 },
    // Chosen, as after the first load (lib/time-zone.ts saves the browser's zone when it is null).
    timeZone: 'UTC',
    ...overrides,
  };
}

/** Someone in the chat's user list: by default nobody one has talked to. */
export function buildChatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return { _id: nextId(), username: 'petr', lastMessage: null, unreadCount: 0, ...overrides };
}

/** A stored direct message, by default from the other user to the signed-in one, unread. */
export function buildMessage(overrides: Partial<Message> = {}): Message {
  return {
    _id: nextId(),
    sender: otherUser._id,
    receiver: me._id,
    content: 'Did you solve D?',
    // Local time, so the 24-hour time on screen is the same in every time zone.
    createdAt: new Date(2026, 2, 4, 9, 5).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** A blog by another user, as the list shows it (content an excerpt). */
export function buildBlog(overrides: Partial<BlogSummary> = {}): BlogSummary {
  return {
    _id: nextId(),
    title: 'Segment trees for beginners',
    author: otherUser.username,
    authorId: otherUser._id,
    about: 'Range queries in O(log n)',
    content: 'A segment tree stores sums of ranges.',
    createdAt: '2026-03-04T10:00:00.000Z',
    score: 3,
    myVote: 0,
    commentCount: 2,
    removed: null,
    ...overrides,
  };
}

/** GET /blogs/{id}: the whole blog, by another user unless overridden. */
export function buildBlogDetail(overrides: Partial<BlogDetail> = {}): BlogDetail {
  return {
    ...buildBlog(),
    content: 'A segment tree stores sums of ranges.',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A top-level comment or post by another user, without replies. */
export function buildThreadItem(overrides: Partial<ThreadItem> = {}): ThreadItem {
  return {
    _id: nextId(),
    parentId: null,
    author: otherUser,
    content: 'Nice explanation!',
    score: 0,
    myVote: 0,
    createdAt: '2026-03-05T12:00:00.000Z',
    editedAt: null,
    deleted: false,
    removed: null,
    replies: [],
    ...overrides,
  };
}

/** A notification for the signed-in user: another user replied to them on a blog. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  const id = nextId();
  return {
    _id: nextId(),
    kind: 'reply',
    actor: otherUser,
    target: { kind: 'comment', _id: id, title: 'Segment trees for beginners', url: `/blogs/${id}` },
    createdAt: '2026-03-05T12:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** An open report of another user's comment. */
export function buildReport(overrides: Partial<Report> = {}): Report {
  return {
    _id: nextId(),
    reason: 'Spam link',
    reporter: me,
    createdAt: '2026-03-05T12:00:00.000Z',
    item: {
      kind: 'comment',
      _id: nextId(),
      author: otherUser,
      title: 'Segment trees for beginners',
      excerpt: 'Buy cheap followers at …',
      url: '/blogs/00000000-0000-4000-8000-000000000999',
      removed: false,
    },
    ...overrides,
  };
}

/** An upcoming Codeforces round (2026-03-10 14:35 UTC, 2 hours 30 minutes). */
export function buildContest(overrides: Partial<Contest> = {}): Contest {
  return {
    id: '2100',
    source: 'codeforces',
    name: 'Codeforces Round 1000 (Div. 2)',
    phase: 'BEFORE',
    startTimeSeconds: Date.parse('2026-03-10T14:35:00Z') / 1000,
    durationSeconds: 2 * 3600 + 30 * 60,
    url: 'https://codeforces.com/contests/2100',
    ...overrides,
  };
}

/** A source whose last refresh worked. */
export function freshSource(name: ContestSourceState['name']): ContestSourceState {
  return { name, fetchedAt: '2026-03-10T11:55:00.000Z', stale: false, lastError: null };
}

/** One of the signed-in user's lists, private and empty unless told otherwise. */
export function buildListSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    _id: nextId(),
    name: 'Graphs to learn',
    description: '',
    visibility: 'private',
    owner: me,
    problemCount: 0,
    solvedCount: 0,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A list with its problems; its counts follow them unless told otherwise. */
export function buildListDetail(overrides: Partial<ListDetail> = {}): ListDetail {
  const problems = overrides.problems ?? [];
  return {
    ...buildListSummary(),
    problemCount: problems.length,
    solvedCount: problems.filter(
      (problem) => problem.myMark === 'solved' || problem.myMark === 'solved_with_help',
    ).length,
    problems,
    ...overrides,
  };
}
