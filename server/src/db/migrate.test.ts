import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.ts';
import type { TestDatabase } from '../test/harness.ts';

let database: TestDatabase;

beforeAll(async () => {
  // A copy of the database the test run migrated, on the embedded database or PostgreSQL.
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('migrating', () => {
  it('takes the planner statistics of the tables it created, since nothing else may', async () => {
    // -1 tuples means "never analyzed": the planner would guess instead of knowing.
    const result = await database.db.execute<{ relname: string; reltuples: number }>(
      sql`select relname, reltuples from pg_class where relname in ('problems', 'solutions', 'users')`,
    );
    expect(result.rows).toHaveLength(3);
    for (const row of result.rows) expect(row.reltuples, row.relname).toBeGreaterThanOrEqual(0);
  });
});
