import {
  activityResponseSchema,
  isSolvedMark,
  problemListSchema,
} from '../../contract/src/index.ts';
import type { MarkStatus } from '../../contract/src/index.ts';
import { capture, captureAll } from './checks.ts';
import type { CapturedAnswers } from './checks.ts';
import { platforms } from './data.ts';
import { keyOf, rawHeader } from './http.ts';
import type { BenchRequest } from './http.ts';
import { decoded } from './mixed-check.ts';
import { browserEncodings } from './mixed-reads.ts';
import { dashboardPath, shuffled } from './workload.ts';
import type { ReadPlan, WorkloadInput } from './workload.ts';

/** The reads of issue #26's marks: names as the report's tables show them. */
export const markReadNames = {
  dashboard: 'dashboard, mark filter',
  heatmap: 'profile heatmap, 5,000 marked days',
} as const;

/** The `?mark=` values the bench asks for, and the mark every problem of such a page must carry. */
const markFilters = {
  solved: (mark: MarkStatus | null) => isSolvedMark(mark),
  attempted: (mark: MarkStatus | null) => mark === 'attempted',
  todo: (mark: MarkStatus | null) => mark === 'todo',
  unmarked: (mark: MarkStatus | null) => mark === null,
} as const;
type BenchMarkFilter = keyof typeof markFilters;
const isBenchMarkFilter = (value: string | null): value is BenchMarkFilter =>
  value !== null && Object.hasOwn(markFilters, value);

const sorts = ['newest', 'solved', 'rated'];

/**
 * Each mark alone, then every mark × sort × platform (or any) × difficulty (any, from, up to),
 * shuffled so that neighbours differ: 1,768 distinct filters.
 */
function markedFilters(): Record<string, string>[] {
  const ranges: Record<string, string>[] = [{}];
  for (let rating = 1; rating <= 10; rating += 1) {
    ranges.push({ minRating: String(rating) }, { maxRating: String(rating) });
  }
  const platformChoices: Record<string, string>[] = [
    {},
    ...platforms.map((platform) => ({ platform })),
  ];
  const filters = Object.keys(markFilters).flatMap((mark) =>
    sorts.flatMap((sort) =>
      platformChoices.flatMap((platform) =>
        ranges.map((range) => ({ mark, sort, ...platform, ...range })),
      ),
    ),
  );
  // The plain filter of each mark first: even a smoke run's few requests find every mark.
  const plain = Object.keys(markFilters).map((mark) => ({ mark }));
  return [...plain, ...shuffled(filters, 26)];
}

/** The captured answer's JSON, decompressed as the browser would. */
function capturedJson(request: BenchRequest, answers: CapturedAnswers): unknown {
  const answer = answers.get(keyOf(request));
  if (answer === undefined) throw new Error(`${request.path} was not captured`);
  const text = decoded(answer.body, rawHeader(answer.rawHeaders, 'content-encoding'));
  return JSON.parse(text.toString('utf8'));
}

/**
 * Each marked page must be a problem list whose every problem carries the asked mark, and each
 * mark must find problems somewhere (else the sessions have no marks and the read measures
 * nothing). The rounds then compare every answer with these captured ones.
 */
function checkMarkedPages(requests: readonly BenchRequest[], answers: CapturedAnswers): void {
  const found = new Set<string>();
  for (const request of requests) {
    const mark = new URLSearchParams(request.path.split('?')[1]).get('mark');
    if (!isBenchMarkFilter(mark)) throw new Error(`${request.path} asks for no known mark`);
    const parsed = problemListSchema.safeParse(capturedJson(request, answers));
    if (!parsed.success) {
      throw new Error(`${request.path}: not a problem list: ${parsed.error.message.slice(0, 300)}`);
    }
    const wrong = parsed.data.find((problem) => !markFilters[mark](problem.myMark));
    if (wrong !== undefined) {
      throw new Error(`${request.path} listed ${wrong._id}, marked ${String(wrong.myMark)}`);
    }
    if (parsed.data.length > 0) found.add(mark);
  }
  const missing = Object.keys(markFilters).filter((mark) => !found.has(mark));
  if (missing.length > 0) throw new Error(`No page of the mark filter found ${missing.join(', ')}`);
}

/** Each year's heatmap must be that year's, with days in it: the heavy user solved on each. */
function checkHeatmaps(
  requests: readonly BenchRequest[],
  answers: CapturedAnswers,
  /** The year each request asks for, in the requests' order. */
  years: readonly number[],
): void {
  requests.forEach((request, index) => {
    const parsed = activityResponseSchema.safeParse(capturedJson(request, answers));
    if (!parsed.success) {
      throw new Error(`${request.path}: not an activity: ${parsed.error.message.slice(0, 300)}`);
    }
    const year = years[index];
    if (parsed.data.year !== year || parsed.data.days.length === 0) {
      throw new Error(
        `${request.path} answered ${parsed.data.days.length} days of ${parsed.data.year}`,
      );
    }
  });
}

/**
 * Captures the answers, first `misses` of them one at a time, timed: each is the first ask of its
 * cache entry, so its time is what a miss costs (the rounds after measure mostly hits).
 */
async function loadedAsMisses(
  name: string,
  origin: string,
  requests: readonly BenchRequest[],
  misses: readonly BenchRequest[],
  answers: CapturedAnswers,
): Promise<void> {
  const times: number[] = [];
  for (const request of misses) {
    const started = performance.now();
    await capture(origin, request, answers);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => (sorted[Math.floor(share * (sorted.length - 1))] ?? 0).toFixed(1);
  console.log(
    `  ${name}: ${sorted.length} misses one at a time: median ${at(0.5)} ms, slowest ${at(1)} ms`,
  );
  await captureAll(origin, requests, answers);
}

/**
 * Issue #26's reads, sent as browsers send them (`Accept-Encoding: br, gzip`): the dashboard
 * filtered by the viewer's own marks (every session has some), and the heatmap of the user who
 * solved on 5,000 days, one year at a time, asked by every session. None on a data set without
 * marks. Answers are captured and checked by shape before the rounds compare against them.
 */
export function markReadPlans(input: WorkloadInput, answers: CapturedAnswers): ReadPlan[] {
  const { cookies, variety, origin } = input;
  const marked = input.facts.markedDays;
  if (marked === undefined) return [];
  const get = (path: string, session: number): BenchRequest => ({
    method: 'GET',
    path,
    cookie: cookies[session % cookies.length] ?? '',
    acceptEncoding: browserEncodings,
  });
  const heatmapPairs = shuffled(
    marked.years.flatMap((year) => cookies.map((_, session) => ({ year, session }))),
    27,
  ).slice(0, variety);
  return [
    {
      name: markReadNames.dashboard,
      target: 0.2,
      requests: async () => {
        const requests = markedFilters()
          .slice(0, variety)
          .map((filter, index) => get(dashboardPath(filter), index));
        // Each request is its own entry (the session's scope, its filter): a hundred of them.
        const misses = requests.slice(0, 100);
        await loadedAsMisses(markReadNames.dashboard, origin, requests, misses, answers);
        checkMarkedPages(requests, answers);
        return requests;
      },
    },
    {
      name: markReadNames.heatmap,
      target: 0.2,
      requests: async () => {
        const requests = heatmapPairs.map(({ year, session }) =>
          get(`/api/users/${marked.userId}/activity?year=${year}`, session),
        );
        // An entry per year, shared by every session but the owner: each year's first ask.
        const misses = marked.years.flatMap(
          (year) => requests.find((request) => request.path.endsWith(`year=${year}`)) ?? [],
        );
        await loadedAsMisses(markReadNames.heatmap, origin, requests, misses, answers);
        checkHeatmaps(
          requests,
          answers,
          heatmapPairs.map(({ year }) => year),
        );
        return requests;
      },
    },
  ];
}
