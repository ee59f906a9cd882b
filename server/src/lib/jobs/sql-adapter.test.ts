import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql as statement } from 'drizzle-orm';
import plans from 'pg-boss/src/plans.js';
import { createTestDatabase } from '../../test/harness.ts';
import type { TestDatabase } from '../../test/harness.ts';
import { bossSchema, jobsSqlFor } from './sql-adapter.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function recordingFailures() {
  const failures: string[] = [];
  const sql = jobsSqlFor(database.db, (error) => {
    failures.push(error instanceof Error ? error.message : String(error));
  });
  return { sql, failures };
}

describe('the job queue’s statements', () => {
  it('run with values as one statement, and without values as a script', async () => {
    const { sql } = recordingFailures();
    expect((await sql.executeSql('select $1::int + 1 as next', [41])).rows).toEqual([{ next: 42 }]);
    expect((await sql.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    const script = await sql.executeSql('begin; select 1 as first; select 2 as last; commit;');
    expect(script.rows).toEqual([]);
    expect((await sql.executeSql('select 3 as only')).rows).toEqual([{ only: 3 }]);
  });

  it('leave the database usable after a script fails half-way, and report the failure', async () => {
    const { sql, failures } = recordingFailures();
    await expect(
      sql.executeSql('begin; select 1; select * from no_such_table; commit;'),
    ).rejects.toThrow(/no_such_table/);
    expect(failures).toEqual([expect.stringMatching(/no_such_table/)]);
    // Not left in an aborted transaction: the next statement of anyone succeeds.
    expect((await sql.executeSql('select 1 as ok', [])).rows).toEqual([{ ok: 1 }]);
  });

  it('answer a failed completion, which pg-boss does not await, as "no job changed"', async () => {
    const { sql, failures } = recordingFailures();
    const completion = plans.completeJobs(bossSchema);
    const answer = await sql.executeSql(completion, ['test.queue', ['not-a-uuid'], null]);
    expect(answer.rows).toEqual([{ count: 0 }]);
    expect(failures).toHaveLength(1);
    // Any other statement's failure still rejects.
    await expect(sql.executeSql('select * from no_such_table', [])).rejects.toThrow();
  });

  it('go through the application’s transaction when given one, and roll back with it', async () => {
    await database.db.execute(statement`create table adapter_probe (n int)`);
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      database.db.transaction(async (transaction) => {
        const inside = jobsSqlFor(transaction, () => {});
        await inside.executeSql('insert into adapter_probe values ($1)', [1]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await database.db.transaction(async (transaction) => {
      await jobsSqlFor(transaction, () => {}).executeSql(
        'insert into adapter_probe values ($1)',
        [2],
      );
    });
    const { sql } = recordingFailures();
    expect((await sql.executeSql('select n from adapter_probe', [])).rows).toEqual([{ n: 2 }]);
  });
});
