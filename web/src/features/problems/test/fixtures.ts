import type { ProblemDetail, ProblemSummary, TopUser } from '@upsolve/contract';
import { json, testUser } from '@/test/render-app.tsx';

export const otherUser = {
  _id: '3f6a2d1c-9b8e-4f7a-a6b5-c4d3e2f1a0b9',
  username: 'petr',
  email: 'petr@example.com',
};

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildSummary(overrides: Partial<ProblemSummary> = {}): ProblemSummary {
  return {
    _id: nextId(),
    title: 'Watermelon',
    link: 'https://codeforces.com/problemset/problem/4/A',
    choice: 'public',
    platform: { name: 'Codeforces', rating: 2 },
    tags: ['math'],
    user: { _id: otherUser._id, username: otherUser.username },
    solutionsCount: 3,
    reviewsCount: 2,
    averageRating: 4.5,
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    ...buildSummary(),
    problemstatement: {
      statement: 'Split $w$ kilos into **two even** parts.',
      input: 'One integer $w$ ($1 \\le w \\le 100$).',
      output: 'Print YES or NO.',
      exampleinput: '8',
      exampleoutput: 'YES',
    },
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A problem owned by the signed-in test user. */
export function ownedDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return buildDetail({ user: { _id: testUser._id, username: testUser.username }, ...overrides });
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
  /** X-Next-Cursor; left out on the last page. */
  nextCursor?: string;
}

/** One page of a paged list as the server sends it: the JSON body plus the paging headers. */
export function pagedJson(body: unknown, { total, nextCursor }: PageHeaders): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Total-Count': String(total),
  };
  if (nextCursor !== undefined) headers['X-Next-Cursor'] = nextCursor;
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/** A dashboard page as the server sends it: a plain array plus the paging headers. */
export function dashboardPage(
  problems: ProblemSummary[],
  { total = problems.length, nextCursor }: Partial<PageHeaders> = {},
): Response {
  return pagedJson(problems, { total, nextCursor });
}

export { json };
