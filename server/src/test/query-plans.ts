import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The plan PostgreSQL would run `query` with, as text. A test database is tiny, so the planner is
 * told to avoid sequential scans and sorts wherever it has another way: a plan that still has one
 * has no index that serves the query.
 */
export function queryPlan(db: Database, query: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}
