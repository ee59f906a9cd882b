import { and, eq, sql } from 'drizzle-orm';
import { isSolvedMark } from '@upsolve/contract';
import type { Mark, MarkInput, ProblemParams } from '@upsolve/contract';
import { marks } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { storedMarkKey } from './keys.ts';
import { findMarkableProblem } from './policy.ts';
import { toMark } from './presenter.ts';

/**
 * PUT /problem/{id}/mark: sets the viewer's mark on the problem's canonical key, so its twins
 * carry it too. `solved_at` is when it became solved: set when it turns solved (or solved with
 * help) from anything else, kept while it stays either, cleared when it leaves them.
 */
export async function setMark(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
  input: MarkInput,
): Promise<Committed<Mark>> {
  const problem = await findMarkableProblem(services.db, viewer, params);
  const problemKey = await storedMarkKey(services.db, problem);
  const solved = isSolvedMark(input.status);
  return services.commit(async (tx, record) => {
    const mine = and(eq(marks.userId, viewer.id), eq(marks.problemKey, problemKey));
    const [before] = await tx
      .select({ status: marks.status })
      .from(marks)
      .where(mine)
      .for('update');
    const [row] = await tx
      .insert(marks)
      .values({
        userId: viewer.id,
        problemKey,
        status: input.status,
        solvedAt: solved ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: [marks.userId, marks.problemKey],
        set: {
          status: input.status,
          // Still solved: when it first became so stays (the heatmap's day does not move).
          solvedAt: solved ? sql`coalesce(${marks.solvedAt}, now())` : null,
          updatedAt: sql`now()`,
        },
      })
      .returning({ status: marks.status, updatedAt: marks.updatedAt });
    if (row === undefined) throw new Error('Saving the mark returned no row');
    record(
      domainEvent('mark.changed', {
        userId: viewer.id,
        problemId: problem.id,
        problemKey,
        status: input.status,
        solvedChanged: isSolvedMark(before?.status) !== solved,
      }),
    );
    return toMark(problem.id, row);
  });
}

/**
 * DELETE /problem/{id}/mark: the problem is unmarked, for it and its twins. Idempotent, as
 * removing a bookmark is: a mark already gone (an Undo sent twice, another tab) is the state the
 * user asked for, so it answers 200 too and records nothing.
 */
export async function removeMark(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
): Promise<Committed<boolean>> {
  const problem = await findMarkableProblem(services.db, viewer, params);
  const problemKey = await storedMarkKey(services.db, problem);
  return services.commit(async (tx, record) => {
    const [gone] = await tx
      .delete(marks)
      .where(and(eq(marks.userId, viewer.id), eq(marks.problemKey, problemKey)))
      .returning({ status: marks.status });
    if (gone === undefined) return false;
    record(
      domainEvent('mark.changed', {
        userId: viewer.id,
        problemId: problem.id,
        problemKey,
        status: null,
        solvedChanged: isSolvedMark(gone.status),
      }),
    );
    return true;
  });
}
