import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { problems, reviews, solutions, totals, users } from '../../db/schema/index.ts';
import {
  buildProblem,
  buildReview,
  buildSolution,
  buildUser,
  problemCounters,
  solutionCounters,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const testApp = useTestApp();

describe('counters kept by database triggers', () => {
  it('counts solutions as they are added and removed', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const solver = await buildUser(db);
    const problem = await buildProblem(db, owner);
    const first = await buildSolution(db, problem, solver);
    await buildSolution(db, problem, owner);
    expect(await problemCounters(db, problem.id)).toMatchObject({ solutionsCount: 2 });

    await db.delete(solutions).where(eq(solutions.id, first.id));
    expect(await problemCounters(db, problem.id)).toMatchObject({ solutionsCount: 1 });
  });

  it('keeps review count, rating sum and average of a problem', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const [alice, bob] = [await buildUser(db), await buildUser(db)];
    const problem = await buildProblem(db, owner);
    expect(await problemCounters(db, problem.id)).toMatchObject({
      reviewsCount: 0,
      avgRating: '0',
    });

    await buildReview(db, { problemId: problem.id }, alice, { rating: 5 });
    const bobs = await buildReview(db, { problemId: problem.id }, bob, { rating: 2 });
    expect(await problemCounters(db, problem.id)).toMatchObject({ reviewsCount: 2, ratingSum: 7 });
    expect(Number((await problemCounters(db, problem.id))?.avgRating)).toBe(3.5);

    await db.update(reviews).set({ rating: 4 }).where(eq(reviews.id, bobs.id));
    expect(await problemCounters(db, problem.id)).toMatchObject({ reviewsCount: 2, ratingSum: 9 });

    await db.delete(reviews).where(eq(reviews.id, bobs.id));
    expect(await problemCounters(db, problem.id)).toMatchObject({ reviewsCount: 1, ratingSum: 5 });
  });

  it('keeps review count, rating sum and average of a solution apart from its problem', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const [alice, bob, carol] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    const problem = await buildProblem(db, owner);
    const solution = await buildSolution(db, problem, owner);
    expect(await solutionCounters(db, solution.id)).toEqual({
      reviewsCount: 0,
      ratingSum: 0,
      avgRating: '0',
    });

    const review = await buildReview(db, { solutionId: solution.id }, alice, { rating: 4 });
    await buildReview(db, { solutionId: solution.id }, bob, { rating: 5 });
    await buildReview(db, { solutionId: solution.id }, carol, { rating: 4 });
    expect(await solutionCounters(db, solution.id)).toEqual({
      reviewsCount: 3,
      ratingSum: 13,
      avgRating: '4.333',
    });
    expect(await problemCounters(db, problem.id)).toMatchObject({ reviewsCount: 0, ratingSum: 0 });

    await db.delete(reviews).where(eq(reviews.id, review.id));
    expect(await solutionCounters(db, solution.id)).toEqual({
      reviewsCount: 2,
      ratingSum: 9,
      avgRating: '4.500',
    });
  });

  it('lets a problem with solutions and reviews be deleted in one statement', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const reviewer = await buildUser(db);
    const problem = await buildProblem(db, owner);
    const solution = await buildSolution(db, problem, reviewer);
    await buildReview(db, { solutionId: solution.id }, owner);
    await buildReview(db, { problemId: problem.id }, reviewer);

    await db.delete(problems).where(eq(problems.id, problem.id));
    expect(await db.select().from(solutions).where(eq(solutions.problemId, problem.id))).toEqual(
      [],
    );
    expect(await db.select().from(reviews).where(eq(reviews.problemId, problem.id))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.solutionId, solution.id))).toEqual([]);
  });

  it('refuses a review with both or neither target', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const problem = await buildProblem(db, owner);
    const solution = await buildSolution(db, problem, owner);
    await expect(
      db.insert(reviews).values({
        authorId: owner.id,
        problemId: problem.id,
        solutionId: solution.id,
        comment: 'both',
      }),
    ).rejects.toThrow();
    await expect(
      db.insert(reviews).values({ authorId: owner.id, comment: 'none' }),
    ).rejects.toThrow();
  });
});

describe('the leaderboard and public-problem totals kept by database triggers', () => {
  const publicSolutionsOf = async (db: Database, userId: string) => {
    const [row] = await db
      .select({ count: users.publicSolutionsCount })
      .from(users)
      .where(eq(users.id, userId));
    return row?.count;
  };
  const publicProblems = async (db: Database) => {
    // One row per connection that changed it (migration "sharded_totals"), summed.
    const rows = await db.select({ value: totals.value }).from(totals);
    return rows.reduce((sum, row) => sum + row.value, 0);
  };

  it('counts solutions on public problems only, following visibility, deletes and authors', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const solver = await buildUser(db);
    const open = await buildProblem(db, owner);
    const hidden = await buildProblem(db, owner, { visibility: 'private' });
    const onOpen = await buildSolution(db, open, solver);
    await buildSolution(db, open, solver);
    await buildSolution(db, hidden, solver);
    expect(await publicSolutionsOf(db, solver.id)).toBe(2);

    await db.update(problems).set({ visibility: 'public' }).where(eq(problems.id, hidden.id));
    expect(await publicSolutionsOf(db, solver.id)).toBe(3);
    await db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, open.id));
    expect(await publicSolutionsOf(db, solver.id)).toBe(1);
    await db.update(problems).set({ visibility: 'public' }).where(eq(problems.id, open.id));

    await db.delete(solutions).where(eq(solutions.id, onOpen.id));
    expect(await publicSolutionsOf(db, solver.id)).toBe(2);
    // Deleting a problem takes its solutions off the board with it (ON DELETE CASCADE).
    await db.delete(problems).where(eq(problems.id, hidden.id));
    expect(await publicSolutionsOf(db, solver.id)).toBe(1);
    // A solution whose author's account is gone counts for nobody.
    await buildSolution(db, open, null);
    expect(await publicSolutionsOf(db, solver.id)).toBe(1);
  });

  it('counts public problems as they are added, hidden, shown and deleted', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const before = (await publicProblems(db)) ?? 0;
    const problem = await buildProblem(db, owner);
    await buildProblem(db, owner, { visibility: 'private' });
    expect(await publicProblems(db)).toBe(before + 1);
    await db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, problem.id));
    expect(await publicProblems(db)).toBe(before);
    await db.update(problems).set({ visibility: 'public' }).where(eq(problems.id, problem.id));
    expect(await publicProblems(db)).toBe(before + 1);
    // Deleting the owner's account deletes their problems.
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await publicProblems(db)).toBe(before);
  });

  it('counts every public problem added at once over several connections, as count(*) does', async () => {
    const { db } = testApp;
    const owners = await Promise.all(Array.from({ length: 4 }, () => buildUser(db)));
    await Promise.all(
      owners.flatMap((owner) =>
        Array.from({ length: 6 }, (_, index) =>
          buildProblem(db, owner, { visibility: index % 3 === 0 ? 'private' : 'public' }),
        ),
      ),
    );
    await Promise.all(
      owners.slice(0, 2).map((owner) => db.delete(users).where(eq(users.id, owner.id))),
    );
    const [counted] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(problems)
      .where(eq(problems.visibility, 'public'));
    expect(await publicProblems(db)).toBe(counted?.value);
  });
});
