import { eq } from 'drizzle-orm';
import { canEditList, canReadList, idSchema } from '@upsolve/contract';
import type { ListParams, ListVisibility, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { problemLists } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';

export interface ListAccessFacts {
  id: string;
  ownerId: string;
  visibility: ListVisibility;
}

/**
 * The list if the viewer may read it (the contract's canReadList), else 404: another user's
 * private list exists only for its owner, exactly as an id never used. A malformed id never
 * reaches the database.
 */
export async function findReadableList(
  db: Executor,
  viewer: Viewer,
  params: ListParams,
): Promise<ListAccessFacts> {
  if (!idSchema.safeParse(params.listId).success) throw notFound();
  const [list] = await db
    .select({
      id: problemLists.id,
      ownerId: problemLists.ownerId,
      visibility: problemLists.visibility,
    })
    .from(problemLists)
    .where(eq(problemLists.id, params.listId))
    .limit(1);
  if (list === undefined || !canReadList(viewer, list)) throw notFound();
  return list;
}

/** The list the viewer may change (canEditList): 404 when they cannot read it, 403 when not theirs. */
export async function assertCanEditList(
  db: Executor,
  viewer: Viewer,
  params: ListParams,
): Promise<ListAccessFacts> {
  const list = await findReadableList(db, viewer, params);
  if (!canEditList(viewer, list)) throw forbidden();
  return list;
}
