import { solutionMessages } from '../../contract/src/solutions.ts';
import { platforms, skillWords, titleWords } from './data.ts';
import type { DatasetFacts } from './facts.ts';
import { capture, createdWith } from './checks.ts';
import type { CapturedAnswers } from './checks.ts';
import { rawHeader } from './http.ts';
import type { BenchRequest } from './http.ts';
import type { AnswerCheck } from './load.ts';
import { seededRandom } from './random.ts';

/** A read the bench measures against the bare server, with its target ratio (null: none). */
export interface ReadWorkload {
  name: string;
  target: number | null;
  requests: BenchRequest[];
}

/** A read whose requests are made only when it is measured (some need requests of their own). */
export interface ReadPlan {
  name: string;
  target: number | null;
  requests: () => Promise<BenchRequest[]>;
}

export interface WriteWorkload {
  name: string;
  requests: BenchRequest[];
  check: AnswerCheck;
}

export interface WorkloadInput {
  origin: string;
  facts: DatasetFacts;
  /** Session cookies of signed-in bench users; request i is sent by session i mod count. */
  cookies: readonly string[];
  /** At most this many distinct ids, searches, filters or cursors per read. */
  variety: number;
}

const sorts = ['newest', 'solved', 'rated'];
/** How many pages past the first the deep-cursor read follows X-Next-Cursor. */
const deepestPage = 5;

/** The same order on every run, but no two neighbours alike: a seeded shuffle. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  return items
    .map((item) => ({ item, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
}

export function dashboardPath(params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query === '' ? '/api/dashboard' : `/api/dashboard?${query}`;
}

/** Difficulty ranges the filter offers: any, from, up to, and every from–to pair. */
function ratingRanges(): Record<string, string>[] {
  const ranges: Record<string, string>[] = [{}];
  for (let min = 1; min <= 10; min += 1) {
    ranges.push({ minRating: String(min) }, { maxRating: String(min) });
    for (let max = min; max <= 10; max += 1) {
      ranges.push({ minRating: String(min), maxRating: String(max) });
    }
  }
  return ranges;
}

/** Every platform × difficulty range × sort: over 1,300 distinct filters. */
export function platformFilters(): Record<string, string>[] {
  const filters = platforms.flatMap((platform) =>
    ratingRanges().flatMap((range) => sorts.map((sort) => ({ platform, ...range, sort }))),
  );
  return shuffled(filters, 1);
}

/** Pairs of title words ("Grid Paths") and a word with a number's beginning ("Grid 7"). */
export function searchTerms(): string[] {
  const pairs = titleWords.flatMap((first) => titleWords.map((second) => `${first} ${second}`));
  const numbered = titleWords.flatMap((word) =>
    Array.from({ length: 13 }, (_, number) => `${word} ${number + 1}`),
  );
  return shuffled([...pairs, ...numbered], 2);
}

/**
 * Collaborator searches: part of a username ("user_12" finds bench_user_12, bench_user_120, ...),
 * a skill's word, and a skill filter with the collaborator flag; over 1,000 distinct.
 */
function userSearches(users: number): string[] {
  const names = Array.from({ length: Math.max(users, 1_000) }, (_, number) =>
    new URLSearchParams({ query: `user_${number}` }).toString(),
  );
  const skills = skillWords.flatMap((skill) => [
    new URLSearchParams({ query: skill.split(' ')[0]?.toLowerCase() ?? skill }).toString(),
    new URLSearchParams({ query: 'user_1', skill, collaborator: 'true' }).toString(),
  ]);
  return shuffled([...names, ...skills], 3);
}

/** `path` with its query's `cursor` set to `cursor` (added last when it had none). */
function withCursor(path: string, cursor: string): string {
  const [pathname = '', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('cursor', cursor);
  return `${pathname}?${params.toString()}`;
}

/**
 * Up to `count` pages after `first`, reached as the web app reaches them: by following
 * X-Next-Cursor from each page to the next. The walk captures every page on the way.
 */
export async function nextPages(
  origin: string,
  first: BenchRequest,
  count: number,
  answers: CapturedAnswers,
): Promise<BenchRequest[]> {
  const found: BenchRequest[] = [];
  let request = first;
  for (let page = 1; page <= count; page += 1) {
    const answer = await capture(origin, request, answers);
    const cursor = rawHeader(answer.rawHeaders, 'x-next-cursor');
    if (cursor === undefined) break;
    request = { ...request, path: withCursor(request.path, cursor) };
    found.push(request);
  }
  return found;
}

/** Pages 2 to 6 of many sorted and filtered lists, each list walked from its first page. */
export async function deepCursorPages(
  input: WorkloadInput,
  answers: CapturedAnswers,
): Promise<BenchRequest[]> {
  const starts = [...sorts.map((sort) => ({ sort })), ...platformFilters()];
  const walk = (params: Record<string, string>, chain: number) => {
    const cookie = input.cookies[chain % input.cookies.length] ?? '';
    const first: BenchRequest = { method: 'GET', path: dashboardPath(params), cookie };
    return nextPages(input.origin, first, deepestPage, answers);
  };
  // Four lists at a time, in a fixed order, until there are enough pages: the same pages each run.
  const pages: BenchRequest[] = [];
  for (let first = 0; first < starts.length && pages.length < input.variety; first += 4) {
    const group = starts.slice(first, first + 4);
    const walked = await Promise.all(group.map((params, offset) => walk(params, first + offset)));
    pages.push(...walked.flat());
  }
  return pages.slice(0, input.variety);
}

/** The reads of the bench, in the order they are measured and reported. */
export function readPlans(input: WorkloadInput, answers: CapturedAnswers): ReadPlan[] {
  const { cookies, variety } = input;
  const get = (path: string, index: number): BenchRequest => ({
    method: 'GET',
    path,
    cookie: cookies[index % cookies.length] ?? '',
  });
  const ids = input.facts.sampleProblemIds.slice(0, variety);
  const perId = (suffix: string) => async () =>
    ids.map((id, index) => get(`/api/problem/${id}${suffix}`, index));
  const perSession = (path: string, acceptEncoding?: string) => async () =>
    cookies.map((_, index) => ({ ...get(path, index), acceptEncoding }));
  return [
    { name: 'dashboard, first page', target: 0.4, requests: perSession('/api/dashboard') },
    {
      name: 'dashboard, first page, compressed',
      target: null,
      requests: perSession('/api/dashboard', 'gzip, deflate, br'),
    },
    {
      name: 'dashboard, search',
      target: 0.2,
      requests: async () =>
        searchTerms()
          .slice(0, variety)
          .map((q, index) => get(dashboardPath({ q }), index)),
    },
    {
      name: 'dashboard, platform filter',
      target: 0.2,
      requests: async () =>
        platformFilters()
          .slice(0, variety)
          .map((filter, index) => get(dashboardPath(filter), index)),
    },
    {
      name: 'dashboard, deep cursor page',
      target: 0.2,
      requests: () => deepCursorPages(input, answers),
    },
    { name: 'problem', target: 0.2, requests: perId('') },
    { name: 'problem solutions', target: 0.2, requests: perId('/solutions') },
    { name: 'problem reviews', target: 0.2, requests: perId('/reviews') },
    { name: 'top users', target: 0.2, requests: perSession('/api/top-users') },
    {
      name: 'profile',
      target: 0.2,
      requests: async () =>
        input.facts.sampleUserIds
          .slice(0, variety)
          .map((id, index) => get(`/api/myprofile/${id}`, index + 1)),
    },
    {
      name: 'collaborator search',
      target: 0.2,
      requests: async () =>
        userSearches(input.facts.users)
          .slice(0, variety)
          .map((query, index) => get(`/api/searchuser?${query}`, index)),
    },
    { name: 'check-auth', target: 0.2, requests: perSession('/api/check-auth') },
    { name: 'blog list', target: 0.2, requests: perSession('/api/blogs') },
    {
      name: 'blog',
      target: 0.2,
      requests: async () =>
        input.facts.sampleBlogIds
          .slice(0, variety)
          .map((id, index) => get(`/api/blogs/${id}`, index)),
    },
    {
      name: 'blog with 500 comments, first page',
      target: 0.2,
      requests: perSession(`/api/blogs/${input.facts.popularBlogId}/comments`),
    },
    {
      name: 'discussion with 1,000 posts, first page',
      target: 0.2,
      requests: perSession(`/api/problem/${input.facts.popularProblemId}/discussion`),
    },
  ];
}

/** A public problem as the bench writes it (adding one, or editing it back and forth). */
export function benchProblemBody(problem: {
  title: string;
  link: string;
  platform: string;
  rating: number;
}) {
  return {
    title: problem.title,
    link: problem.link,
    choice: 'public',
    problemstatement: {
      statement: 'Count the pairs whose sum is even.',
      input: 'One line with n.',
      output: 'One integer.',
      exampleinput: '3',
      exampleoutput: '1',
    },
    platform: { name: problem.platform, rating: problem.rating },
    tags: ['math'],
  };
}

/** How many distinct bodies each write cycles through (titles and problems differ). */
const writeVariety = 1_000;

/** The writes of the bench: adding problems, and adding solutions to sampled problems. */
export function writeWorkloads(input: WorkloadInput): WriteWorkload[] {
  const { cookies, facts } = input;
  const cookieOf = (index: number) => cookies[index % cookies.length] ?? '';
  const addProblem = Array.from({ length: writeVariety }, (_, index) => ({
    method: 'POST' as const,
    path: '/api/addproblem',
    cookie: cookieOf(index),
    body: JSON.stringify(
      benchProblemBody({
        title: `Bench write ${index}`,
        link: `https://codeforces.com/problemset/problem/${index + 1}/B`,
        platform: platforms[index % platforms.length] ?? 'Codeforces',
        rating: 1 + (index % 10),
      }),
    ),
  }));
  const ids = facts.sampleProblemIds;
  const addSolution = Array.from({ length: writeVariety }, (_, index) => ({
    method: 'POST' as const,
    path: `/api/problem/${ids[index % ids.length]}/addsolution`,
    cookie: cookieOf(index),
    body: JSON.stringify({
      approach: `Prefix sums (bench write ${index}).`,
      description: 'Each query is answered in constant time after a linear pass.',
      code: 'int main() { return 0; }',
      language: 'cpp',
    }),
  }));
  return [
    { name: 'vote', requests: votes(input), check: votedOk },
    {
      name: 'add a problem',
      requests: addProblem,
      check: createdWith('Problem created successfully'),
    },
    { name: 'add a solution', requests: addSolution, check: createdWith(solutionMessages.added) },
  ];
}

/** A vote answers 200 with the item's score and the voter's vote. */
const votedOk: AnswerCheck = (_index, status, body) =>
  status === 200 && body.includes('"myVote"') ? null : `answered ${status}: ${body.slice(0, 300)}`;

/**
 * Votes on blogs nobody of the bench's sessions wrote (blog-data.ts): each session votes +1, then
 * −1 on the same blog, then moves to the next, so every vote moves a score and a contribution.
 */
function votes(input: WorkloadInput): BenchRequest[] {
  const { cookies, facts } = input;
  const sessions = Math.max(1, cookies.length);
  return Array.from({ length: writeVariety }, (_, index) => {
    const round = Math.floor(index / sessions);
    const blogId = facts.sampleBlogIds[Math.floor(round / 2) % facts.sampleBlogIds.length] ?? '';
    return {
      method: 'PUT' as const,
      path: `/api/votes/blog/${blogId}`,
      cookie: cookies[index % sessions] ?? '',
      body: JSON.stringify({ value: round % 2 === 0 ? 1 : -1 }),
    };
  });
}
