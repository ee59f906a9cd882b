import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabaseUrl } from '../../test/harness.ts';
import type { PostgresDatabaseUrl } from '../../test/harness.ts';

/**
 * The relay's run on PostgreSQL, with every statement it runs explained to this client as it
 * ends (auto_explain, nested statements included): none of them may be compiled to machine code.
 * A vote pending makes the run empty vote_deltas, the statement that was compiled on every run
 * (migration 0026).
 */
describe("the relay's run on PostgreSQL", () => {
  let created: PostgresDatabaseUrl;
  let client: pg.Client;
  const plans: string[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabaseUrl();
    client = new pg.Client({ connectionString: created.url });
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await created.drop();
  });

  it('runs with a vote pending without compiling a statement', async () => {
    await client.query(
      `insert into vote_deltas (item_kind, item_id, recipient_id, delta) values ('comment', $1, $2, 1)`,
      [randomUUID(), randomUUID()],
    );
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0`);
    await client.query(`set auto_explain.log_nested_statements = on`);
    await client.query(`set auto_explain.log_level = notice`);
    await client.query(`set jit = on`);
    await client.query(`select * from upsolve_number_pending_events(20261208, 100)`);
    expect(plans.some((plan) => plan.includes('vote_deltas'))).toBe(true);
    expect(plans.filter((plan) => plan.includes('JIT:'))).toEqual([]);
    const left = await client.query<{ count: string }>(`select count(*) from vote_deltas`);
    expect(left.rows[0]?.count).toBe('0');
  });
});
