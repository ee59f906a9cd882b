import { describe, expect, it } from 'vitest';
import { buildProblem, buildReview, buildSolution, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { problemScene } from '../../test/fixtures.ts';

const t = useTestApp();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/problem/{id}/solutions', () => {
  it('is refused to a signed-out visitor with 401', async () => {
    const { problem } = await problemScene(t);
    const response = await callAs(t, null, 'GET', `/api/problem/${problem.id}/solutions`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it("lists a public problem's solutions newest first with authors and the problem title", async () => {
    const { owner, other, problem } = await problemScene(t);
    const older = await buildSolution(t.db, problem, owner.user, { createdAt: minutesAgo(5) });
    const newer = await buildSolution(t.db, problem, other.user, { approach: 'Greedy.' });
    const orphan = await buildSolution(t.db, problem, null, { createdAt: minutesAgo(10) });
    await buildSolution(t.db, await buildProblem(t.db, owner.user), owner.user);

    for (const viewer of [owner, other]) {
      const response = await callAs(t, viewer, 'GET', `/api/problem/${problem.id}/solutions`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.problem).toEqual({ _id: problem.id, title: problem.title });
      expect(body.solutions.map((s: { _id: string }) => s._id)).toEqual([
        newer.id,
        older.id,
        orphan.id,
      ]);
      expect(body.solutions[0]).toMatchObject({
        approach: 'Greedy.',
        problem: problem.id,
        user: { _id: other.user.id, username: other.user.username },
        reviewsCount: 0,
        averageRating: null,
      });
      // The author's account is gone: the client shows 'Unknown User'.
      expect(body.solutions[2].user).toBeNull();
      expect(response.headers['x-total-count']).toBe('3');
    }
  });

  it("answers 404 for another user's private problem, and lists it for its owner", async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user, { visibility: 'private' });
    await buildSolution(t.db, problem, owner.user);

    const hidden = await callAs(t, other, 'GET', `/api/problem/${problem.id}/solutions`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'not_found' });
    const own = await callAs(t, owner, 'GET', `/api/problem/${problem.id}/solutions`);
    expect(own.statusCode).toBe(200);
    expect(own.json().solutions).toHaveLength(1);
  });

  it('answers 404 for unknown and malformed problem ids', async () => {
    const viewer = await signedInActor(t);
    for (const id of [unknownId, 'not-a-uuid']) {
      const response = await callAs(t, viewer, 'GET', `/api/problem/${id}/solutions`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('sorts best rated first: average, then number of reviews, then newest; unrated last', async () => {
    const { owner, other, problem } = await problemScene(t);
    const build = (minutes: number) =>
      buildSolution(t.db, problem, owner.user, { createdAt: minutesAgo(minutes) });
    const unratedOld = await build(60);
    const fiveOnce = await build(50);
    const fiveTwice = await build(40);
    const fourPointThree = await build(30);
    const unratedNew = await build(20);
    const review = (solutionId: string, rating: number) =>
      buildReview(t.db, { solutionId }, null, { rating });
    await review(fiveOnce.id, 5);
    await review(fiveTwice.id, 5);
    await review(fiveTwice.id, 5);
    for (const rating of [4, 5, 4]) await review(fourPointThree.id, rating);

    const response = await callAs(
      t,
      other,
      'GET',
      `/api/problem/${problem.id}/solutions?sort=rated`,
    );
    expect(response.statusCode).toBe(200);
    const listed = response.json().solutions as Array<{
      _id: string;
      averageRating: number | null;
      reviewsCount: number;
    }>;
    expect(listed.map((s) => s._id)).toEqual([
      fiveTwice.id,
      fiveOnce.id,
      fourPointThree.id,
      unratedNew.id,
      unratedOld.id,
    ]);
    expect(listed.map((s) => [s.averageRating, s.reviewsCount])).toEqual([
      [5, 2],
      [5, 1],
      [4.3, 3],
      [null, 0],
      [null, 0],
    ]);

    const newest = await callAs(
      t,
      other,
      'GET',
      `/api/problem/${problem.id}/solutions?sort=newest`,
    );
    expect(newest.json().solutions[0]._id).toBe(unratedNew.id);
  });

  it('pages with limit and the X-Next-Cursor header in both orders, without gaps or repeats', async () => {
    const { owner, problem } = await problemScene(t);
    const created = [];
    for (let minutes = 1; minutes <= 5; minutes += 1) {
      const solution = await buildSolution(t.db, problem, owner.user, {
        createdAt: minutesAgo(minutes),
      });
      created.push(solution.id);
      if (minutes % 2 === 0) await buildReview(t.db, { solutionId: solution.id }, null);
    }

    for (const sort of ['newest', 'rated']) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const query = `sort=${sort}&limit=2${cursor === undefined ? '' : `&cursor=${cursor}`}`;
        const response = await callAs(
          t,
          owner,
          'GET',
          `/api/problem/${problem.id}/solutions?${query}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe('5');
        seen.push(...response.json().solutions.map((s: { _id: string }) => s._id));
        const next = response.headers['x-next-cursor'];
        cursor = typeof next === 'string' ? next : undefined;
        pages += 1;
      } while (cursor !== undefined);
      expect(pages).toBe(3);
      expect([...seen].sort()).toEqual([...created].sort());
      if (sort === 'newest') expect(seen).toEqual(created);
      else expect(seen.slice(0, 2).sort()).toEqual([created[1], created[3]].sort());
    }
  });

  it('answers 400 naming the field for a bad sort, limit or cursor', async () => {
    const { owner, problem } = await problemScene(t);
    const url = `/api/problem/${problem.id}/solutions`;
    for (const [query, field] of [
      ['sort=best', 'sort'],
      ['limit=0', 'limit'],
      ['cursor=garbage', 'cursor'],
      ['sort=rated&cursor=garbage', 'cursor'],
    ]) {
      const response = await callAs(t, owner, 'GET', `${url}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });
});

describe('GET /api/problem/{id}/solutions/{solutionId}', () => {
  it('is refused to a signed-out visitor with 401', async () => {
    const { owner, problem } = await problemScene(t);
    const solution = await buildSolution(t.db, problem, owner.user);
    const url = `/api/problem/${problem.id}/solutions/${solution.id}`;
    expect((await callAs(t, null, 'GET', url)).statusCode).toBe(401);
  });

  it('gives the solution itself to its author and to any other reader', async () => {
    const { owner, other, problem } = await problemScene(t);
    const solution = await buildSolution(t.db, problem, other.user, { language: 'python' });
    const review = await buildReview(t.db, { solutionId: solution.id }, owner.user, { rating: 3 });
    // Reviews of the problem and of another solution are not this solution's.
    await buildReview(t.db, { problemId: problem.id }, other.user);
    await buildReview(
      t.db,
      { solutionId: (await buildSolution(t.db, problem, owner.user)).id },
      other.user,
    );
    const url = `/api/problem/${problem.id}/solutions/${solution.id}`;

    for (const [viewer, reviewed] of [
      [owner, true],
      [other, false],
    ] as const) {
      const response = await callAs(t, viewer, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _id: solution.id,
        approach: solution.approach,
        description: solution.description,
        code: solution.code,
        language: 'python',
        problem: problem.id,
        user: { _id: other.user.id, username: other.user.username },
        reviewsCount: 1,
        averageRating: 3,
        createdAt: solution.createdAt.toISOString(),
        updatedAt: solution.updatedAt.toISOString(),
        // Beside the count, the ids the seed's client counts.
        reviews: [review.id],
        viewerHasReviewed: reviewed,
      });
    }
    // The list's cards carry the count only.
    const list = await callAs(t, other, 'GET', `/api/problem/${problem.id}/solutions`);
    const card = list.json().solutions.find((item: { _id: string }) => item._id === solution.id);
    expect(card).toMatchObject({ reviewsCount: 1 });
    expect(card).not.toHaveProperty('reviews');
  });

  it('says whether the viewer has reviewed this solution, not the problem or another solution', async () => {
    const { owner, other, problem } = await problemScene(t);
    const solution = await buildSolution(t.db, problem, owner.user);
    const sibling = await buildSolution(t.db, problem, owner.user);
    // The viewer's reviews of the problem and of a sibling solution are not reviews of this one.
    await buildReview(t.db, { problemId: problem.id }, other.user);
    await buildReview(t.db, { solutionId: sibling.id }, other.user);
    const url = `/api/problem/${problem.id}/solutions/${solution.id}`;
    const hasReviewed = async () => (await callAs(t, other, 'GET', url)).json().viewerHasReviewed;

    expect(await hasReviewed()).toBe(false);
    const added = await callAs(t, other, 'POST', `${url}/addreview`, {
      rating: 5,
      comment: 'Neat.',
    });
    expect(added.statusCode).toBe(201);
    expect(await hasReviewed()).toBe(true);
    const reviewId = added.json().review._id;
    const deleted = await callAs(t, other, 'DELETE', `${url}/reviews/${reviewId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await hasReviewed()).toBe(false);
  });

  it('answers 404 when the solution belongs to another problem, or is unknown or malformed', async () => {
    const { owner, problem } = await problemScene(t);
    const elsewhere = await buildProblem(t.db, owner.user);
    const solution = await buildSolution(t.db, elsewhere, owner.user);
    for (const id of [solution.id, unknownId, 'nope']) {
      const response = await callAs(t, owner, 'GET', `/api/problem/${problem.id}/solutions/${id}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it("answers 404 for a solution of another user's private problem", async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user, { visibility: 'private' });
    const solution = await buildSolution(t.db, problem, owner.user);
    const url = `/api/problem/${problem.id}/solutions/${solution.id}`;
    expect((await callAs(t, other, 'GET', url)).statusCode).toBe(404);
    expect((await callAs(t, owner, 'GET', url)).statusCode).toBe(200);
  });
});
