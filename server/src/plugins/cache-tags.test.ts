import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventType } from '../lib/events/catalog.ts';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { heardEvent } from '../test/events.ts';
import { validProblemBody, validReview, validSolution } from '../test/fixtures.ts';
import { cachedFor, readAs } from '../test/cache-reads.ts';
import { useTestApp, useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';

/**
 * Each write drops exactly what it changed (lib/cache-tags.ts): the read that shows the change
 * answers it at once, on the node that took the write and on another node once it heard the
 * event, and a read the write did not touch still comes from the cache (`X-Cache: hit`), never
 * dropped: a dropped answer that was read lately is read again at once (plugins/cache-reload.ts),
 * which could store it again before the test reads it, so the drops themselves are watched too.
 */

const redisUrl = process.env.TEST_REDIS_URL;

interface Scene {
  writer: Actor;
  reader: Actor;
  /** Reads what the others change, from the cache when it may. */
  observer: Actor;
  /** A problem of platform AtCoder, public, the writer's. */
  problemId: string;
  /** The writer's solution of it. */
  solutionId: string;
  /** Another public problem, of platform Codeforces. */
  otherProblemId: string;
  /** Two blogs of the writer's. */
  blogId: string;
  otherBlogId: string;
}

interface Case {
  name: string;
  event: EventType;
  write: (write: TestApp, scene: Scene) => Promise<number>;
  /** A read that shows the change, and what it shows once the change is seen. */
  changed: (scene: Scene) => { url: string; shows: (body: string) => boolean };
  /** A read the write must leave cached. */
  untouched: (scene: Scene) => string;
}

/** The reader reviews the writer's problem. */
const reviewProblem: Case['write'] = async (t, { reader, problemId }) =>
  (await callAs(t, reader, 'POST', `/api/problem/${problemId}/addreview`, validReview)).statusCode;

/** The problem's reviews, once they show the reader's. */
const reviewsShowIt: Case['changed'] = ({ problemId }) => ({
  url: `/api/problem/${problemId}/reviews`,
  shows: (body) => body.includes(validReview.comment),
});

const cases: Case[] = [
  {
    name: 'a bookmark shows on the saver’s profile and leaves the dashboard cached',
    event: 'bookmark.changed',
    write: async (t, { reader, problemId }) =>
      (await callAs(t, reader, 'POST', `/api/bookmark/${problemId}`)).statusCode,
    changed: ({ reader, problemId }) => ({
      url: `/api/myprofile/${reader.user.id}`,
      shows: (body) => body.includes(problemId),
    }),
    untouched: () => '/api/dashboard?platform=AtCoder',
  },
  {
    name: 'a review shows on its problem and leaves another problem cached',
    event: 'review.added',
    write: reviewProblem,
    changed: reviewsShowIt,
    untouched: ({ otherProblemId }) => `/api/problem/${otherProblemId}/reviews`,
  },
  {
    name: 'a review of a problem shows on its page and leaves its solutions cached',
    event: 'review.added',
    write: reviewProblem,
    changed: ({ problemId }) => ({
      url: `/api/problem/${problemId}`,
      shows: (body) => body.includes('"reviewsCount":1'),
    }),
    untouched: ({ problemId }) => `/api/problem/${problemId}/solutions`,
  },
  {
    name: 'a review of a problem leaves its discussion cached',
    event: 'review.added',
    write: reviewProblem,
    changed: reviewsShowIt,
    untouched: ({ problemId }) => `/api/problem/${problemId}/discussion`,
  },
  {
    name: 'a review of a solution shows in its problem’s solutions and leaves the problem’s page cached',
    event: 'review.added',
    write: async (t, { reader, problemId, solutionId }) => {
      const url = `/api/problem/${problemId}/solutions/${solutionId}/addreview`;
      return (await callAs(t, reader, 'POST', url, validReview)).statusCode;
    },
    changed: ({ problemId }) => ({
      url: `/api/problem/${problemId}/solutions`,
      shows: (body) => body.includes('"reviewsCount":1'),
    }),
    untouched: ({ problemId }) => `/api/problem/${problemId}`,
  },
  {
    name: 'an edited solution shows in its problem’s solutions and leaves the problem’s reviews cached',
    event: 'solution.updated',
    write: async (t, { writer, problemId, solutionId }) => {
      const url = `/api/problem/${problemId}/solutions/${solutionId}/updatesolution`;
      const body = { ...validSolution, approach: 'Binary search on the answer.' };
      return (await callAs(t, writer, 'PUT', url, body)).statusCode;
    },
    changed: ({ problemId }) => ({
      url: `/api/problem/${problemId}/solutions`,
      shows: (body) => body.includes('Binary search on the answer.'),
    }),
    untouched: ({ problemId }) => `/api/problem/${problemId}/reviews`,
  },
  {
    name: 'a discussion post shows its count on the problem’s page and leaves its solutions cached',
    event: 'thread-item.added',
    write: async (t, { reader, problemId }) => {
      const url = `/api/problem/${problemId}/discussion`;
      return (await callAs(t, reader, 'POST', url, { content: 'Try sorting' })).statusCode;
    },
    changed: ({ problemId }) => ({
      url: `/api/problem/${problemId}`,
      shows: (body) => body.includes('"postsCount":1'),
    }),
    untouched: ({ problemId }) => `/api/problem/${problemId}/solutions`,
  },
  {
    name: 'an edited title shows in its list and leaves another platform’s list cached',
    event: 'problem.updated',
    write: async (t, { writer, problemId }) => {
      const body = validProblemBody({
        title: 'Renamed task',
        platform: { name: 'AtCoder', rating: 3 },
      });
      const url = `/api/problem/${problemId}/updateproblem`;
      return (await callAs(t, writer, 'PUT', url, body)).statusCode;
    },
    changed: () => ({
      url: '/api/dashboard?platform=AtCoder',
      shows: (body) => body.includes('Renamed task'),
    }),
    untouched: () => '/api/dashboard?platform=Codeforces',
  },
  {
    // "quokkas" finds "quokka" through the English stem: the database, not a guess, says which
    // searches the edit changed. The other problem's search was dropped by every edit before.
    name: 'an edited title shows in the searches that find it now and leaves other searches cached',
    event: 'problem.updated',
    write: async (t, { writer, problemId }) => {
      const body = validProblemBody({
        title: 'Renamed quokka task',
        platform: { name: 'AtCoder', rating: 2 },
      });
      const url = `/api/problem/${problemId}/updateproblem`;
      return (await callAs(t, writer, 'PUT', url, body)).statusCode;
    },
    changed: ({ problemId }) => ({
      url: '/api/dashboard?q=quokkas',
      shows: (body) => body.includes(problemId),
    }),
    untouched: () => '/api/dashboard?q=Other',
  },
  {
    name: 'an edit of tags shows in the tag filters it changes and leaves other filters cached',
    event: 'problem.updated',
    write: async (t, { writer, problemId }) => {
      const body = validProblemBody({
        platform: { name: 'AtCoder', rating: 2 },
        tags: ['geometry'],
      });
      const url = `/api/problem/${problemId}/updateproblem`;
      return (await callAs(t, writer, 'PUT', url, body)).statusCode;
    },
    changed: ({ problemId }) => ({
      url: '/api/dashboard?tag=geometry',
      shows: (body) => body.includes(problemId),
    }),
    untouched: () => '/api/dashboard?tag=strings&minRating=2',
  },
  {
    name: 'a new problem shows in its platform’s list and leaves another platform’s cached',
    event: 'problem.created',
    write: async (t, { writer }) => {
      const body = validProblemBody({
        title: 'Fresh task',
        platform: { name: 'AtCoder', rating: 1 },
      });
      return (await callAs(t, writer, 'POST', '/api/addproblem', body)).statusCode;
    },
    changed: () => ({
      url: '/api/dashboard?platform=AtCoder',
      shows: (body) => body.includes('Fresh task'),
    }),
    untouched: () => '/api/dashboard?platform=Codeforces',
  },
  {
    name: 'a profile update shows on that profile and leaves the problems cached',
    event: 'profile.updated',
    write: async (t, { writer }) => {
      const url = `/api/myprofile/${writer.user.id}/updateprofile`;
      return (await callAs(t, writer, 'PUT', url, { bio: 'Greedy first, proofs later' }))
        .statusCode;
    },
    changed: ({ writer }) => ({
      url: `/api/myprofile/${writer.user.id}`,
      shows: (body) => body.includes('Greedy first, proofs later'),
    }),
    untouched: ({ problemId }) => `/api/problem/${problemId}`,
  },
  {
    name: 'a comment shows on its blog and leaves another blog’s comments cached',
    event: 'thread-item.added',
    write: async (t, { reader, blogId }) =>
      (await callAs(t, reader, 'POST', `/api/blogs/${blogId}/comments`, { content: 'Neat idea' }))
        .statusCode,
    changed: ({ blogId }) => ({
      url: `/api/blogs/${blogId}/comments`,
      shows: (body) => body.includes('Neat idea'),
    }),
    untouched: ({ otherBlogId }) => `/api/blogs/${otherBlogId}/comments`,
  },
  {
    // Others see a score within seconds (votes.test.ts); the voter at once: the voter observes.
    name: 'a vote shows its voter the score on its blog and leaves another blog cached',
    event: 'vote.cast',
    write: async (t, { observer, blogId }) =>
      (await callAs(t, observer, 'PUT', `/api/votes/blog/${blogId}`, { value: 1 })).statusCode,
    changed: ({ blogId }) => ({
      url: `/api/blogs/${blogId}`,
      shows: (body) => body.includes('"score":1'),
    }),
    untouched: ({ otherBlogId }) => `/api/blogs/${otherBlogId}`,
  },
  {
    name: 'a new blog shows in the blog list and leaves a blog’s comments cached',
    event: 'blog.added',
    write: async (t, { writer }) => {
      const body = { title: 'Fresh blog', about: 'News', content: 'Hello' };
      return (await callAs(t, writer, 'POST', '/api/blogs/addblog', body)).statusCode;
    },
    changed: () => ({ url: '/api/blogs', shows: (body) => body.includes('Fresh blog') }),
    untouched: ({ blogId }) => `/api/blogs/${blogId}/comments`,
  },
  {
    name: 'a discussion post shows in its thread and leaves another problem’s thread cached',
    event: 'thread-item.added',
    write: async (t, { reader, problemId }) => {
      const url = `/api/problem/${problemId}/discussion`;
      return (await callAs(t, reader, 'POST', url, { content: 'Try sorting' })).statusCode;
    },
    changed: ({ problemId }) => ({
      url: `/api/problem/${problemId}/discussion`,
      shows: (body) => body.includes('Try sorting'),
    }),
    untouched: ({ otherProblemId }) => `/api/problem/${otherProblemId}/discussion`,
  },
  {
    // A user's links are theirs alone: the writer is the observer, whose other reads stay.
    name: 'a saved link shows in its owner’s list and leaves their other cached reads',
    event: 'link.added',
    write: async (t, { observer }) => {
      const body = { name: 'KACTL', link: 'https://github.com/kth-competitive-programming/kactl' };
      return (await callAs(t, observer, 'POST', '/api/implinks', body)).statusCode;
    },
    changed: () => ({ url: '/api/implinks', shows: (body) => body.includes('KACTL') }),
    untouched: () => '/api/messages/unread',
  },
];

/**
 * Two public problems and two blogs of the writer's, each cached by nobody yet. With `settledOn`,
 * it answers once that node heard the scene's last event: nodes apply events in the order they
 * were numbered, so none of the scene's own events can arrive there later and drop what a case
 * cached.
 */
async function scene(t: TestApp, settledOn?: TestApp): Promise<Scene> {
  const [writer, reader, observer] = [
    await signedInActor(t),
    await signedInActor(t),
    await signedInActor(t),
  ];
  const add = async (title: string, platform: string) => {
    const body = validProblemBody({ title, platform: { name: platform, rating: 2 } });
    const added = await callAs(t, writer, 'POST', '/api/addproblem', body);
    expect(added.statusCode).toBe(201);
    return (added.json() as { problem: { _id: string } }).problem._id;
  };
  const blog = async (title: string) => {
    const body = { title, about: 'Notes', content: 'Text' };
    const added = await callAs(t, writer, 'POST', '/api/blogs/addblog', body);
    expect(added.statusCode).toBe(201);
    return (added.json() as { blog: { _id: string } }).blog._id;
  };
  const problemId = await add(`Task ${crypto.randomUUID()}`, 'AtCoder');
  const solved = await callAs(t, writer, 'POST', `/api/problem/${problemId}/addsolution`, {
    ...validSolution,
  });
  expect(solved.statusCode).toBe(201);
  const solutionId = (solved.json() as { solution: { _id: string } }).solution._id;
  const otherProblemId = await add(`Other ${crypto.randomUUID()}`, 'Codeforces');
  const blogId = await blog(`Blog ${crypto.randomUUID()}`);
  const lastHeard =
    settledOn === undefined
      ? undefined
      : heardEvent(
          settledOn,
          'blog.added',
          (facts) => facts.authorId === writer.user.id && facts.blogId !== blogId,
        );
  const otherBlogId = await blog(`Other blog ${crypto.randomUUID()}`);
  await lastHeard;
  return { writer, reader, observer, problemId, solutionId, otherProblemId, blogId, otherBlogId };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** From now on, the URLs of the answers `t` drops (each is read again: plugins/cache-reload.ts). */
function watchDrops(t: TestApp): { urls: () => string[] } {
  const dropped = vi.spyOn(t.app.cacheReloads, 'dropped');
  return { urls: () => dropped.mock.calls.map(([, readAgain]) => readAgain.url) };
}

describe('what each write drops, on one node', () => {
  const t = useTestApp();

  it.each(cases)('$name', async ({ event, write, changed, untouched }) => {
    const setting = await scene(t);
    const { observer } = setting;
    const { url, shows } = changed(setting);
    await cachedFor(t, observer, url);
    await cachedFor(t, observer, untouched(setting));
    expect(shows((await readAs(t, observer, url)).body)).toBe(false);

    const heard = heardEvent(t, event);
    const drops = watchDrops(t);
    expect(await write(t, setting)).toBeLessThan(300);
    await heard;
    expect(shows((await readAs(t, observer, url)).body)).toBe(true);
    expect(drops.urls()).not.toContain(untouched(setting));
    expect((await readAs(t, observer, untouched(setting))).cache).toBe('hit');
  });
});

describe.runIf(redisUrl !== undefined)('what each write drops, on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  it.each(cases)('$name', async ({ event, write, changed, untouched }) => {
    const setting = await scene(nodeA, nodeB);
    // The observer reads through node B, where the writes on node A arrive as events.
    const { observer } = setting;
    const { url, shows } = changed(setting);
    await cachedFor(nodeB, observer, url);
    await cachedFor(nodeB, observer, untouched(setting));

    const heardOnB = heardEvent(nodeB, event);
    const drops = watchDrops(nodeB);
    expect(await write(nodeA, setting)).toBeLessThan(300);
    await heardOnB;
    expect(shows((await readAs(nodeB, observer, url)).body)).toBe(true);
    expect(drops.urls()).not.toContain(untouched(setting));
    expect((await readAs(nodeB, observer, untouched(setting))).cache).toBe('hit');
  });
});
