import {
  blogListSchema,
  problemResponseSchema,
  userProblemsResponseSchema,
} from '../../contract/src/index.ts';
import type { ProblemResponse } from '../../contract/src/index.ts';
import { mapConcurrently, send } from './http.ts';
import type { BenchRequest } from './http.ts';
import type { SignedIn } from './sessions.ts';

/** The kinds of write other users make while the mixed workload reads, taken in turn. */
export const writeKinds = ['bookmark', 'review', 'message', 'problem edit', 'vote'] as const;
export type WriteKind = (typeof writeKinds)[number];

/** A problem a writer owns, with what an edit must send back unchanged. */
interface OwnedProblem {
  owner: SignedIn;
  problem: ProblemResponse['problem'];
}

/** A writer and a public problem they neither own nor reviewed: one review they may add. */
interface ReviewSlot {
  writer: SignedIn;
  problemId: string;
}

/**
 * The writes of the mixed workload, made ready on a server before the measured runs, and handed
 * out in a fixed order over every run on one data copy (a review is added once, so the next run
 * goes on with the next slot). Every write touches something the reads show: a bookmark on a read
 * problem (the writer's profile, a read one, lists it), a review on a read problem (its reviews,
 * its page, the lists' counts), a message to a reader (their chat list and conversation), an edit
 * of a writer's own problem (its page and the lists that show it), a vote on a blog of the blog
 * list's first page (its score there and on its page).
 */
export interface WritePlan {
  /** The problems the writes touch, which the reads must include. */
  problemIds: string[];
  /** The blogs the votes go to, which the reads must include. */
  blogIds: string[];
  next: () => { kind: WriteKind; request: BenchRequest };
}

/** The item at `index`, counted round: the lists it is used on are never empty. */
function turnOf<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('An empty list has no turns');
  return item;
}

async function getJson(origin: string, path: string, writer: SignedIn): Promise<unknown> {
  const answer = await send(origin, { method: 'GET', path, cookie: writer.cookie });
  if (answer.status !== 200) {
    throw new Error(`Preparing the writes: GET ${path} answered ${answer.status}`);
  }
  return JSON.parse(answer.body.toString('utf8'));
}

/** Each writer's own public problems, as their profile lists them (first page). */
async function ownedProblems(origin: string, writers: readonly SignedIn[]) {
  const perWriter = await mapConcurrently(writers, 4, async (writer) => {
    const listed = userProblemsResponseSchema.parse(
      await getJson(origin, `/api/myprofile/${writer.userId}/problems`, writer),
    );
    return mapConcurrently(listed.problems.slice(0, 5), 2, async (summary) => {
      const detail = problemResponseSchema.parse(
        await getJson(origin, `/api/problem/${summary._id}`, writer),
      );
      return { owner: writer, problem: detail.problem } satisfies OwnedProblem;
    });
  });
  return perWriter.flat();
}

/** `count` review slots on `problemIds`, each checked through the problem's page as its writer. */
async function reviewSlots(
  origin: string,
  writers: readonly SignedIn[],
  problemIds: readonly string[],
  count: number,
): Promise<ReviewSlot[]> {
  const candidates = problemIds.map((problemId, index) => ({
    writer: turnOf(writers, index),
    problemId,
  }));
  const checked = await mapConcurrently(candidates.slice(0, count * 2), 4, async (slot) => {
    const page = problemResponseSchema.parse(
      await getJson(origin, `/api/problem/${slot.problemId}`, slot.writer),
    );
    const open = !page.viewerHasReviewed && page.problem.user._id !== slot.writer.userId;
    return open ? slot : null;
  });
  const slots = checked.filter((slot): slot is ReviewSlot => slot !== null).slice(0, count);
  if (slots.length < count) throw new Error(`Only ${slots.length} of ${count} review slots found`);
  return slots;
}

/**
 * Blogs of the blog list's first page (newest first, as readers see it) that no writer wrote, so
 * that every writer may vote on each (blog-data.ts: the bench's sessions never wrote a blog).
 */
async function votedBlogs(origin: string, writers: readonly SignedIn[]): Promise<string[]> {
  const [first] = writers;
  if (first === undefined) throw new Error('The mixed workload needs writers');
  const writerIds = new Set(writers.map((writer) => writer.userId));
  const listed = blogListSchema.parse(await getJson(origin, '/api/blogs', first));
  const blogIds = listed
    .filter((blog) => blog.authorId !== null && !writerIds.has(blog.authorId))
    .map((blog) => blog._id)
    .slice(0, 25);
  if (blogIds.length === 0) throw new Error('The blog list shows no blog the writers may vote on');
  return blogIds;
}

export interface WritePlanInput {
  origin: string;
  writers: readonly SignedIn[];
  readers: readonly SignedIn[];
  /** Public problems the reads show; bookmarks and reviews go to them. */
  sampleProblemIds: readonly string[];
  /** Reviews the runs will add in all (each needs a slot of its own). */
  reviews: number;
}

function post(writer: SignedIn, path: string, body?: unknown): BenchRequest {
  return {
    method: 'POST',
    path,
    cookie: writer.cookie,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The body of PUT …/updateproblem: the problem as it is, with `title` instead of its own. */
function editBody(problem: OwnedProblem['problem'], title: string) {
  return {
    title,
    link: problem.link,
    problemstatement: problem.problemstatement,
    platform: problem.platform,
    tags: problem.tags,
  };
}

/** Finds what each kind of write needs on `origin` (which it warms: not the measured server). */
export async function prepareWrites(input: WritePlanInput): Promise<WritePlan> {
  const { origin, writers, readers, sampleProblemIds } = input;
  if (writers.length === 0) throw new Error('The mixed workload needs writers');
  const owned = await ownedProblems(origin, writers);
  if (owned.length === 0) throw new Error('No writer owns a public problem to edit');
  // Reviews take problems from the front of the sample, bookmarks from the back: apart.
  const slots = await reviewSlots(origin, writers, sampleProblemIds, input.reviews);
  const bookmarked = sampleProblemIds.slice(-Math.min(50, sampleProblemIds.length));
  const voted = await votedBlogs(origin, writers);
  const made: Record<WriteKind, number> = {
    bookmark: 0,
    review: 0,
    message: 0,
    'problem edit': 0,
    vote: 0,
  };
  let turn = 0;
  const make = (kind: WriteKind, index: number): BenchRequest => {
    const writer = turnOf(writers, index);
    if (kind === 'bookmark') {
      // Added, then removed at the next turn: every bookmark write succeeds, run after run.
      const problemId = turnOf(bookmarked, Math.floor(index / 2));
      return post(writer, `/api/${index % 2 === 0 ? '' : 'un'}bookmark/${problemId}`);
    }
    if (kind === 'review') {
      const slot = slots[index];
      if (slot === undefined) throw new Error(`More reviews than the ${slots.length} prepared`);
      const body = { rating: 1 + (index % 5), comment: `Bench review ${index}: neat reduction.` };
      return post(slot.writer, `/api/problem/${slot.problemId}/addreview`, body);
    }
    if (kind === 'vote') {
      // +1, then −1 by the same writer on the same blog at the next turn: every vote moves the
      // blog's score (and its author's contribution), run after run.
      const pair = Math.floor(index / 2);
      const blogId = turnOf(voted, pair);
      return {
        method: 'PUT',
        path: `/api/votes/blog/${blogId}`,
        cookie: turnOf(writers, pair).cookie,
        body: JSON.stringify({ value: index % 2 === 0 ? 1 : -1 }),
      };
    }
    if (kind === 'message') {
      const reader = turnOf(readers, index);
      const body = { content: `Bench message ${index}: shall we upsolve E?` };
      return post(writer, `/api/messages/send/${reader.userId}`, body);
    }
    const target = turnOf(owned, index);
    // Edited back and forth, so that titles stay as the data set's searches expect them.
    const edited = Math.floor(index / owned.length) % 2 === 0;
    const title = edited ? `${target.problem.title} (edited)` : target.problem.title;
    return {
      method: 'PUT',
      path: `/api/problem/${target.problem._id}/updateproblem`,
      cookie: target.owner.cookie,
      body: JSON.stringify(editBody(target.problem, title)),
    };
  };
  return {
    problemIds: [
      ...new Set([
        ...owned.map((entry) => entry.problem._id),
        ...slots.map((slot) => slot.problemId),
        ...bookmarked,
      ]),
    ],
    blogIds: voted,
    next: () => {
      const kind = writeKinds[turn % writeKinds.length] ?? 'bookmark';
      turn += 1;
      const request = make(kind, made[kind]);
      made[kind] += 1;
      return { kind, request };
    },
  };
}
