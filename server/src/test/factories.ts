import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { isSolvedMark } from '@upsolve/contract';
import type { MarkStatus, Role, SolutionLanguage, Visibility } from '@upsolve/contract';
import {
  bookmarks,
  collaborations,
  marks,
  problemColumns,
  problems,
  reviews,
  solutions,
  users,
} from '../db/schema/index.ts';
import type { ProblemRecord, ReviewRow, SolutionRow } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { problemKeyOf } from '../lib/problem-keys.ts';
import { sessionCookieName } from '../plugins/session.ts';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  /** None: a test that needs a role grants it (admin/roles.ts), as `npm run admin` does. */
  roles: readonly Role[];
  /** The plain password, for signing in. */
  password: string;
}

export interface UserOverrides {
  username?: string;
  email?: string;
  password?: string;
}

/** A well-formed id that no row has: answered like any unknown id. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

let sequence = 0;

/** A unique, valid username (3..32 of [A-Za-z0-9_.-]). */
export function uniqueUsername(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${sequence}_${randomBytes(4).toString('hex')}`.slice(0, 32);
}

/**
 * Each password's argon2id hash, made once per test file: hashing costs tens of milliseconds by
 * design, and files that make many users would spend most of their time on it.
 */
const passwordHashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (hash === undefined) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** Inserts a user straight into the database (with a real argon2id hash). */
export async function buildUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  const username = overrides.username ?? uniqueUsername();
  const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const [row] = await db
    .insert(users)
    .values({ username, email, passwordHash: await hashOnce(password) })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('buildUser: the insert returned no row');
  return { id: row.id, username, email, password, roles: [] };
}

/** The `name=value` of the session cookie a response set, or null. */
export function sessionCookieFrom(
  setCookie: string | string[] | number | undefined,
): string | null {
  const headers = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')];
  for (const header of headers) {
    const pair = header.split(';', 1)[0] ?? '';
    if (pair.startsWith(`${sessionCookieName}=`) && pair !== `${sessionCookieName}=`) return pair;
  }
  return null;
}

/** Signs the user in over HTTP and returns the Cookie header value for later requests. */
export async function signInAs(
  app: App,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`signInAs: sign-in answered ${response.statusCode}: ${response.body}`);
  }
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  if (cookie === null) throw new Error('signInAs: sign-in set no session cookie');
  return cookie;
}

export interface ProblemOverrides {
  title?: string;
  link?: string;
  visibility?: Visibility;
  statement?: string;
  inputFormat?: string;
  outputFormat?: string;
  exampleInput?: string;
  exampleOutput?: string;
  platformName?: string;
  difficulty?: number;
  tags?: string[];
  createdAt?: Date;
  /** Null (the default) as for a problem saved before keys existed. */
  key?: string | null;
  siteDifficultyScale?: 'codeforces' | 'atcoder' | 'leetcode' | null;
  siteDifficultyValue?: number | null;
}

/** Inserts a problem owned by `owner` (public unless told otherwise). */
export async function buildProblem(
  db: Database,
  owner: Pick<TestUser, 'id'>,
  overrides: ProblemOverrides = {},
): Promise<ProblemRecord> {
  sequence += 1;
  const [row] = await db
    .insert(problems)
    .values({
      ownerId: owner.id,
      title: `Problem ${sequence}`,
      link: `https://codeforces.com/problemset/problem/${sequence}/A`,
      statement: 'Given $n$ integers $a_1, \\ldots, a_n$, print their sum.',
      inputFormat: 'The first line holds $n$ ($1 \\le n \\le 10^5$).',
      outputFormat: 'Print one integer.',
      exampleInput: '3\n1 2 3',
      exampleOutput: '6',
      platformName: 'Codeforces',
      difficulty: 3,
      ...overrides,
    })
    .returning(problemColumns);
  if (row === undefined) throw new Error('buildProblem: the insert returned no row');
  return row;
}

export interface SolutionOverrides {
  approach?: string;
  description?: string;
  code?: string;
  language?: SolutionLanguage;
  createdAt?: Date;
}

/** Inserts a solution to `problem` by `author` (null: an author whose account is gone). */
export async function buildSolution(
  db: Database,
  problem: Pick<ProblemRecord, 'id'>,
  author: Pick<TestUser, 'id'> | null,
  overrides: SolutionOverrides = {},
): Promise<SolutionRow> {
  const [row] = await db
    .insert(solutions)
    .values({
      problemId: problem.id,
      authorId: author?.id ?? null,
      approach: 'Prefix sums.',
      description: 'Accumulate the values once, then answer each query in $O(1)$.',
      code: 'int main() { return 0; }',
      language: 'cpp',
      ...overrides,
    })
    .returning();
  if (row === undefined) throw new Error('buildSolution: the insert returned no row');
  return row;
}

export type ReviewTarget = { problemId: string } | { solutionId: string };

export interface ReviewOverrides {
  rating?: number;
  comment?: string;
  createdAt?: Date;
}

/** Inserts a review of a problem or a solution by `author`. */
export async function buildReview(
  db: Database,
  target: ReviewTarget,
  author: Pick<TestUser, 'id'> | null,
  overrides: ReviewOverrides = {},
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values({
      ...target,
      authorId: author?.id ?? null,
      rating: 4,
      comment: 'Clear statement and a neat idea.',
      ...overrides,
    })
    .returning();
  if (row === undefined) throw new Error('buildReview: the insert returned no row');
  return row;
}

/** Bookmarks `problem` for `user`. */
export async function buildBookmark(
  db: Database,
  user: Pick<TestUser, 'id'>,
  problem: Pick<ProblemRecord, 'id'>,
  createdAt?: Date,
): Promise<void> {
  await db.insert(bookmarks).values({ userId: user.id, problemId: problem.id, createdAt });
}

export interface MarkOverrides {
  /** Solved unless told otherwise. */
  status?: MarkStatus;
  /** When it became solved (solved marks only; now unless told). */
  solvedAt?: Date;
  /** The canonical key it is stored under; a fresh one unless told. */
  problemKey?: string;
}

/**
 * Marks a problem key for `user` straight in the table, as the marks routes store it: a solved
 * mark (solved or solved with help) carries `solvedAt`, any other none.
 */
export async function buildKeyMark(
  db: Database,
  user: Pick<TestUser, 'id'>,
  overrides: MarkOverrides = {},
): Promise<void> {
  sequence += 1;
  const status = overrides.status ?? 'solved';
  await db.insert(marks).values({
    userId: user.id,
    problemKey: overrides.problemKey ?? `test:mark-${sequence}`,
    status,
    solvedAt: isSolvedMark(status) ? (overrides.solvedAt ?? new Date()) : null,
  });
}

/**
 * Marks `problem` for `user` straight in the database, under the key the API would use (its key,
 * else its link's), solved ones solved at `solvedAt` (now by default).
 */
export async function buildMark(
  db: Database,
  user: Pick<TestUser, 'id'>,
  problem: Pick<ProblemRecord, 'id' | 'key' | 'link'>,
  status: MarkStatus,
  solvedAt: Date = new Date(),
): Promise<void> {
  const problemKey = problem.key ?? problemKeyOf(problem.link)?.key ?? `problem:${problem.id}`;
  await db.insert(marks).values({
    userId: user.id,
    problemKey,
    status,
    solvedAt: isSolvedMark(status) ? solvedAt : null,
  });
}

/**
 * An invitation from `sender` that `recipient` accepted, without the conversation an accepted
 * invitation opens through the API: the two are collaborators, so neither's first message to the
 * other is a message request.
 */
export async function buildCollaboration(
  db: Database,
  sender: Pick<TestUser, 'id'>,
  recipient: Pick<TestUser, 'id'>,
): Promise<void> {
  await db.insert(collaborations).values({
    senderId: sender.id,
    recipientId: recipient.id,
    projectDetails: 'Training for ICPC regionals',
    status: 'accepted',
    answeredAt: new Date(),
  });
}

/** A problem's counters as the database keeps them (triggers of migration 0002_counters). */
export async function problemCounters(db: Database, problemId: string) {
  const [row] = await db
    .select({
      solutionsCount: problems.solutionsCount,
      reviewsCount: problems.reviewsCount,
      ratingSum: problems.ratingSum,
      avgRating: problems.avgRating,
    })
    .from(problems)
    .where(eq(problems.id, problemId));
  return row;
}

/** A solution's counters as the database keeps them. */
export async function solutionCounters(db: Database, solutionId: string) {
  const [row] = await db
    .select({
      reviewsCount: solutions.reviewsCount,
      ratingSum: solutions.ratingSum,
      avgRating: solutions.avgRating,
    })
    .from(solutions)
    .where(eq(solutions.id, solutionId));
  return row;
}
