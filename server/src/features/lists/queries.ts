import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type { ProblemSummary } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { marks, problemListItems, problemLists, problems, users } from '../../db/schema/index.ts';
import { shownUsername } from '../../lib/shown-user.ts';
import { summaryColumns, toProblemSummary } from '../problems/index.ts';
import type { ListSummaryRow } from './presenter.ts';

/**
 * The reads of lists. Every count and every problem shown is of the problems the viewer may read
 * (the contract's canReadProblem, as SQL): someone's private problem in a list is left out for
 * everyone but its owner, neither shown nor counted.
 */

const readableBy = (viewerId: string): SQL =>
  sql`(${problems.visibility} = 'public' or ${problems.ownerId} = ${viewerId})`;

// Solved by the viewer's own mark, kept per canonical key: a mark on a twin counts here too.
const solvedBy = (viewerId: string): SQL =>
  sql`exists (select 1 from ${marks} where ${marks.userId} = ${viewerId} and ${marks.problemKey} = ${problems.key} and ${marks.status} in ('solved', 'solved_with_help'))`;

function listColumns(viewerId: string, heldProblemId: string | undefined) {
  const itemsOfList = sql`from ${problemListItems} inner join ${problems} on ${problems.id} = ${problemListItems.problemId} where ${problemListItems.listId} = ${problemLists.id} and ${readableBy(viewerId)}`;
  // Asked only for the one problem: a column of the same query, not a read per list; null (left
  // out of the answer) when not asked.
  const hasProblem =
    heldProblemId === undefined
      ? sql<boolean | null>`null::boolean`
      : sql<
          boolean | null
        >`exists (select 1 ${itemsOfList} and ${problemListItems.problemId} = ${heldProblemId})`;
  return {
    hasProblem,
    id: problemLists.id,
    name: problemLists.name,
    description: problemLists.description,
    visibility: problemLists.visibility,
    ownerId: problemLists.ownerId,
    ownerUsername: shownUsername,
    problemCount: sql<number>`(select count(*)::int ${itemsOfList})`,
    solvedCount: sql<number>`(select count(*)::int ${itemsOfList} and ${solvedBy(viewerId)})`,
    createdAt: problemLists.createdAt,
    updatedAt: problemLists.updatedAt,
  };
}

/**
 * Lists matching `where`, most recently changed first, with the viewer's counts, and with
 * `hasProblem` when `heldProblemId` is given.
 */
export async function loadListRows(
  db: Executor,
  viewerId: string,
  where: SQL | undefined,
  heldProblemId?: string,
): Promise<ListSummaryRow[]> {
  return db
    .select(listColumns(viewerId, heldProblemId))
    .from(problemLists)
    .innerJoin(users, eq(users.id, problemLists.ownerId))
    .where(where)
    .orderBy(desc(problemLists.updatedAt), desc(problemLists.id));
}

export async function loadListRow(
  db: Executor,
  viewerId: string,
  listId: string,
): Promise<ListSummaryRow | undefined> {
  const [row] = await loadListRows(db, viewerId, eq(problemLists.id, listId));
  return row;
}

/** The list's problems the viewer may read, in the list's order. */
export async function loadListProblems(
  db: Executor,
  viewerId: string,
  listId: string,
): Promise<ProblemSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(problemListItems)
    .innerJoin(problems, eq(problems.id, problemListItems.problemId))
    .innerJoin(users, eq(users.id, problems.ownerId))
    .where(and(eq(problemListItems.listId, listId), readableBy(viewerId)))
    .orderBy(asc(problemListItems.position));
  // Without the viewer's marks: the service fills `myMark` in (features/marks).
  return rows.map(toProblemSummary);
}

/**
 * The index in `ids` of every entry that is not a problem the viewer may read (malformed, never
 * used, or someone's private problem), which a list may not take.
 */
export async function unreadableProblemIndexes(
  db: Executor,
  viewerId: string,
  ids: readonly string[],
): Promise<number[]> {
  const wellFormed = ids.filter((id) => idSchema.safeParse(id).success);
  const readable =
    wellFormed.length === 0
      ? []
      : await db
          .select({ id: problems.id })
          .from(problems)
          .where(and(inArray(problems.id, wellFormed), readableBy(viewerId)));
  const found = new Set(readable.map((row) => row.id));
  return ids.flatMap((id, index) => (found.has(id) ? [] : [index]));
}
