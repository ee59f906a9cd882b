import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { buildProblem, buildReview, buildSolution } from '../test/factories.ts';
import { validProblemBody, validReview, validSolution } from '../test/fixtures.ts';
import { useTestApp, useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { heardEvent } from '../test/events.ts';
import { cacheSettled } from '../test/cache-reads.ts';

/**
 * A public problem's page, its solutions and its reviews come from the shared cache
 * (list-cache.ts): these tests hold it to what a user would notice, that nobody sees what is not
 * theirs through it and that every write shows at once.
 */

const redisUrl = process.env.TEST_REDIS_URL;

/** The three cached reads of a problem. */
const problemReads = (problemId: string) => [
  `/api/problem/${problemId}`,
  `/api/problem/${problemId}/solutions`,
  `/api/problem/${problemId}/reviews`,
];

async function statuses(t: TestApp, viewer: Actor, problemId: string) {
  const answers = await Promise.all(
    problemReads(problemId).map((url) => callAs(t, viewer, 'GET', url)),
  );
  return answers.map((answer) => answer.statusCode);
}

async function problemPage(t: TestApp, viewer: Actor, problemId: string) {
  const response = await callAs(t, viewer, 'GET', `/api/problem/${problemId}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    problem: { title: string; solutionsCount: number; reviewsCount: number };
    isBookmarked: boolean;
    viewerHasReviewed: boolean;
  };
}

async function solutionApproaches(t: TestApp, viewer: Actor, problemId: string) {
  const response = await callAs(t, viewer, 'GET', `/api/problem/${problemId}/solutions`);
  expect(response.statusCode).toBe(200);
  return (response.json().solutions as { approach: string }[]).map((item) => item.approach);
}

async function reviewComments(t: TestApp, viewer: Actor, problemId: string) {
  const response = await callAs(t, viewer, 'GET', `/api/problem/${problemId}/reviews`);
  expect(response.statusCode).toBe(200);
  return (response.json().reviews as { comment: string }[]).map((item) => item.comment);
}

describe('the shared cache of problem pages, solutions and reviews', () => {
  const t = useTestApp();
  // Factories write around the API, so nothing tells the cache: the tests drop it themselves.
  const forgetCached = () => t.app.cache.flush();

  it('shows a private problem, its solutions and reviews to its owner only, whoever asks first', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const secret = await buildProblem(t.db, alice.user, {
      title: 'Alice private notes',
      visibility: 'private',
    });
    await buildSolution(t.db, secret, alice.user, { approach: 'Alice secret approach' });
    forgetCached();

    expect(await statuses(t, bob, secret.id)).toEqual([404, 404, 404]);
    expect(await statuses(t, alice, secret.id)).toEqual([200, 200, 200]);
    expect(await solutionApproaches(t, alice, secret.id)).toEqual(['Alice secret approach']);
    expect(await statuses(t, bob, secret.id)).toEqual([404, 404, 404]);
    const bodies = await Promise.all(
      problemReads(secret.id).map(async (url) => (await callAs(t, bob, 'GET', url)).body),
    );
    expect(bodies.join('')).not.toMatch(/Alice private notes|Alice secret approach/);
  });

  it('keeps each viewer’s own facts their own while the problem is shared', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, alice.user, { title: 'Shared page' });
    forgetCached();
    expect((await problemPage(t, bob, problem.id)).isBookmarked).toBe(false);

    // The page is shared again after the save reloads it: Bob's facts must still be his alone.
    expect((await callAs(t, bob, 'POST', `/api/bookmark/${problem.id}`)).statusCode).toBe(200);
    expect((await problemPage(t, bob, problem.id)).isBookmarked).toBe(true);
    expect((await problemPage(t, alice, problem.id)).isBookmarked).toBe(false);
    expect((await problemPage(t, bob, problem.id)).isBookmarked).toBe(true);
  });

  it('shows the writer their new solution and review at once, though the reads were cached', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, alice.user);
    forgetCached();
    expect(await solutionApproaches(t, bob, problem.id)).toEqual([]);
    expect(await reviewComments(t, bob, problem.id)).toEqual([]);
    expect(await problemPage(t, bob, problem.id)).toMatchObject({
      problem: { solutionsCount: 0, reviewsCount: 0 },
      viewerHasReviewed: false,
    });

    const solutionUrl = `/api/problem/${problem.id}/addsolution`;
    expect((await callAs(t, bob, 'POST', solutionUrl, validSolution)).statusCode).toBe(201);
    const reviewUrl = `/api/problem/${problem.id}/addreview`;
    expect((await callAs(t, bob, 'POST', reviewUrl, validReview)).statusCode).toBe(201);

    expect(await solutionApproaches(t, bob, problem.id)).toEqual([validSolution.approach]);
    expect(await reviewComments(t, bob, problem.id)).toEqual([validReview.comment]);
    expect(await problemPage(t, bob, problem.id)).toMatchObject({
      problem: { solutionsCount: 1, reviewsCount: 1 },
      viewerHasReviewed: true,
    });
    expect((await problemPage(t, alice, problem.id)).viewerHasReviewed).toBe(false);
  });

  it('hides a problem made private from everyone else at once, and keeps it for its owner', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, alice.user, { title: 'Soon private' });
    await buildReview(t.db, { problemId: problem.id }, bob.user);
    forgetCached();
    expect(await statuses(t, bob, problem.id)).toEqual([200, 200, 200]);

    const body = validProblemBody({ title: 'Soon private', choice: 'private' });
    const url = `/api/problem/${problem.id}/updateproblem`;
    expect((await callAs(t, alice, 'PUT', url, body)).statusCode).toBe(200);
    expect(await statuses(t, bob, problem.id)).toEqual([404, 404, 404]);
    expect(await statuses(t, alice, problem.id)).toEqual([200, 200, 200]);
    expect((await problemPage(t, alice, problem.id)).problem.title).toBe('Soon private');
  });

  it('answers 404 to everyone at once for a deleted problem', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, alice.user);
    forgetCached();
    expect(await statuses(t, bob, problem.id)).toEqual([200, 200, 200]);

    const url = `/api/problem/${problem.id}/deleteproblem`;
    expect((await callAs(t, alice, 'DELETE', url)).statusCode).toBe(200);
    expect(await statuses(t, bob, problem.id)).toEqual([404, 404, 404]);
    expect(await statuses(t, alice, problem.id)).toEqual([404, 404, 404]);
  });

  it('says in X-Cache whether each read was loaded or came from the cache', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, alice.user);
    forgetCached();
    const cacheUse = async (viewer: Actor) =>
      Promise.all(
        problemReads(problem.id).map(
          async (url) => (await callAs(t, viewer, 'GET', url)).headers['x-cache'],
        ),
      );
    expect(await cacheUse(alice)).toEqual(['miss', 'miss', 'miss']);
    expect(await cacheUse(bob)).toEqual(['hit', 'hit', 'hit']);
    const solutionUrl = `/api/problem/${problem.id}/addsolution`;
    expect((await callAs(t, bob, 'POST', solutionUrl, validSolution)).statusCode).toBe(201);
    // Dropped. The solutions and reviews, whole cached answers, were read again by the server
    // (plugins/cache-reload.ts) before the next reader; the page, cached as values, was not.
    await cacheSettled(t);
    expect(await cacheUse(bob)).toEqual(['miss', 'hit', 'hit']);
    const solutions = await callAs(t, bob, 'GET', `/api/problem/${problem.id}/solutions`);
    expect((solutions.json() as { solutions: unknown[] }).solutions).toHaveLength(1);
  });

  it('answers 401 to a signed-out visitor, even for a cached public problem', async () => {
    const alice = await signedInActor(t);
    const problem = await buildProblem(t.db, alice.user);
    expect(await statuses(t, alice, problem.id)).toEqual([200, 200, 200]);
    for (const url of problemReads(problem.id)) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe.runIf(redisUrl !== undefined)('the shared problem cache on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  it('a problem made private on node A leaves node B’s cached reads', async () => {
    const alice = await signedInActor(nodeA);
    const bob = await signedInActor(nodeB);
    const heardAdd = heardEvent(nodeB, 'problem.created');
    const added = await callAs(nodeA, alice, 'POST', '/api/addproblem', validProblemBody());
    const problemId = (added.json().problem as { _id: string })._id;
    await heardAdd;
    expect(await statuses(nodeB, bob, problemId)).toEqual([200, 200, 200]);

    const heardUpdate = heardEvent(nodeB, 'problem.updated');
    const body = validProblemBody({ choice: 'private' });
    const url = `/api/problem/${problemId}/updateproblem`;
    expect((await callAs(nodeA, alice, 'PUT', url, body)).statusCode).toBe(200);
    await heardUpdate;
    expect(await statuses(nodeB, bob, problemId)).toEqual([404, 404, 404]);
  });
});
