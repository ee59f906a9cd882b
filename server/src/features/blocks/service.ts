import { and, desc, eq } from 'drizzle-orm';
import { limits } from '@upsolve/contract';
import type { BlockedUser, UserParams } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { blocks, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanBlock } from './policy.ts';
import { toBlockedUser } from './presenter.ts';

/**
 * Blocking (docs/product.md, "Blocking"). Both writes are idempotent: blocking someone already
 * blocked, or unblocking someone who is not, answers as the first time did. The refusals the block
 * causes are decided where each action is checked (lib/blocks.ts).
 */

/** POST /blocks/{userId}: the viewer blocks the user; answers the blocked user's id. */
export async function blockUser(
  db: Database,
  viewer: SessionUser,
  params: UserParams,
): Promise<string> {
  const user = await assertCanBlock(db, viewer, params.userId);
  await db
    .insert(blocks)
    .values({ blockerId: viewer.id, blockedId: user._id })
    .onConflictDoNothing();
  return user._id;
}

/** DELETE /blocks/{userId}: the viewer unblocks the user; answers their id. */
export async function unblockUser(
  db: Database,
  viewer: SessionUser,
  params: UserParams,
): Promise<string> {
  const user = await assertCanBlock(db, viewer, params.userId);
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, user._id)));
  return user._id;
}

/** GET /blocks: the people the viewer blocked, most recently blocked first. */
export async function listBlocked(db: Database, viewer: SessionUser): Promise<BlockedUser[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, viewer.id))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(limits.blocksListed);
  return rows.map(toBlockedUser);
}
