import { expect } from 'vitest';
import { callAs } from './actors.ts';
import type { Actor } from './actors.ts';
import { heardEvent } from './events.ts';
import { validProblemBody, validReview } from './fixtures.ts';
import type { TestApp } from './harness.ts';

/** A GET as `viewer` that must answer 200: its body and whether the cache answered it. */
export async function readAs(t: TestApp, viewer: Actor, url: string) {
  const response = await callAs(t, viewer, 'GET', url);
  expect(response.statusCode, url).toBe(200);
  return { body: response.body, cache: response.headers['x-cache'] };
}

/** Reads `url` twice: the second answer comes from the cache. */
export async function cachedFor(t: TestApp, viewer: Actor, url: string): Promise<void> {
  await readAs(t, viewer, url);
  expect((await readAs(t, viewer, url)).cache, url).toBe('hit');
}

/**
 * Resolves once the server has read again what writes dropped or made stale
 * (plugins/cache-reload.ts) and every load behind an answer has ended: a read after it finds
 * those answers in the cache, new.
 */
export async function cacheSettled(t: TestApp): Promise<void> {
  await t.app.cacheReloads.idle();
  await t.app.cache.idle();
}

/** A card of the dashboard, as the cache tests read it. */
export interface ListedCard {
  _id: string;
  title: string;
  reviewsCount: number;
  solutionsCount: number;
}

/** A public problem only a search for its own word finds: its id, word, title and that search. */
export async function listedProblem(t: TestApp, owner: Actor) {
  const word = `kumquat${crypto.randomUUID().slice(0, 8)}`;
  const title = `Peel the ${word}`;
  const added = await callAs(t, owner, 'POST', '/api/addproblem', validProblemBody({ title }));
  expect(added.statusCode).toBe(201);
  const problemId = (added.json() as { problem: { _id: string } }).problem._id;
  return { problemId, word, title, search: `/api/dashboard?q=${word}` };
}

/** The first card of a list `viewer` reads at `url`, and whether the cache answered it. */
export async function firstCard(t: TestApp, viewer: Actor, url: string) {
  const response = await callAs(t, viewer, 'GET', url);
  expect(response.statusCode).toBe(200);
  const [card] = response.json() as ListedCard[];
  return { card, cache: response.headers['x-cache'] };
}

/** `reviewer` reviews the problem, and the review's event has been heard on `t`. */
export async function reviewHeard(t: TestApp, reviewer: Actor, problemId: string): Promise<void> {
  const heard = heardEvent(t, 'review.added');
  const url = `/api/problem/${problemId}/addreview`;
  expect((await callAs(t, reviewer, 'POST', url, validReview)).statusCode).toBe(201);
  await heard;
}
