import { describe, expect, it } from 'vitest';
import type { ProblemSort, ProblemSummary } from '@upsolve/contract';
import { buildProblem, buildReview, buildSolution, buildUser } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';

const testApp = useTestApp();

/**
 * Fourteen public problems with clashing sort keys (same solution counts, same ratings, some with
 * the same creation time) and two private ones, made once for the file.
 */
let scene: Promise<{ viewer: Actor; owner: TestUser }> | undefined;
function paginationScene() {
  scene ??= (async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const viewer = await signedInActor(testApp);
    const raters = [await buildUser(db), await buildUser(db)];
    const sameInstant = new Date('2026-01-01T00:00:00.000Z');
    for (let index = 0; index < 14; index += 1) {
      const createdAt =
        index < 4 ? sameInstant : new Date(Date.UTC(2026, 0, 2 + index, 0, 0, 0, index));
      const problem = await buildProblem(db, owner, { title: `Paged ${index}`, createdAt });
      for (let solution = 0; solution < index % 3; solution += 1) {
        await buildSolution(db, problem, viewer.user);
      }
      if (index % 4 !== 0) {
        await buildReview(db, { problemId: problem.id }, raters[0] ?? null, {
          rating: (index % 5) + 1,
        });
      }
      if (index % 4 === 1) {
        await buildReview(db, { problemId: problem.id }, raters[1] ?? null, { rating: 2 });
      }
    }
    await buildProblem(db, owner, { title: 'Paged hidden', visibility: 'private' });
    await buildProblem(db, viewer.user, { title: 'Paged mine hidden', visibility: 'private' });
    return { viewer, owner };
  })();
  return scene;
}

async function allPages(viewer: Actor, sort: ProblemSort, limit: number) {
  const seen: ProblemSummary[] = [];
  let cursor: string | undefined;
  for (let pageNumber = 0; pageNumber < 20; pageNumber += 1) {
    const query = new URLSearchParams({ q: 'Paged', sort, limit: String(limit) });
    if (cursor !== undefined) query.set('cursor', cursor);
    const response = await callAs(testApp, viewer, 'GET', `/api/dashboard?${query}`);
    expect(response.statusCode).toBe(200);
    // A search's total is counted with its first page only.
    expect(response.headers['x-total-count']).toBe(cursor === undefined ? '14' : undefined);
    const page: ProblemSummary[] = response.json();
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page);
    const next = response.headers['x-next-cursor'];
    if (typeof next !== 'string') return seen;
    cursor = next;
  }
  throw new Error('pagination did not end');
}

/** The order each sort promises, checked pairwise on what the pages returned. */
function inOrder(sort: ProblemSort, a: ProblemSummary, b: ProblemSummary): boolean {
  const newerOrSame = a.createdAt >= b.createdAt;
  if (sort === 'solved') {
    return (
      a.solutionsCount > b.solutionsCount || (a.solutionsCount === b.solutionsCount && newerOrSame)
    );
  }
  if (sort === 'rated') {
    const ra = a.averageRating ?? 0;
    const rb = b.averageRating ?? 0;
    return ra > rb || (ra === rb && newerOrSame);
  }
  return newerOrSame;
}

describe('GET /api/dashboard pages', () => {
  it.each(['newest', 'solved', 'rated'] as const)(
    'walks every public problem once in %s order, without gaps or duplicates',
    async (sort) => {
      const { viewer } = await paginationScene();
      for (const limit of [1, 4, 50]) {
        const seen = await allPages(viewer, sort, limit);
        const titles = seen.map((problem) => problem.title);
        expect(new Set(titles).size).toBe(14);
        expect(titles).toHaveLength(14);
        expect(titles).not.toContain('Paged hidden');
        expect(titles).not.toContain('Paged mine hidden');
        for (let index = 1; index < seen.length; index += 1) {
          const [previous, current] = [seen[index - 1], seen[index]];
          if (previous === undefined || current === undefined) continue;
          expect(inOrder(sort, previous, current)).toBe(true);
        }
      }
    },
  );

  it('puts the most solved first and the best rated first', async () => {
    const { viewer } = await paginationScene();
    const solved = await callAs(
      testApp,
      viewer,
      'GET',
      '/api/dashboard?q=Paged&sort=solved&limit=1',
    );
    expect(solved.json()[0]).toMatchObject({ title: 'Paged 11', solutionsCount: 2 });
    const rated = await callAs(testApp, viewer, 'GET', '/api/dashboard?q=Paged&sort=rated&limit=1');
    // Paged 3 is the only problem whose reviews average 4 stars; none averages more.
    expect(rated.json()[0]).toMatchObject({ title: 'Paged 3', averageRating: 4, reviewsCount: 1 });
  });

  it('shows card fields: owner, platform, difficulty, counts and average rating', async () => {
    const { viewer, owner } = await paginationScene();
    const response = await callAs(testApp, viewer, 'GET', '/api/dashboard?q=Paged&limit=1');
    expect(response.json()[0]).toMatchObject({
      user: { _id: owner.id, username: owner.username },
      platform: { name: 'Codeforces', rating: 3 },
      choice: 'public',
    });
    expect(response.json()[0]).not.toHaveProperty('problemstatement');
  });

  it('refuses a malformed cursor or one made for another sort, naming the cursor', async () => {
    const { viewer } = await paginationScene();
    const first = await callAs(testApp, viewer, 'GET', '/api/dashboard?sort=solved&limit=1');
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    for (const bad of [
      'garbage',
      String(cursor),
      Buffer.from('{"s":"newest"}').toString('base64url'),
    ]) {
      const response = await callAs(
        testApp,
        viewer,
        'GET',
        `/api/dashboard?sort=newest&cursor=${bad}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ cursor: 'Invalid cursor' });
    }
  });

  it('refuses a page size over the maximum and an unknown sort', async () => {
    const { viewer } = await paginationScene();
    const tooMany = await callAs(testApp, viewer, 'GET', '/api/dashboard?limit=1000');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty('limit');
    const badSort = await callAs(testApp, viewer, 'GET', '/api/dashboard?sort=random');
    expect(badSort.json().fields).toHaveProperty('sort');
  });

  it('reads numbers in the query only as plain decimals, naming the field otherwise', async () => {
    const { viewer } = await paginationScene();
    const read = await callAs(testApp, viewer, 'GET', '/api/dashboard?limit=2&minRating=1');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(2);
    for (const [query, field] of [
      ['limit=1e1', 'limit'],
      ['limit=0x5', 'limit'],
      ['limit=', 'limit'],
      ['minRating=0x2', 'minRating'],
      ['maxRating=%20', 'maxRating'],
      ['maxRating=5.5', 'maxRating'],
    ] as const) {
      const response = await callAs(testApp, viewer, 'GET', `/api/dashboard?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields, query).toHaveProperty([field]);
    }
  });

  it('answers 401 to a signed-out visitor', async () => {
    expect((await callAs(testApp, null, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});
