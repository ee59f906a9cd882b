import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { marks } from '../../db/schema/index.ts';

/** A problem an outside site says the user solved (since `solvedAt`) or only tried. */
export interface ImportedMark {
  problemKey: string;
  /** When it was first accepted; null: tried, never accepted. */
  solvedAt: Date | null;
}

export interface ImportedMarksResult {
  /** Marks set or raised. */
  changed: number;
  /** Whether any became solved (the activity heatmap changes). */
  solvedChanged: boolean;
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const batchSize = 1_000;

/**
 * Applies what a linked handle's import found to the user's marks, never lowering one
 * (docs/product.md, "Linked handles"): a solve makes any mark that is not solved `solved`, its
 * `solved_at` the first accepted submission; a mark already solved (or solved with help) stays as
 * it is, day included. A try without a solve only fills an unmarked problem: attempted never
 * replaces a mark, to do included (a plan the user made stays theirs; both count as unsolved).
 * Runs inside the caller's transaction; one key per entry (the caller merges twins).
 */
export async function applyImportedMarks(
  tx: Executor,
  userId: string,
  entries: ImportedMark[],
): Promise<ImportedMarksResult> {
  let changed = 0;
  let solvedChanged = false;
  for (let start = 0; start < entries.length; start += batchSize) {
    const batch = entries.slice(start, start + batchSize);
    const solved = batch.flatMap((entry) =>
      entry.solvedAt === null
        ? []
        : [
            {
              userId,
              problemKey: entry.problemKey,
              status: 'solved' as const,
              solvedAt: entry.solvedAt,
            },
          ],
    );
    const tried = batch.flatMap((entry) =>
      entry.solvedAt === null
        ? [{ userId, problemKey: entry.problemKey, status: 'attempted' as const, solvedAt: null }]
        : [],
    );
    if (solved.length > 0) {
      const raised = await tx
        .insert(marks)
        .values(solved)
        .onConflictDoUpdate({
          target: [marks.userId, marks.problemKey],
          set: { status: 'solved', solvedAt: sql`excluded.solved_at`, updatedAt: sql`now()` },
          setWhere: sql`${marks.status} not in ('solved', 'solved_with_help')`,
        })
        .returning({ problemKey: marks.problemKey });
      changed += raised.length;
      solvedChanged ||= raised.length > 0;
    }
    if (tried.length > 0) {
      const filled = await tx
        .insert(marks)
        .values(tried)
        .onConflictDoNothing({ target: [marks.userId, marks.problemKey] })
        .returning({ problemKey: marks.problemKey });
      changed += filled.length;
    }
  }
  return { changed, solvedChanged };
}
