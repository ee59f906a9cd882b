import { and, eq, inArray } from 'drizzle-orm';
import type { MarkStatus } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { marks } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { RecordEvent } from '../../plugins/events.ts';

/** A problem to put on a to-do, by the key its mark is kept under. */
export interface ToDoTarget {
  problemId: string;
  problemKey: string;
}

/**
 * Puts each target on `userId`'s to-do where they have no mark yet; a mark they have (solved,
 * attempted, to-do) stays as it is. Answers each key's mark afterwards and which were added.
 */
export async function markToDo(
  tx: Executor,
  record: RecordEvent,
  userId: string,
  targets: readonly ToDoTarget[],
): Promise<{ statuses: Map<string, MarkStatus>; added: Set<string> }> {
  if (targets.length === 0) return { statuses: new Map(), added: new Set() };
  const keys = [...new Set(targets.map((target) => target.problemKey))];
  const inserted = await tx
    .insert(marks)
    .values(keys.map((problemKey) => ({ userId, problemKey, status: 'todo' as const })))
    .onConflictDoNothing({ target: [marks.userId, marks.problemKey] })
    .returning({ problemKey: marks.problemKey });
  const added = new Set(inserted.map((row) => row.problemKey));
  for (const target of targets) {
    if (!added.has(target.problemKey)) continue;
    record(
      domainEvent('mark.changed', {
        userId,
        problemId: target.problemId,
        problemKey: target.problemKey,
        status: 'todo',
        solvedChanged: false,
      }),
    );
  }
  const rows = await tx
    .select({ problemKey: marks.problemKey, status: marks.status })
    .from(marks)
    .where(and(eq(marks.userId, userId), inArray(marks.problemKey, keys)));
  return { statuses: new Map(rows.map((row) => [row.problemKey, row.status])), added };
}
