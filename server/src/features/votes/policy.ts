import { canVote, ownWorkVoteMessage } from '@upsolve/contract';
import type { VoteParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { findReadableItem } from '../threads/index.ts';
import type { ItemFacts } from '../threads/index.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';

/**
 * The item the viewer may vote on (the contract's canVote): 404 when they may not read it or its
 * author deleted it, 403 when it is their own.
 */
export async function assertCanVote(
  db: Executor,
  viewer: Viewer,
  params: VoteParams,
): Promise<ItemFacts> {
  const item = await findReadableItem(db, viewer, params.kind, params.id);
  if (item.deleted) throw notFound();
  if (!canVote(viewer, item)) throw forbidden(ownWorkVoteMessage);
  return item;
}
