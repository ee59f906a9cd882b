import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProblem, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { findReadableProblem } from './access.ts';

const testApp = useTestApp();

// PostgreSQL keeps named statements per connection, and the pool hands the connection it got back
// last to the next query, so the check below runs where the reads ran.
describe('prepared hot queries on PostgreSQL', () => {
  it('parses and plans the problem lookup once per connection, then reuses it', async () => {
    const { db } = testApp;
    const owner = await buildUser(db);
    const problem = await buildProblem(db, owner);
    for (let read = 0; read < 2; read += 1) {
      expect((await findReadableProblem(db, problem.id, owner)).title).toBe(problem.title);
    }
    const statements = await db.execute(
      sql`select name from pg_prepared_statements where name = 'problem_by_id'`,
    );
    expect(statements.rows).toEqual([{ name: 'problem_by_id' }]);
  });
});
