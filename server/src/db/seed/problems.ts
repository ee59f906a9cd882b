import { inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { bookmarks, problems, reviews, solutions } from '../schema/index.ts';
import { catalogueBasics } from './catalogue-basics.ts';
import { catalogueAdvanced } from './catalogue-advanced.ts';
import { catalogueExtra } from './catalogue-extra.ts';
import { cataloguePractice } from './catalogue-practice.ts';
import type { DemoProblem, DemoUsername } from './demo-types.ts';

export const demoProblems: DemoProblem[] = [
  ...catalogueBasics,
  ...cataloguePractice,
  ...catalogueAdvanced,
  ...catalogueExtra,
];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Adds each demo problem once, with its solutions, reviews and bookmarks, in one transaction per
 * problem. A problem its owner already has (same title) is left alone, so a second run adds nothing.
 */
export async function seedProblems(
  db: Database,
  userIds: ReadonlyMap<string, string>,
): Promise<number> {
  const idOf = (username: DemoUsername): string => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`seed: demo user ${username} is missing`);
    return id;
  };
  const ownerIds = [...new Set(demoProblems.map((problem) => idOf(problem.owner)))];
  const existing = await db
    .select({ ownerId: problems.ownerId, title: problems.title })
    .from(problems)
    .where(inArray(problems.ownerId, ownerIds));
  const existingKeys = new Set(existing.map((row) => `${row.ownerId}\n${row.title}`));

  let added = 0;
  const now = Date.now();
  for (const demo of demoProblems) {
    if (existingKeys.has(`${idOf(demo.owner)}\n${demo.title}`)) continue;
    await db.transaction(async (tx) => {
      const createdAt = new Date(now - demo.daysAgo * dayMs);
      const [problem] = await tx
        .insert(problems)
        .values({
          ownerId: idOf(demo.owner),
          title: demo.title,
          link: demo.link,
          visibility: demo.visibility ?? 'public',
          statement: demo.statement,
          inputFormat: demo.input,
          outputFormat: demo.output,
          exampleInput: demo.exampleInput,
          exampleOutput: demo.exampleOutput,
          platformName: demo.platform,
          difficulty: demo.difficulty,
          tags: demo.tags,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: problems.id });
      if (problem === undefined) throw new Error(`seed: ${demo.title} was not inserted`);
      for (const [index, solution] of (demo.solutions ?? []).entries()) {
        const solvedAt = new Date(createdAt.getTime() + (index + 1) * 3_600_000);
        const [row] = await tx
          .insert(solutions)
          .values({
            problemId: problem.id,
            authorId: idOf(solution.author),
            approach: solution.approach,
            description: solution.description,
            code: solution.code,
            language: solution.language,
            createdAt: solvedAt,
            updatedAt: solvedAt,
          })
          .returning({ id: solutions.id });
        if (row === undefined)
          throw new Error(`seed: a solution of ${demo.title} was not inserted`);
        for (const review of solution.reviews ?? []) {
          await tx.insert(reviews).values({
            solutionId: row.id,
            authorId: idOf(review.author),
            rating: review.rating,
            comment: review.comment,
          });
        }
      }
      for (const review of demo.reviews ?? []) {
        await tx.insert(reviews).values({
          problemId: problem.id,
          authorId: idOf(review.author),
          rating: review.rating,
          comment: review.comment,
        });
      }
      for (const username of demo.bookmarkedBy ?? []) {
        await tx
          .insert(bookmarks)
          .values({ userId: idOf(username), problemId: problem.id })
          .onConflictDoNothing();
      }
    });
    added += 1;
  }
  return added;
}
