import { and, count, eq } from 'drizzle-orm';
import { limits, listErrors } from '@upsolve/contract';
import type {
  ListDetail,
  ListInputParsed,
  ListParams,
  ListProblemsInput,
  ListsQuery,
  ListSummary,
  ListUpdateParsed,
  UserParams,
} from '@upsolve/contract';
import type { Database, Executor } from '../../db/client.ts';
import { problemListItems, problemLists } from '../../db/schema/index.ts';
import type { Services } from '../../lib/services.ts';
import { notFound, validationError } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { withViewerMarksFrom } from '../marks/index.ts';
import { requireUserRef } from '../profiles/index.ts';
import { assertCanEditList, findReadableList } from './policy.ts';
import { toListDetail, toListSummary } from './presenter.ts';
import {
  loadListProblems,
  loadListRow,
  loadListRows,
  unreadableProblemIndexes,
} from './queries.ts';

/**
 * Lists to work through (docs/product.md, "Lists"). Reads are not cached: each carries the
 * viewer's own progress, and a list is read far less often than it is worked through.
 */

async function detailOf(db: Executor, viewerId: string, listId: string): Promise<ListDetail> {
  const row = await loadListRow(db, viewerId, listId);
  if (row === undefined) throw notFound();
  const problems = await loadListProblems(db, viewerId, listId);
  return toListDetail(row, await withViewerMarksFrom(db, viewerId, problems));
}

/**
 * GET /lists: the viewer's own lists, most recently changed first; with `problemId`, each says
 * whether it holds that problem (false for a problem the viewer cannot read, as lists show none).
 */
export async function listOwnLists(
  db: Database,
  viewer: SessionUser,
  query: ListsQuery,
): Promise<ListSummary[]> {
  const rows = await loadListRows(
    db,
    viewer.id,
    eq(problemLists.ownerId, viewer.id),
    query.problemId,
  );
  return rows.map(toListSummary);
}

/** GET /users/{id}/lists: that user's public lists, for anyone signed in (the owner too). */
export async function listPublicListsOf(
  db: Database,
  viewer: SessionUser,
  params: UserParams,
): Promise<ListSummary[]> {
  await requireUserRef(db, params.userId);
  const theirPublic = and(
    eq(problemLists.ownerId, params.userId),
    eq(problemLists.visibility, 'public'),
  );
  return (await loadListRows(db, viewer.id, theirPublic)).map(toListSummary);
}

/** GET /lists/{id}: the list if the viewer may read it, its readable problems in order. */
export async function readList(
  db: Database,
  viewer: SessionUser,
  params: ListParams,
): Promise<ListDetail> {
  const list = await findReadableList(db, viewer, params);
  return detailOf(db, viewer.id, list.id);
}

/** POST /lists: a new, empty list; past `limits.listsPerUser` a 400 and nothing stored. */
export async function createList(
  services: Services,
  viewer: SessionUser,
  input: ListInputParsed,
): Promise<Committed<ListDetail>> {
  return services.commit(async (tx) => {
    const [held] = await tx
      .select({ count: count() })
      .from(problemLists)
      .where(eq(problemLists.ownerId, viewer.id));
    if ((held?.count ?? 0) >= limits.listsPerUser) throw validationError({}, listErrors.tooMany);
    const [row] = await tx
      .insert(problemLists)
      .values({
        ownerId: viewer.id,
        name: input.name,
        description: input.description,
        visibility: input.visibility,
      })
      .returning({ id: problemLists.id });
    if (row === undefined) throw notFound();
    return detailOf(tx, viewer.id, row.id);
  });
}

/** PUT /lists/{id}: the owner changes the fields given; the others keep their values. */
export async function updateList(
  services: Services,
  viewer: SessionUser,
  params: ListParams,
  input: ListUpdateParsed,
): Promise<Committed<ListDetail>> {
  const list = await assertCanEditList(services.db, viewer, params);
  return services.commit(async (tx) => {
    const changed = await tx
      .update(problemLists)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.visibility === undefined ? {} : { visibility: input.visibility }),
        updatedAt: new Date(),
      })
      .where(and(eq(problemLists.id, list.id), eq(problemLists.ownerId, viewer.id)))
      .returning({ id: problemLists.id });
    if (changed.length === 0) throw notFound();
    return detailOf(tx, viewer.id, list.id);
  });
}

/** DELETE /lists/{id}: the owner deletes the list; its items go with it, the problems stay. */
export async function deleteList(
  services: Services,
  viewer: SessionUser,
  params: ListParams,
): Promise<Committed<void>> {
  const list = await assertCanEditList(services.db, viewer, params);
  return services.commit(async (tx) => {
    const deleted = await tx
      .delete(problemLists)
      .where(and(eq(problemLists.id, list.id), eq(problemLists.ownerId, viewer.id)))
      .returning({ id: problemLists.id });
    if (deleted.length === 0) throw notFound();
  });
}

/**
 * PUT /lists/{id}/problems: the list becomes exactly these problems in this order. Each must be a
 * problem the owner may read; any other (malformed, unknown, someone's private one) is a 400
 * naming its entry (`problemIds.{index}`), and nothing changes. A problem the owner can no longer
 * read was not shown to them, so a save leaves it out.
 */
export async function saveListProblems(
  services: Services,
  viewer: SessionUser,
  params: ListParams,
  input: ListProblemsInput,
): Promise<Committed<ListDetail>> {
  const list = await assertCanEditList(services.db, viewer, params);
  return services.commit(async (tx) => {
    // Checked in the change's transaction, so a problem deleted meanwhile is a 400, not a 500.
    const bad = await unreadableProblemIndexes(tx, viewer.id, input.problemIds);
    if (bad.length > 0) {
      const fields = Object.fromEntries(
        bad.map((index) => [`problemIds.${index}`, listErrors.unknownProblem]),
      );
      throw validationError(fields, listErrors.unknownProblem);
    }
    await tx.delete(problemListItems).where(eq(problemListItems.listId, list.id));
    if (input.problemIds.length > 0) {
      await tx
        .insert(problemListItems)
        .values(
          input.problemIds.map((problemId, position) => ({ listId: list.id, problemId, position })),
        );
    }
    await tx
      .update(problemLists)
      .set({ updatedAt: new Date() })
      .where(eq(problemLists.id, list.id));
    return detailOf(tx, viewer.id, list.id);
  });
}
