import type { Mark, MarkStatus } from '@upsolve/contract';

/** A stored mark as the problem it was made on shows it. */
export function toMark(problemId: string, row: { status: MarkStatus; updatedAt: Date }): Mark {
  return { problemId, status: row.status, updatedAt: row.updatedAt.toISOString() };
}
