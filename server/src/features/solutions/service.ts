import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type {
  ProblemParams,
  Solution,
  SolutionDetail,
  SolutionInputParsed,
  SolutionParams,
  SolutionSort,
  SolutionsQueryParsed,
  SolutionUpdateParsed,
} from '@upsolve/contract';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { reviews, solutions, users } from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { ProblemPosition, SolutionFacts } from '../../lib/events/catalog.ts';
import {
  cursorValue,
  defineKeyset,
  exactTotal,
  keysetPage,
  keysetRows,
  newestFirst,
} from '../../lib/paging.ts';
import type { Keyset, Page } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import {
  findPublicProblem,
  findReadableProblem,
  positionOf,
  problemPosition,
} from '../problems/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanEditSolution } from './policy.ts';
import { toSolution } from './presenter.ts';
import type { SolutionWithAuthor } from './presenter.ts';
import { shownUsername } from '../../lib/shown-user.ts';

const solutionWithAuthorColumns = {
  ...getTableColumns(solutions),
  authorUsername: shownUsername,
};

function selectSolutions(db: Executor) {
  return db
    .select(solutionWithAuthorColumns)
    .from(solutions)
    .leftJoin(users, eq(users.id, solutions.authorId))
    .$dynamic();
}

/** One keyset per sort; each matches one of the (problem_id, ...) indexes of solutions. */
const solutionKeysets: Record<SolutionSort, Keyset<SolutionWithAuthor, unknown[]>> = {
  newest: newestFirst(solutions.createdAt, solutions.id, (row: SolutionWithAuthor) => [
    row.createdAt,
    row.id,
  ]),
  // Best rated: the stored average, then the number of reviews, then newest.
  rated: defineKeyset({
    columns: [solutions.avgRating, solutions.reviewsCount, solutions.createdAt, solutions.id],
    schema: z.tuple([
      cursorValue.averageRating,
      cursorValue.count,
      cursorValue.timestamp,
      cursorValue.id,
    ]),
    keyOf: (row: SolutionWithAuthor) => [row.avgRating, row.reviewsCount, row.createdAt, row.id],
  }),
};

export interface SolutionList {
  /** The problem the solutions answer, as the list screen's heading shows it. */
  problem: { _id: string; title: string };
  page: Page<Solution>;
}

/**
 * One page of a problem's solutions plus one row (to know whether another page follows), in the
 * order of the sort's index. Exported so a test can check the plan reads that index in order.
 */
export function solutionRowsQuery(db: Executor, problemId: string, query: SolutionsQueryParsed) {
  const ofProblem = eq(solutions.problemId, problemId);
  return keysetRows(selectSolutions(db), solutionKeysets[query.sort], query, ofProblem);
}

/** One page of a readable problem's solutions, newest first or best rated first. */
export async function listSolutions(
  db: Executor,
  viewer: SessionUser,
  params: ProblemParams,
  query: SolutionsQueryParsed,
): Promise<SolutionList> {
  const problem = await findReadableProblem(db, params.problemId, viewer);
  return solutionsOf(db, problem, query);
}

async function solutionsOf(
  db: Executor,
  problem: ProblemRecord,
  query: SolutionsQueryParsed,
): Promise<SolutionList> {
  const rows = await solutionRowsQuery(db, problem.id, query);
  const keyset = solutionKeysets[query.sort];
  const total = exactTotal(problem.solutionsCount);
  return {
    problem: { _id: problem.id, title: problem.title },
    page: keysetPage(rows, query.limit, keyset, toSolution, total),
  };
}

/** Whether `viewerId` has reviewed the solution: one probe of the author-solution unique index. */
const viewerHasReviewed = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${reviews} where ${reviews.solutionId} = ${solutions.id} and ${reviews.authorId} = ${viewerId})`;

/** The ids of the solution's reviews, newest first, from the (solution, created_at, id) index. */
const reviewIds = sql<string[]>`array(
  select ${reviews.id}::text from ${reviews}
  where ${reviews.solutionId} = ${solutions.id}
  order by ${reviews.createdAt} desc, ${reviews.id} desc
)`;

/**
 * A solution of a readable problem with its author, the ids of its reviews and whether the viewer
 * reviewed it, or 404.
 */
export async function getSolution(
  db: Executor,
  viewer: SessionUser,
  params: SolutionParams,
): Promise<SolutionDetail> {
  const problem = await findReadableProblem(db, params.problemId, viewer);
  if (!idSchema.safeParse(params.solutionId).success) throw notFound();
  const [row] = await db
    .select({
      ...solutionWithAuthorColumns,
      reviewIds,
      viewerHasReviewed: viewerHasReviewed(viewer.id),
    })
    .from(solutions)
    .leftJoin(users, eq(users.id, solutions.authorId))
    .where(and(eq(solutions.id, params.solutionId), eq(solutions.problemId, problem.id)))
    .limit(1);
  if (row === undefined) throw notFound();
  return { ...toSolution(row), reviews: row.reviewIds, viewerHasReviewed: row.viewerHasReviewed };
}

/**
 * What solution events say about a solution; `moved`, where its problem stands now when its count
 * changed (the most-solved lists).
 */
function solutionFacts(
  row: { id: string; problemId: string },
  author: SessionUser,
  problemPublic: boolean,
  moved: ProblemPosition | null,
): SolutionFacts {
  return {
    solutionId: row.id,
    problemId: row.problemId,
    authorId: author.id,
    problemPublic,
    moved,
  };
}

/** Posts a solution to a readable problem. The path names the problem, whatever the body says. */
export async function createSolution(
  services: Services,
  author: SessionUser,
  params: ProblemParams,
  input: SolutionInputParsed,
): Promise<Committed<Solution>> {
  const problem = await findReadableProblem(services.db, params.problemId, author);
  return services.commit(async (tx, record) => {
    let row;
    try {
      [row] = await tx
        .insert(solutions)
        .values({
          problemId: problem.id,
          authorId: author.id,
          approach: input.approach,
          description: input.description,
          code: input.code,
          language: input.language,
        })
        .returning();
    } catch (error) {
      // The problem was deleted after it was read.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
    if (row === undefined) throw new Error('Inserting the solution returned no row');
    const moved = await problemPosition(tx, problem.id);
    const facts = solutionFacts(row, author, problem.visibility === 'public', moved);
    record(domainEvent('solution.added', facts));
    return toSolution({ ...row, authorUsername: author.username });
  });
}

/** Replaces a solution's texts (a language left out is kept): its author only (403 for others), 404 if not of this problem. */
export async function updateSolution(
  services: Services,
  viewer: SessionUser,
  params: SolutionParams,
  input: SolutionUpdateParsed,
): Promise<Committed<Solution>> {
  const solution = await assertCanEditSolution(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .update(solutions)
      .set({
        approach: input.approach,
        description: input.description,
        code: input.code,
        // Left out of an update: the solution keeps its language.
        ...(input.language === undefined ? {} : { language: input.language }),
        updatedAt: new Date(),
      })
      .where(and(eq(solutions.id, solution.id), eq(solutions.authorId, viewer.id)))
      .returning();
    // Deleted between the check and the write.
    if (row === undefined) throw notFound();
    const problemPublic = (await findPublicProblem(tx, row.problemId)) !== null;
    record(domainEvent('solution.updated', solutionFacts(row, viewer, problemPublic, null)));
    return toSolution({ ...row, authorUsername: viewer.username });
  });
}

/** Deletes a solution and, by cascade, its reviews: its author only. */
export async function deleteSolution(
  services: Services,
  viewer: SessionUser,
  params: SolutionParams,
): Promise<Committed<void>> {
  const solution = await assertCanEditSolution(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .delete(solutions)
      .where(and(eq(solutions.id, solution.id), eq(solutions.authorId, viewer.id)))
      .returning();
    if (row === undefined) throw notFound();
    // Read after the delete: its count is the new one.
    const problem = await findPublicProblem(tx, row.problemId);
    const moved = problem === null ? null : positionOf(problem);
    record(domainEvent('solution.deleted', solutionFacts(row, viewer, problem !== null, moved)));
  });
}
