import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The plan PostgreSQL would run `query` with, as text, with the planner's defaults. Only
 * meaningful on data at scale (test/bulk-data.ts): on a tiny table a sequential scan is right.
 */
export async function queryPlan(db: Database, query: SQLWrapper): Promise<string> {
  const result = await db.execute(sql`explain ${query}`);
  return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
}
