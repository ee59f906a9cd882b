import { eq, sql } from 'drizzle-orm';
import type { MarkCounts } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { marks } from '../../db/schema/index.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';

const countsByStatus = preparedPerDatabase((db) =>
  db
    .select({ status: marks.status, count: sql<number>`count(*)::int` })
    .from(marks)
    .where(eq(marks.userId, sql.placeholder('userId')))
    .groupBy(marks.status)
    .prepare('mark_counts_by_status'),
);

/** How many problems a user marked, per mark (marks_user_status_idx): all others see of marks. */
export async function loadMarkCounts(db: Executor, userId: string): Promise<MarkCounts> {
  const rows = await countsByStatus(db).execute({ userId });
  const counts: MarkCounts = { solved: 0, solvedWithHelp: 0, attempted: 0, todo: 0 };
  for (const row of rows) {
    if (row.status === 'solved') counts.solved = row.count;
    if (row.status === 'solved_with_help') counts.solvedWithHelp = row.count;
    if (row.status === 'attempted') counts.attempted = row.count;
    if (row.status === 'todo') counts.todo = row.count;
  }
  return counts;
}
