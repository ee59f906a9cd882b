import { and, desc, eq } from 'drizzle-orm';
import { limits } from '@upsolve/contract';
import type { BlockedUser, UserParams } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { blocks, users } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanBlock } from './policy.ts';
import { toBlockedUser } from './presenter.ts';

/**
 * Blocking (docs/product.md, "Blocking"). Both writes are idempotent: blocking someone already
 * blocked, or unblocking someone who is not, answers as the first time did. The refusals the block
 * causes are decided where each action is checked (blocks/reach.ts).
 */

/** POST /blocks/{userId}: the viewer blocks the user; answers the blocked user's id. */
export async function blockUser(
  services: Services,
  viewer: SessionUser,
  params: UserParams,
): Promise<Committed<string>> {
  const user = await assertCanBlock(services.db, viewer, params.userId);
  return services.commit(async (tx, record) => {
    await tx
      .insert(blocks)
      .values({ blockerId: viewer.id, blockedId: user._id })
      .onConflictDoNothing();
    record(
      domainEvent('block.changed', { blockerId: viewer.id, blockedId: user._id, blocked: true }),
    );
    return user._id;
  });
}

/** DELETE /blocks/{userId}: the viewer unblocks the user; answers their id. */
export async function unblockUser(
  services: Services,
  viewer: SessionUser,
  params: UserParams,
): Promise<Committed<string>> {
  const user = await assertCanBlock(services.db, viewer, params.userId);
  return services.commit(async (tx, record) => {
    await tx
      .delete(blocks)
      .where(and(eq(blocks.blockerId, viewer.id), eq(blocks.blockedId, user._id)));
    const change = { blockerId: viewer.id, blockedId: user._id, blocked: false };
    record(domainEvent('block.changed', change));
    return user._id;
  });
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
