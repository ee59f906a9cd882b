import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { cachedFor, readAs } from '../../test/cache-reads.ts';
import { heardEvent } from '../../test/events.ts';
import { validProblemBody, validReview, validSolution } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';

/**
 * A new mean rating or solution count moves a problem in the lists sorted by it: of their cached
 * pages, it lands only on the one whose stretch of the order holds its new place (order-moves.ts).
 * That page is marked stale (its writer gets it new at once); every other page stays as cached,
 * for the writer too.
 */

describe('pages sorted by a count, when a problem moves', () => {
  const t = useTestApp();

  /** Three public problems only a search for their own word finds, added in this order. */
  async function threeProblems(owner: Actor) {
    const word = `quince${crypto.randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      const body = validProblemBody({ title: `Problem ${name} ${word}` });
      const added = await callAs(t, owner, 'POST', '/api/addproblem', body);
      expect(added.statusCode).toBe(201);
      ids.push((added.json() as { problem: { _id: string } }).problem._id);
    }
    const [a = '', b = '', c = ''] = ids;
    return { word, a, b, c };
  }

  /** The three one-problem pages of the search in `sort`, each read until cached: their URLs. */
  async function cachedPages(app: TestApp, viewer: Actor, word: string, sort: string) {
    const urls = [`/api/dashboard?q=${word}&sort=${sort}&limit=1`];
    for (let page = 1; page < 3; page += 1) {
      const previous = await callAs(app, viewer, 'GET', urls[page - 1] ?? '');
      const cursor = previous.headers['x-next-cursor'];
      expect(typeof cursor).toBe('string');
      urls.push(`${urls[0]}&cursor=${String(cursor)}`);
    }
    for (const url of urls) await cachedFor(app, viewer, url);
    return urls;
  }

  /** Four signed-in users, one after another. */
  async function fourActors(): Promise<[Actor, Actor, Actor, Actor]> {
    return [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
  }

  const titleOf = (body: string) => (JSON.parse(body) as { title: string }[])[0]?.title ?? '';

  /** As `writer`, whose write moved C: the first page as it was cached, the second showing C. */
  async function expectOnSecondPageOnly(writer: Actor, first: string, second: string) {
    const firstRead = await readAs(t, writer, first);
    expect({ cache: firstRead.cache, title: titleOf(firstRead.body) }).toEqual({
      cache: 'hit',
      title: expect.stringContaining('Problem A'),
    });
    expect(titleOf((await readAs(t, writer, second)).body)).toContain('Problem C');
  }

  it('marks only the best-rated page its new mean lands on', async () => {
    const [owner, critic, observer, writer] = await fourActors();
    const { word, a, b, c } = await threeProblems(owner);
    for (const [id, rating] of [
      [a, 5],
      [b, 3],
    ] as const) {
      const url = `/api/problem/${id}/addreview`;
      const review = await callAs(t, critic, 'POST', url, { ...validReview, rating });
      expect(review.statusCode).toBe(201);
    }
    // Best rated first: A (5), B (3), C (no review).
    const [first = '', second = '', third = ''] = await cachedPages(t, observer, word, 'rated');
    expect(titleOf((await readAs(t, observer, second)).body)).toContain('Problem B');

    const heard = heardEvent(t, 'review.added', (facts) => facts.problemId === c);
    const url = `/api/problem/${c}/addreview`;
    const review = await callAs(t, writer, 'POST', url, { ...validReview, rating: 4 });
    expect(review.statusCode).toBe(201);
    await heard;

    // C (4) now comes between A and B: the second page holds it, the first does not change.
    await expectOnSecondPageOnly(writer, first, second);
    // The page after B, which showed C, is empty now (its card marked it).
    expect(JSON.parse((await readAs(t, writer, third)).body)).toEqual([]);
  });

  it('marks only the most-solved page its new count lands on', async () => {
    const [owner, solver, observer, writer] = await fourActors();
    const { word, a, b, c } = await threeProblems(owner);
    for (const id of [a, a, b]) {
      const url = `/api/problem/${id}/addsolution`;
      expect((await callAs(t, solver, 'POST', url, validSolution)).statusCode).toBe(201);
    }
    // Most solved first: A (2), B (1), C (none).
    const [first = '', second = ''] = await cachedPages(t, observer, word, 'solved');

    const heard = heardEvent(t, 'solution.added', (facts) => facts.problemId === c);
    const url = `/api/problem/${c}/addsolution`;
    expect((await callAs(t, writer, 'POST', url, validSolution)).statusCode).toBe(201);
    await heard;

    // C (1, newer than B) now comes between A and B.
    await expectOnSecondPageOnly(writer, first, second);
  });
});
