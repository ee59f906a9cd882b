import { and, eq, sql } from 'drizzle-orm';
import type { VoteInput, VoteParams, VoteResponse } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { blogs, comments, votes } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { ItemFacts } from '../threads/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { assertCanVote } from './policy.ts';
import { toVoteResponse } from './presenter.ts';

/** The item's score, with every vote committed before the last relay run. */
async function scoreOf(db: Executor, item: ItemFacts): Promise<number> {
  const table = item.kind === 'blog' ? blogs : comments;
  const [row] = await db
    .select({ score: table.score })
    .from(table)
    .where(eq(table.id, item.id))
    .limit(1);
  // Deleted between the check and the vote: the vote went with it.
  if (row === undefined) throw notFound();
  return row.score;
}

/**
 * PUT /api/votes/{kind}/{id}: +1 or −1, changeable, or 0 to take it back. The votes' trigger
 * (migration "vote_deltas") writes what the vote changes, and the events relay run that the commit
 * waits for adds it to the item's score and its author's contribution, so the score is read after
 * the commit.
 */
export async function castVote(
  services: Services,
  viewer: SessionUser,
  params: VoteParams,
  input: { value: VoteInput['value'] },
): Promise<Committed<VoteResponse>> {
  const item = await assertCanVote(services.db, viewer, params);
  const value = Number(input.value);
  const { events } = await services.commit(async (tx, record) => {
    const mine = and(
      eq(votes.userId, viewer.id),
      eq(votes.itemKind, item.kind),
      eq(votes.itemId, item.id),
    );
    if (value === 0) {
      await tx.delete(votes).where(mine);
    } else {
      await tx
        .insert(votes)
        .values({
          userId: viewer.id,
          itemKind: item.kind,
          itemId: item.id,
          recipientId: item.authorId,
          value,
        })
        .onConflictDoUpdate({
          target: [votes.userId, votes.itemKind, votes.itemId],
          set: { value, updatedAt: sql`now()` },
          // The same vote again changes nothing (and moves no score).
          setWhere: sql`${votes.value} <> ${value}`,
        });
    }
    record(
      domainEvent('vote.cast', {
        itemKind: item.kind,
        itemId: item.id,
        thread: item.thread,
        voterId: viewer.id,
        recipientId: item.authorId,
      }),
    );
  });
  return { value: toVoteResponse(await scoreOf(services.db, item), value), events };
}
