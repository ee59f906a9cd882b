import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../lib/db-errors.ts';
import { databaseFromPglite } from './client.ts';
import type { DatabaseHandle } from './client.ts';
import { EmbeddedClient } from './embedded-client.ts';

// The embedded database on its own thread answers what Drizzle and the jobs ask as PGlite does in
// this thread: rows, dates kept as text, errors with their SQLSTATE, transactions that hold the
// one connection.
describe('the embedded database on its own thread', () => {
  let client: EmbeddedClient;
  let handle: DatabaseHandle;

  // One thread for the file: opening a database takes seconds.
  beforeAll(async () => {
    client = await EmbeddedClient.open({ dataDir: 'memory://' });
    handle = databaseFromPglite(client);
  });

  beforeEach(async () => {
    await handle.db.execute(sql`drop table if exists notes`);
    await handle.db.execute(
      sql`create table notes (id int primary key, body text not null, at timestamptz default now())`,
    );
  });

  afterAll(async () => {
    await handle.close();
  });

  it('answers rows, with parameters, and keeps timestamps as the text Drizzle expects', async () => {
    await handle.db.execute(sql`insert into notes (id, body) values (${1}, ${'first'})`);
    const { rows } = await handle.db.execute<{ id: number; body: string; at: string }>(
      sql`select id, body, at from notes`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, body: 'first' });
    expect(typeof rows[0]?.at).toBe('string');
  });

  it('rebuilds database errors with their code and constraint', async () => {
    await handle.db.execute(sql`insert into notes (id, body) values (1, 'one')`);
    const failed = await handle.db
      .execute(sql`insert into notes (id, body) values (1, 'again')`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(uniqueViolation(failed)).toBe('notes_pkey');
  });

  it('commits a transaction, and rolls one back when its work fails', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'kept')`);
    });
    const rolledBack = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (2, 'dropped')`);
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    const { rows } = await handle.db.execute<{ body: string }>(sql`select body from notes`);
    expect(rows.map((row) => row.body)).toEqual(['kept']);
    expect(client.isInTransaction()).toBe(false);
  });

  it('keeps a statement sent during a transaction out of it, until it ends', async () => {
    let markInserted: (() => void) | undefined;
    const insertDone = new Promise<void>((resolve) => {
      markInserted = resolve;
    });
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'inside')`);
      markInserted?.();
      await held;
      throw new Error('rolled back');
    });
    await insertDone;
    // Sent once the transaction has inserted (the client's own call: Drizzle's queries are lazy,
    // sent only when awaited): it must neither see the insert nor join it.
    const outside = client.query<{ count: number }>('select count(*)::int as count from notes');
    release?.();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await outside).rows[0]?.count).toBe(0);
  });

  it('runs nested transactions as savepoints', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (id, body) values (2, 'inner')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    const { rows } = await handle.db.execute<{ body: string }>(sql`select body from notes`);
    expect(rows.map((row) => row.body)).toEqual(['outer']);
  });

  it('refuses statements once closed, naming why', async () => {
    const closing = await EmbeddedClient.open({ dataDir: 'memory://' });
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('The embedded database is closed');
  });
});
