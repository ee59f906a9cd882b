import { canModerate } from '@upsolve/contract';
import type { Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { findItem, findReadableItem } from '../threads/index.ts';
import type { ItemFacts } from '../threads/index.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';

/** Only moderators (and admins) see reports and act on them: 403 for anyone else. */
export function assertModerator(viewer: Viewer): void {
  if (!canModerate(viewer)) throw forbidden();
}

/** What a user may report: an item they can read, not one its author deleted (else 404). */
export async function assertCanReport(
  db: Executor,
  viewer: Viewer,
  kind: string,
  id: string,
): Promise<ItemFacts> {
  const item = await findReadableItem(db, viewer, kind, id);
  if (item.deleted) throw notFound();
  return item;
}

/** The item a moderator acts on, wherever it is: 403 for a non-moderator, 404 when unknown. */
export async function assertCanModerate(
  db: Executor,
  viewer: Viewer,
  kind: string,
  id: string,
): Promise<ItemFacts> {
  assertModerator(viewer);
  const item = await findItem(db, kind, id);
  if (item.deleted) throw notFound();
  return item;
}
