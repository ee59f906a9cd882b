import { and, eq, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type {
  ProblemDetail,
  ProblemInputParsed,
  ProblemParams,
  ProblemResponse,
  ProblemUpdateParsed,
} from '@upsolve/contract';
import type { Database, Executor } from '../../db/client.ts';
import {
  bookmarks,
  problemColumns,
  problems,
  reviews,
  solutions,
  users,
} from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { findPublicProblem, findReadableProblem } from './access.ts';
import { matchedFacts, searchText } from './cache.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { linkFacts } from '../../lib/site-catalog.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanEditProblem } from './policy.ts';
import { toProblemDetail } from './presenter.ts';
import { loadViewerMarks, weighViewerMarks } from './viewer-marks.ts';
import { shownUsername } from '../../lib/shown-user.ts';
import { withViewerMarks } from '../marks/index.ts';

/** The table's columns from a validated body (the contract keeps the seed's field names). */
function problemValues(input: ProblemInputParsed | ProblemUpdateParsed) {
  return {
    title: input.title,
    link: input.link,
    statement: input.problemstatement.statement,
    inputFormat: input.problemstatement.input,
    outputFormat: input.problemstatement.output,
    exampleInput: input.problemstatement.exampleinput,
    exampleOutput: input.problemstatement.exampleoutput,
    platformName: input.platform.name,
    difficulty: input.platform.rating,
    // Left out of an update: the problem keeps its visibility and its tags.
    ...(input.choice === undefined ? {} : { visibility: input.choice }),
    ...(input.tags === undefined ? {} : { tags: input.tags }),
  };
}

/** A problem the viewer owns, so the owner's name in the response is theirs. */
function ownDetail(row: ProblemRecord, owner: SessionUser): ProblemDetail {
  return toProblemDetail({ ...row, ownerUsername: owner.username });
}

/** POST /addproblem: the viewer shares a problem. */
export async function createProblem(
  services: Services,
  owner: SessionUser,
  input: ProblemInputParsed,
): Promise<Committed<ProblemDetail>> {
  // Its link's canonical key and site difficulty, read before the transaction opens.
  const linked = await linkFacts(services.db, input.link);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .insert(problems)
      .values({ ownerId: owner.id, ...problemValues(input), ...linked })
      .returning(problemColumns);
    if (row === undefined) throw new Error('createProblem: the insert returned no row');
    record(
      domainEvent('problem.created', {
        problemId: row.id,
        ownerId: owner.id,
        platform: row.platformName,
        visibility: row.visibility,
      }),
    );
    return ownDetail(row, owner);
  });
}

/** A problem as its page shows it: the detail and the ids of its solutions and reviews. */
type ProblemPage = ProblemResponse['problem'];

/** A value of a query, or its placeholder in a prepared statement. */
type Value = string | Placeholder;

/** Whether `viewerId` has reviewed the problem: one probe of the author-problem unique index. */
export const viewerHasReviewedProblem = (problemId: Value, viewerId: Value) =>
  sql<boolean>`exists (
    select 1 from ${reviews}
    where ${reviews.problemId} = ${problemId} and ${reviews.authorId} = ${viewerId}
  )`;

/**
 * What a problem's page shows besides the row, the same for every viewer: the owner's name and the
 * ids of the problem's solutions and reviews, in one prepared query.
 */
const problemPartsStatement = preparedPerDatabase((db) => {
  const problemId = sql.placeholder('problemId');
  return db
    .select({
      ownerUsername: shownUsername,
      // The ids the seed's client counts, newest first, each read from its (problem, created_at,
      // id) index.
      solutionIds: sql<string[]>`array(
        select ${solutions.id}::text from ${solutions}
        where ${solutions.problemId} = ${problemId}
        order by ${solutions.createdAt} desc, ${solutions.id} desc
      )`,
      reviewIds: sql<string[]>`array(
        select ${reviews.id}::text from ${reviews}
        where ${reviews.problemId} = ${problemId}
        order by ${reviews.createdAt} desc, ${reviews.id} desc
      )`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('ownerId')))
    .prepare('problem_parts');
});

/** The viewer's two facts about a problem: probes of bookmarks' and reviews' unique indexes. */
const viewerFactsStatement = preparedPerDatabase((db) => {
  const problemId = sql.placeholder('problemId');
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      isBookmarked: sql<boolean>`exists (
        select 1 from ${bookmarks}
        where ${bookmarks.problemId} = ${problemId} and ${bookmarks.userId} = ${viewerId}
      )`,
      viewerHasReviewed: viewerHasReviewedProblem(problemId, viewerId),
    })
    .from(users)
    .where(eq(users.id, viewerId))
    .prepare('problem_viewer_facts');
});

/**
 * A problem's page as every viewer who may read it sees it: the row, its owner, the id lists; null
 * when the owner's account was deleted in between (its problems went with it).
 */
async function problemDetailOf(db: Database, problem: ProblemRecord): Promise<ProblemPage | null> {
  const [parts] = await problemPartsStatement(db).execute({
    problemId: problem.id,
    ownerId: problem.ownerId,
  });
  if (parts === undefined) return null;
  return {
    ...toProblemDetail({ ...problem, ownerUsername: parts.ownerUsername }),
    solutions: parts.solutionIds,
    reviews: parts.reviewIds,
  };
}

/**
 * A public problem's page without the viewer's facts, or null when the problem is not public
 * (private, or no such problem): the same for everyone, so it is cached for everyone; either
 * answer goes when the problem changes.
 */
function publicProblemPage(services: Services, params: ProblemParams) {
  return services.cache.read(
    {
      key: `problem-page:${params.problemId}`,
      scope: 'shared',
      tags: [cacheTags.problem(params.problemId), cacheTags.problemPage(params.problemId)],
    },
    async () => {
      const problem = await findPublicProblem(services.db, params.problemId);
      return problem === null ? null : problemDetailOf(services.db, problem);
    },
  );
}

/**
 * The viewer's two facts about a problem: from their cached marks (viewer-marks.ts) when they have
 * few enough to keep, else from one prepared query.
 */
async function viewerFacts(services: Services, viewerId: string, problemId: string) {
  const marks = await services.cache.read(
    { key: 'marks', scope: { viewerId }, tags: [cacheTags.marks(viewerId)] },
    () => loadViewerMarks(services.db, viewerId),
    { weigh: weighViewerMarks },
  );
  if (marks.value !== null) {
    return {
      isBookmarked: marks.value.bookmarked.has(problemId),
      viewerHasReviewed: marks.value.reviewed.has(problemId),
    };
  }
  const [facts] = await viewerFactsStatement(services.db).execute({ problemId, viewerId });
  return {
    isBookmarked: facts?.isBookmarked ?? false,
    viewerHasReviewed: facts?.viewerHasReviewed ?? false,
  };
}

/**
 * GET /problem/{id}: the problem with its owner, the ids of its solutions and reviews, whether the
 * viewer saved it, whether they reviewed it and their mark (`myMark`, features/marks); 404 if
 * unreadable. A public problem's page comes
 * from the shared cache (`hit` says whether it was there); a private one is looked up for this
 * viewer and never cached (`hit` null).
 */
export async function getProblem(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
): Promise<{ answer: ProblemResponse; hit: boolean | null }> {
  const { db } = services;
  const shared = await publicProblemPage(services, params);
  const problem =
    shared.value ??
    (await problemDetailOf(db, await findReadableProblem(db, params.problemId, viewer)));
  if (problem === null) throw notFound();
  const [facts, [marked = problem]] = await Promise.all([
    viewerFacts(services, viewer.id, problem._id),
    withViewerMarks(services, viewer.id, [problem]),
  ]);
  return {
    answer: { problem: marked, ...facts },
    hit: shared.value === null ? null : shared.hit,
  };
}

/** PUT: the owner replaces the problem; 404 when unreadable, 403 for anyone else. */
export async function updateProblem(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
  input: ProblemUpdateParsed,
): Promise<Committed<ProblemDetail>> {
  const checked = await assertCanEditProblem(services.db, viewer, params);
  const linked = await linkFacts(services.db, input.link);
  return services.commit(async (tx, record) => {
    const mine = and(eq(problems.id, checked.id), eq(problems.ownerId, viewer.id));
    // The row as it is now, locked: what the edit changes is known exactly.
    const [before] = await tx
      .select({ ...problemColumns, search: searchText })
      .from(problems)
      .where(mine)
      .for('update');
    const [row] = await tx
      .update(problems)
      .set({ ...problemValues(input), ...linked, updatedAt: sql`now()` })
      .where(mine)
      .returning({ ...problemColumns, search: searchText });
    // Deleted by its owner in another tab between the check and the update.
    if (before === undefined || row === undefined) throw notFound();
    record(
      domainEvent('problem.updated', {
        problemId: row.id,
        ownerId: viewer.id,
        platforms: [...new Set([before.platformName, row.platformName])],
        listed: before.visibility === 'public' || row.visibility === 'public',
        moved: before.visibility !== row.visibility || before.platformName !== row.platformName,
        madePrivate: before.visibility === 'public' && row.visibility === 'private',
        matched: matchedFacts(before, row),
      }),
    );
    return ownDetail(row, viewer);
  });
}

/**
 * DELETE: the owner removes the problem. Its solutions, reviews, bookmarks and discussion go with
 * it through ON DELETE CASCADE, all within this one statement.
 */
export async function deleteProblem(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
): Promise<Committed<ProblemDetail>> {
  const problem = await assertCanEditProblem(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .delete(problems)
      .where(and(eq(problems.id, problem.id), eq(problems.ownerId, viewer.id)))
      .returning(problemColumns);
    if (row === undefined) throw notFound();
    record(
      domainEvent('problem.deleted', {
        problemId: row.id,
        ownerId: viewer.id,
        platform: row.platformName,
        visibility: row.visibility,
      }),
    );
    return ownDetail(row, viewer);
  });
}

/** Saves or unsaves a readable problem for the viewer; doing it twice changes nothing. */
export async function setBookmark(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
  bookmarked: boolean,
): Promise<Committed<void>> {
  const problem = await findReadableProblem(services.db, params.problemId, viewer);
  return services.commit(async (tx, record) => {
    await (bookmarked
      ? saveBookmark(tx, viewer.id, problem.id)
      : dropBookmark(tx, viewer.id, problem.id));
    record(
      domainEvent('bookmark.changed', { problemId: problem.id, userId: viewer.id, bookmarked }),
    );
  });
}

async function saveBookmark(tx: Executor, userId: string, problemId: string): Promise<void> {
  try {
    await tx.insert(bookmarks).values({ userId, problemId }).onConflictDoNothing();
  } catch (error) {
    // The owner deleted the problem between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

async function dropBookmark(tx: Executor, userId: string, problemId: string): Promise<void> {
  await tx
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.problemId, problemId)));
}
