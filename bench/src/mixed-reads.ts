import {
  blogListSchema,
  blogResponseSchema,
  chatUsersResponseSchema,
  conversationResponseSchema,
  problemListSchema,
  problemResponseSchema,
  profileResponseSchema,
  reviewListSchema,
  solutionsResponseSchema,
  topUsersResponseSchema,
  unreadCountResponseSchema,
} from '../../contract/src/index.ts';
import type { CapturedAnswers } from './checks.ts';
import type { BenchRequest } from './http.ts';
import type { SignedIn } from './sessions.ts';
import {
  dashboardPath,
  deepCursorPages,
  platformFilters,
  searchTerms,
  shuffled,
} from './workload.ts';
import type { DatasetFacts } from './facts.ts';

/** What a browser sends with every request, in the order Chromium lists them. */
export const browserEncodings = 'br, gzip';

/** A contract schema, as the checks use it (zod's `safeParse`). */
export interface AnswerSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { message: string } };
}

/** The shape each kind of read answers with: an answer is checked against it, not byte for byte. */
export const answerSchemas = {
  'dashboard, first page': problemListSchema,
  'dashboard, search': problemListSchema,
  'dashboard, filter': problemListSchema,
  'dashboard, cursor page': problemListSchema,
  problem: problemResponseSchema,
  'problem solutions': solutionsResponseSchema,
  'problem reviews': reviewListSchema,
  profile: profileResponseSchema,
  'top users': topUsersResponseSchema,
  'chat list': chatUsersResponseSchema,
  'chat, a conversation': conversationResponseSchema,
  'chat, unread count': unreadCountResponseSchema,
  'blog list': blogListSchema,
  blog: blogResponseSchema,
} satisfies Record<string, AnswerSchema>;

export type ReadKind = keyof typeof answerSchemas;

/** One read of the mixed workload: the request and the kind of answer it must get. */
export interface MixedRead {
  kind: ReadKind;
  request: BenchRequest;
}

/** How many requests of each kind the mixed list holds (reads of one URL by many sessions too). */
export interface MixedReadCounts {
  /** The dashboard's first page, the most common request: this many times over the sessions. */
  firstPage: number;
  searches: number;
  filters: number;
  cursorPages: number;
  problems: number;
  solutions: number;
  reviews: number;
  profiles: number;
  /** The blog list's first page, over the sessions. */
  blogLists: number;
  /** Blog pages, the voted blogs first. */
  blogs: number;
}

export interface MixedReadInput {
  origin: string;
  facts: DatasetFacts;
  /** The readers' sessions: request i is sent by reader i mod count. */
  readers: readonly SignedIn[];
  /** The writers' user ids: their profiles and conversations with readers are read too. */
  writerIds: readonly string[];
  /** Problems the writers change (edits, reviews, bookmarks): read more than the others. */
  writtenProblemIds: readonly string[];
  /** Blogs the writers vote on: their pages are read first. */
  votedBlogIds: readonly string[];
  counts: MixedReadCounts;
}

/** `count` items taken in turn from `items`, from the first again when there are fewer. */
function cycle<T>(items: readonly T[], count: number): T[] {
  const taken: T[] = [];
  for (let index = 0; taken.length < count && items.length > 0; index += 1) {
    const item = items[index % items.length];
    if (item !== undefined) taken.push(item);
  }
  return taken;
}

/**
 * The mixed workload's reads, shuffled (seeded) so that kinds and sessions interleave as many
 * users' browsing does: dashboard pages, searches, filters, cursor pages (found by following
 * X-Next-Cursor on `origin`, which captures those pages), problems with their solutions and
 * reviews, profiles, the blog list and blogs, top users and each reader's chat. Every request asks
 * for br or gzip.
 */
export async function mixedReads(
  input: MixedReadInput,
  answers: CapturedAnswers,
): Promise<MixedRead[]> {
  const { readers, counts, facts } = input;
  let sent = 0;
  // Each request goes to the next reader in turn, so every session reads every kind.
  const read = (kind: ReadKind, path: string): MixedRead => {
    const reader = readers[sent % readers.length];
    sent += 1;
    const cookie = reader?.cookie ?? '';
    return { kind, request: { method: 'GET', path, cookie, acceptEncoding: browserEncodings } };
  };
  const cookies = readers.map((reader) => reader.cookie);
  const cursorPages = await deepCursorPages(
    { origin: input.origin, facts, cookies, variety: counts.cursorPages },
    answers,
  );
  // The problems writers touch come first: each is read, so every write changes something read.
  const problemIds = [...input.writtenProblemIds, ...facts.sampleProblemIds];
  const userIds = [...input.writerIds, ...facts.sampleUserIds];
  const blogIds = [...input.votedBlogIds, ...facts.sampleBlogIds];
  const reads: MixedRead[] = [
    ...cycle(['/api/dashboard'], counts.firstPage).map((path) =>
      read('dashboard, first page', path),
    ),
    ...cycle(searchTerms(), counts.searches).map((q) =>
      read('dashboard, search', dashboardPath({ q })),
    ),
    ...cycle(platformFilters(), counts.filters).map((filter) =>
      read('dashboard, filter', dashboardPath(filter)),
    ),
    // Each page keeps the session that walked to it: its cursor came from that session's list.
    ...cursorPages.map((page) => ({
      kind: 'dashboard, cursor page' as const,
      request: { ...page, acceptEncoding: browserEncodings },
    })),
    ...cycle(problemIds, counts.problems).map((id) => read('problem', `/api/problem/${id}`)),
    ...cycle(problemIds, counts.solutions).map((id) =>
      read('problem solutions', `/api/problem/${id}/solutions`),
    ),
    ...cycle(problemIds, counts.reviews).map((id) =>
      read('problem reviews', `/api/problem/${id}/reviews`),
    ),
    ...cycle(userIds, counts.profiles).map((id) => read('profile', `/api/myprofile/${id}`)),
    ...cycle(['/api/blogs'], counts.blogLists).map((path) => read('blog list', path)),
    ...cycle(blogIds, counts.blogs).map((id) => read('blog', `/api/blogs/${id}`)),
  ];
  // Every reader once: the leaderboard, their chat list, their unread count, and a conversation
  // with a writer (whose messages to them the writes add).
  readers.forEach((reader, index) => {
    const get = (kind: ReadKind, path: string): MixedRead => ({
      kind,
      request: { method: 'GET', path, cookie: reader.cookie, acceptEncoding: browserEncodings },
    });
    const writerId = input.writerIds[index % input.writerIds.length] ?? '';
    reads.push(
      get('top users', '/api/top-users'),
      get('chat list', '/api/messages/users'),
      get('chat, unread count', '/api/messages/unread'),
      get('chat, a conversation', `/api/messages/${writerId}`),
    );
  });
  return shuffled(reads, 4);
}

/** How many distinct URLs `reads` asks for (the same URL from two sessions counts once). */
export function distinctUrls(reads: readonly MixedRead[]): number {
  return new Set(reads.map((entry) => entry.request.path)).size;
}
