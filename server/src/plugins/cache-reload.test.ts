import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { cacheSettled, firstCard, listedProblem, reviewHeard } from '../test/cache-reads.ts';
import { heardEvent } from '../test/events.ts';
import { validProblemBody } from '../test/fixtures.ts';
import { useTestApp, useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { isCacheReload, reloadDefaults } from './cache-reload.ts';
import { staleRefreshMs } from './cache.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Cached answers a write changed are read again by the server right away when they were being
 * read (plugins/cache-reload.ts): their next reader finds the new answer instead of loading it.
 */

async function retitle(t: TestApp, owner: Actor, problemId: string, title: string) {
  const heard = heardEvent(t, 'problem.updated');
  const url = `/api/problem/${problemId}/updateproblem`;
  const updated = await callAs(t, owner, 'PUT', url, validProblemBody({ title }));
  expect(updated.statusCode).toBe(200);
  await heard;
}

/** Moves the clock `ms` ahead for the cache's ages (Date only: timers and I/O run as usual). */
function passTime(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('answers read again after a write', () => {
  const t = useTestApp();

  it('answers a page an edit dropped from the cache, loaded before its next reader came', async () => {
    const [owner, reader] = [await signedInActor(t), await signedInActor(t)];
    const { problemId, word, search } = await listedProblem(t, owner);
    expect(await firstCard(t, reader, search)).toMatchObject({ cache: 'miss' });

    await retitle(t, owner, problemId, `Poach the ${word}`);
    await cacheSettled(t);

    expect(await firstCard(t, reader, search)).toEqual({
      card: expect.objectContaining({ title: `Poach the ${word}` }),
      cache: 'hit',
    });
  });

  it('leaves a page nobody read lately to its next reader', async () => {
    const [owner, reader] = [await signedInActor(t), await signedInActor(t)];
    const { problemId, word, search } = await listedProblem(t, owner);
    expect(await firstCard(t, reader, search)).toMatchObject({ cache: 'miss' });

    passTime(reloadDefaults.readWithinMs + 1_000);
    await retitle(t, owner, problemId, `Bake the ${word}`);
    await cacheSettled(t);

    expect(await firstCard(t, reader, search)).toEqual({
      card: expect.objectContaining({ title: `Bake the ${word}` }),
      cache: 'miss',
    });
  });

  it('answers a stale count at once when it is due, and the new one as soon as it is loaded', async () => {
    const [owner, reviewer, reader] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const { problemId, search } = await listedProblem(t, owner);
    expect((await firstCard(t, reader, search)).card?.reviewsCount).toBe(0);
    await reviewHeard(t, reviewer, problemId);

    passTime(staleRefreshMs + 500);
    // Due: this reader does not wait for the load; the server starts it.
    expect(await firstCard(t, reader, search)).toEqual({
      card: expect.objectContaining({ reviewsCount: 0 }),
      cache: 'hit',
    });
    await cacheSettled(t);
    expect((await firstCard(t, reader, search)).card?.reviewsCount).toBe(1);
  });

  it('waits while the database has statements waiting, and reads the page again once it has none', async () => {
    const [owner, reader] = [await signedInActor(t), await signedInActor(t)];
    const { problemId, word, search } = await listedProblem(t, owner);
    expect(await firstCard(t, reader, search)).toMatchObject({ cache: 'miss' });
    const injected = vi.spyOn(t.app, 'inject');
    // inject's overloads leave its calls untyped here; the reloads send one options object.
    const reloadsSent = () =>
      (injected.mock.calls as unknown as [InjectOptions][])
        .map(([sent]) => sent)
        .filter((sent) => sent.headers !== undefined && 'x-upsolve-cache-reload' in sent.headers)
        .map((sent) => sent.url);
    const waitingNow = t.app.databaseWaiting;
    let statementsWaiting = 3;
    t.app.databaseWaiting = () => statementsWaiting;
    try {
      await retitle(t, owner, problemId, `Stew the ${word}`);
      // Dropped and not read again: its reader loads it.
      expect(await firstCard(t, reader, search)).toEqual({
        card: expect.objectContaining({ title: `Stew the ${word}` }),
        cache: 'miss',
      });
      expect(reloadsSent()).toHaveLength(0);

      statementsWaiting = 0;
      await cacheSettled(t);
      expect(reloadsSent()).toEqual([search]);
    } finally {
      t.app.databaseWaiting = waitingNow;
      injected.mockRestore();
    }
  });

  it('never reads a private problem again for anyone but its owner', async () => {
    const [owner, reader] = [await signedInActor(t), await signedInActor(t)];
    const { problemId, word } = await listedProblem(t, owner);
    const page = `/api/problem/${problemId}`;
    expect((await callAs(t, reader, 'GET', page)).statusCode).toBe(200);

    const heard = heardEvent(t, 'problem.updated');
    const body = validProblemBody({ title: `Hide the ${word}`, choice: 'private' });
    const hidden = await callAs(t, owner, 'PUT', `${page}/updateproblem`, body);
    expect(hidden.statusCode).toBe(200);
    await heard;
    await cacheSettled(t);

    const read = await callAs(t, reader, 'GET', page);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Hide the');
  });
});

describe('reloads and the request budget', () => {
  const readsPerMin = 4;
  const t = useTestApp({ env: { RATE_LIMIT_READS_PER_MIN: String(readsPerMin) } });

  it('spends none of the reader’s budget on reading their page again', async () => {
    const [owner, reader] = [await signedInActor(t), await signedInActor(t)];
    const { problemId, word, search } = await listedProblem(t, owner);
    expect((await callAs(t, reader, 'GET', search)).statusCode).toBe(200);

    // As many reloads with the reader's cookie as their whole budget, and then some.
    for (const verb of ['Fry', 'Boil', 'Roast', 'Grill', 'Steam']) {
      await retitle(t, owner, problemId, `${verb} the ${word}`);
      await cacheSettled(t);
    }

    expect(await firstCard(t, reader, search)).toEqual({
      card: expect.objectContaining({ title: `Steam the ${word}` }),
      cache: 'hit',
    });
  });

  it('is not fooled by a client sending the reload header', () => {
    for (const guess of ['guess', '0'.repeat(64), 'é'.repeat(64), '']) {
      const forged = { headers: { 'x-upsolve-cache-reload': guess } } as unknown as FastifyRequest;
      expect(isCacheReload(forged)).toBe(false);
    }
  });
});

describe.runIf(redisUrl !== undefined)('answers read again on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  it('reads again on node B the page an edit on node A dropped there', async () => {
    const owner = await signedInActor(nodeA);
    const reader = await signedInActor(nodeB);
    const { problemId, word, search } = await listedProblem(nodeA, owner);
    expect(await firstCard(nodeB, reader, search)).toMatchObject({ cache: 'miss' });

    const heard = heardEvent(nodeB, 'problem.updated');
    await retitle(nodeA, owner, problemId, `Pickle the ${word}`);
    await heard;
    await cacheSettled(nodeB);

    expect(await firstCard(nodeB, reader, search)).toEqual({
      card: expect.objectContaining({ title: `Pickle the ${word}` }),
      cache: 'hit',
    });
  });
});
