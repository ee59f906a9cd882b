import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import type { ThreadRef } from '../../lib/events/catalog.ts';
import { blockedEitherWay } from '../blocks/index.ts';

/**
 * Who of `candidates` may be notified of what `actorId` wrote in `thread`: never the actor, nobody
 * the actor blocked or who blocked the actor, and in a private problem's discussion only its
 * owner (nobody else may read it).
 */
export async function mayBeNotified(
  db: Executor,
  actorId: string,
  thread: ThreadRef,
  candidates: readonly string[],
): Promise<Set<string>> {
  const others = [...new Set(candidates)].filter((id) => id !== actorId);
  if (others.length === 0) return new Set();
  const apart = new Set(await blockedEitherWay(db, actorId));
  let allowed = others.filter((id) => !apart.has(id));
  if (thread.kind === 'problem') {
    const [problem] = await db
      .select({ ownerId: problems.ownerId, visibility: problems.visibility })
      .from(problems)
      .where(eq(problems.id, thread.id))
      .limit(1);
    if (problem === undefined) return new Set();
    if (problem.visibility === 'private') allowed = allowed.filter((id) => id === problem.ownerId);
  }
  return new Set(allowed);
}
