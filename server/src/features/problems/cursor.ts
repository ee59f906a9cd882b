import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { problemSorts } from '@upsolve/contract';
import type { ProblemSort } from '@upsolve/contract';
import { z } from 'zod';
import { problems } from '../../db/schema/index.ts';
import { validationError } from '../../plugins/errors.ts';

/**
 * Keyset cursor of the dashboard: the sort it was made for, the sort key of the last row shown
 * (solutions count or average rating; none for newest), then its created_at and id as tie-breakers.
 * Opaque base64url JSON to the client.
 */
export interface DashboardCursor {
  sort: ProblemSort;
  /** Solutions count (solved) or the average rating as PostgreSQL's exact numeric text (rated). */
  key: string | null;
  createdAt: Date;
  id: string;
}

const payloadSchema = z.object({
  s: z.enum(problemSorts),
  k: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,20})?$/)
    .nullable(),
  t: z.iso.datetime(),
  i: z.uuid(),
});

const invalidCursor = () => validationError({ cursor: 'Invalid cursor' });

export function encodeDashboardCursor(cursor: DashboardCursor): string {
  const payload = {
    s: cursor.sort,
    k: cursor.key,
    t: cursor.createdAt.toISOString(),
    i: cursor.id,
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** A cursor for `sort`; a malformed one, or one made for another sort, is a 400 on `cursor`. */
export function decodeDashboardCursor(encoded: string, sort: ProblemSort): DashboardCursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success || parsed.data.s !== sort) throw invalidCursor();
  const needsKey = sort !== 'newest';
  if (needsKey !== (parsed.data.k !== null)) throw invalidCursor();
  return { sort, key: parsed.data.k, createdAt: new Date(parsed.data.t), id: parsed.data.i };
}

/** The sort key column of each order; newest has none beyond created_at. */
const sortKeyColumn = {
  newest: null,
  solved: problems.solutionsCount,
  rated: problems.avgRating,
} as const;

/** ORDER BY of a sort; each matches one of the (visibility, ...) indexes of the problems table. */
export function dashboardOrder(sort: ProblemSort): SQL[] {
  const key = sortKeyColumn[sort];
  const tail = [sql`${problems.createdAt} desc`, sql`${problems.id} desc`];
  return key === null ? tail : [sql`${key} desc`, ...tail];
}

/** Rows after the cursor in the sort's order: one row comparison the index can seek to. */
export function afterDashboardCursor(cursor: DashboardCursor): SQL {
  const createdAt = sql`${cursor.createdAt.toISOString()}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  if (cursor.sort === 'solved') {
    return sql`(${problems.solutionsCount}, ${problems.createdAt}, ${problems.id}) < (${cursor.key}::integer, ${createdAt}, ${id})`;
  }
  if (cursor.sort === 'rated') {
    return sql`(${problems.avgRating}, ${problems.createdAt}, ${problems.id}) < (${cursor.key}::numeric, ${createdAt}, ${id})`;
  }
  return sql`(${problems.createdAt}, ${problems.id}) < (${createdAt}, ${id})`;
}

/** The cursor that continues after `row` in `sort`. */
export function dashboardCursorOf(
  sort: ProblemSort,
  row: { solutionsCount: number; avgRating: string; createdAt: Date; id: string },
): DashboardCursor {
  const key =
    sort === 'solved' ? String(row.solutionsCount) : sort === 'rated' ? row.avgRating : null;
  return { sort, key, createdAt: row.createdAt, id: row.id };
}
