import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problems, solutions } from '../../db/schema/index.ts';
import { buildProblem, buildSolution, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { problemScene, validSolution } from '../../test/fixtures.ts';

const t = useTestApp();

async function solutionsOf(problemId: string) {
  return t.db.select().from(solutions).where(eq(solutions.problemId, problemId));
}

async function solutionsCountOf(problemId: string) {
  const [row] = await t.db
    .select({ count: problems.solutionsCount })
    .from(problems)
    .where(eq(problems.id, problemId));
  return row?.count;
}

describe('POST /api/problem/{id}/addsolution', () => {
  it('is refused to a signed-out visitor with 401 and stores nothing', async () => {
    const { problem } = await problemScene(t);
    const url = `/api/problem/${problem.id}/addsolution`;
    const response = await callAs(t, null, 'POST', url, validSolution);
    expect(response.statusCode).toBe(401);
    expect(await solutionsOf(problem.id)).toHaveLength(0);
  });

  it('lets another user post to a public problem, whatever problem the body names', async () => {
    const { other, problem } = await problemScene(t);
    const elsewhere = await buildProblem(t.db, other.user);
    const response = await callAs(t, other, 'POST', `/api/problem/${problem.id}/addsolution`, {
      ...validSolution,
      problem: elsewhere.id,
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Solution added successfully');
    expect(body.solution).toMatchObject({
      approach: validSolution.approach,
      description: validSolution.description,
      code: validSolution.code,
      language: 'cpp',
      problem: problem.id,
      user: { _id: other.user.id, username: other.user.username },
      reviewsCount: 0,
      averageRating: null,
    });
    expect(await solutionsOf(problem.id)).toHaveLength(1);
    expect(await solutionsOf(elsewhere.id)).toHaveLength(0);
    expect(await solutionsCountOf(problem.id)).toBe(1);

    const read = await callAs(
      t,
      other,
      'GET',
      `/api/problem/${problem.id}/solutions/${body.solution._id}`,
    );
    // The page reads back what was saved, plus the review ids and viewer fact only the detail carries.
    expect(read.json()).toEqual({ ...body.solution, reviews: [], viewerHasReviewed: false });
  });

  it('lets the owner post to their own problem, and trims the texts', async () => {
    const { owner, problem } = await problemScene(t);
    const response = await callAs(t, owner, 'POST', `/api/problem/${problem.id}/addsolution`, {
      ...validSolution,
      approach: '  Binary search.  ',
      language: 'rust',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().solution).toMatchObject({
      approach: 'Binary search.',
      language: 'rust',
    });
  });

  it("answers 404 for another user's private problem and stores nothing; its owner may post", async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user, { visibility: 'private' });
    const url = `/api/problem/${problem.id}/addsolution`;

    expect((await callAs(t, other, 'POST', url, validSolution)).statusCode).toBe(404);
    expect(await solutionsOf(problem.id)).toHaveLength(0);
    expect((await callAs(t, owner, 'POST', url, validSolution)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown or malformed problem id', async () => {
    const viewer = await signedInActor(t);
    for (const id of [unknownId, '42']) {
      const response = await callAs(
        t,
        viewer,
        'POST',
        `/api/problem/${id}/addsolution`,
        validSolution,
      );
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('PUT /api/problem/{id}/solutions/{solutionId}/updatesolution', () => {
  const changes = {
    approach: 'Segment tree.',
    description: 'Point updates and range sums in $O(\\log n)$.',
    code: 'fn main() {}',
    language: 'rust',
  };

  async function sceneWithSolution() {
    const scene = await problemScene(t);
    const solution = await buildSolution(t.db, scene.problem, scene.other.user);
    const url = `/api/problem/${scene.problem.id}/solutions/${solution.id}/updatesolution`;
    return { ...scene, solution, url };
  }

  async function storedSolution(id: string) {
    const [row] = await t.db.select().from(solutions).where(eq(solutions.id, id));
    return row;
  }

  it('is refused to a signed-out visitor with 401 and changes nothing', async () => {
    const { solution, url } = await sceneWithSolution();
    expect((await callAs(t, null, 'PUT', url, changes)).statusCode).toBe(401);
    expect(await storedSolution(solution.id)).toEqual(solution);
  });

  it('lets the author replace approach, description, code and language', async () => {
    const { other, problem, solution, url } = await sceneWithSolution();
    const response = await callAs(t, other, 'PUT', url, { ...changes, problem: problem.id });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Solution updated successfully');
    expect(body.solution).toMatchObject({
      _id: solution.id,
      ...changes,
      user: { _id: other.user.id, username: other.user.username },
      createdAt: solution.createdAt.toISOString(),
    });
    expect(Date.parse(body.solution.updatedAt)).toBeGreaterThan(solution.updatedAt.getTime());
    expect(await storedSolution(solution.id)).toMatchObject(changes);
  });

  it('keeps the stored language of an update that leaves it out, never the default (cpp)', async () => {
    const { other, problem } = await problemScene(t);
    const solution = await buildSolution(t.db, problem, other.user, { language: 'python' });
    const url = `/api/problem/${problem.id}/solutions/${solution.id}/updatesolution`;
    const { language: _omitted, ...texts } = changes;
    const response = await callAs(t, other, 'PUT', url, texts);

    expect(response.statusCode).toBe(200);
    expect(response.json().solution).toMatchObject({ ...texts, language: 'python' });
    expect(await storedSolution(solution.id)).toMatchObject({ ...texts, language: 'python' });
  });

  it("refuses another user, even the problem's owner, with 403 and changes nothing", async () => {
    const { owner, solution, url } = await sceneWithSolution();
    const stranger = await signedInActor(t);
    for (const viewer of [owner, stranger]) {
      const response = await callAs(t, viewer, 'PUT', url, changes);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await storedSolution(solution.id)).toEqual(solution);
  });

  it('answers 404 when the solution is not of the problem in the path', async () => {
    const { other, solution } = await sceneWithSolution();
    const elsewhere = await buildProblem(t.db, other.user);
    const url = `/api/problem/${elsewhere.id}/solutions/${solution.id}/updatesolution`;
    expect((await callAs(t, other, 'PUT', url, changes)).statusCode).toBe(404);
    const unknown = `/api/problem/${elsewhere.id}/solutions/${unknownId}/updatesolution`;
    expect((await callAs(t, other, 'PUT', unknown, changes)).statusCode).toBe(404);
    expect(await storedSolution(solution.id)).toEqual(solution);
  });

  it("answers 404 on another user's private problem, even to the solution's author", async () => {
    const owner = await signedInActor(t);
    const author = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const solution = await buildSolution(t.db, problem, author.user);
    // The owner made the problem private after the solution was posted.
    await t.db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, problem.id));
    const url = `/api/problem/${problem.id}/solutions/${solution.id}/updatesolution`;
    expect((await callAs(t, author, 'PUT', url, changes)).statusCode).toBe(404);
    expect(await storedSolution(solution.id)).toEqual(solution);
  });
});
