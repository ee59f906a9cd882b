import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../lib/db-errors.ts';
import { databaseFromPglite } from './client.ts';
import type { DatabaseHandle } from './client.ts';
import { EmbeddedClient } from './embedded-client.ts';

/** A promise, and the function that resolves it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// The embedded database on its own thread answers what Drizzle and the jobs ask as PGlite does in
// this thread: rows, dates kept as text, errors with their SQLSTATE, transactions that hold the
// one connection.
describe('the embedded database on its own thread', () => {
  let client: EmbeddedClient;
  let handle: DatabaseHandle;
  /** One that holds still only a millisecond for a transaction's statement. */
  let brief: EmbeddedClient;
  /** One that turns to other work after every transaction others wait for. */
  let turning: EmbeddedClient;

  // A thread each for the file, opened together: opening a database takes seconds. The first and
  // the last hold still long enough for any statement here, so that none of their waits runs late.
  beforeAll(async () => {
    [client, brief, turning] = await Promise.all([
      EmbeddedClient.open({ dataDir: 'memory://' }, { holdStillMs: 60_000, turnAfterMs: 60_000 }),
      EmbeddedClient.open({ dataDir: 'memory://' }, { holdStillMs: 1 }),
      EmbeddedClient.open({ dataDir: 'memory://' }, { holdStillMs: 60_000, turnAfterMs: 0 }),
    ]);
    handle = databaseFromPglite(client);
  });

  beforeEach(async () => {
    await handle.db.execute(sql`drop table if exists notes`);
    await handle.db.execute(
      sql`create table notes (id int primary key, body text not null, at timestamptz default now())`,
    );
  });

  afterAll(async () => {
    await Promise.all([handle.close(), brief.close(), turning.close()]);
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
    const insertDone = deferred();
    const held = deferred();
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'inside')`);
      insertDone.resolve();
      await held.promise;
      throw new Error('rolled back');
    });
    await insertDone.promise;
    // Sent once the transaction has inserted (the client's own call: Drizzle's queries are lazy,
    // sent only when awaited): it must neither see the insert nor join it.
    const outside = client.query<{ count: number }>('select count(*)::int as count from notes');
    held.resolve();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await outside).rows[0]?.count).toBe(0);
  });

  // Several transactions and statements that waited for one transaction take the connection one
  // at a time once it ends: none begins inside another, none ends another's.
  it('runs the transactions that waited for one, one after another', async () => {
    const held = deferred();
    let open = 0;
    let mostOpen = 0;
    const inTurn = (id: number) =>
      handle.db.transaction(async (tx) => {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        await tx.execute(sql`insert into notes (id, body) values (${id}, 'waited')`);
        await tx.execute(sql`select count(*) from notes`);
        open -= 1;
        if (id === 3) throw new Error('the third rolls back');
      });
    const first = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'first')`);
      await held.promise;
    });
    const waiting = [inTurn(2), inTurn(3), inTurn(4)];
    await new Promise((resolve) => setImmediate(resolve));
    held.resolve();
    const ended = await Promise.allSettled([first, ...waiting]);
    expect(ended.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(mostOpen).toBe(1);
    const { rows } = await handle.db.execute<{ id: number }>(sql`select id from notes order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 4]);
    expect(client.isInTransaction()).toBe(false);
  });

  // A transaction holds the one connection: its statements are answered while this thread waits,
  // not once it has turned to whatever else is waiting for it.
  it("answers a transaction's statements without this thread turning to other work", async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const turnedBetween = await handle.db.transaction(async (tx) => {
      const before = turned;
      for (const id of [1, 2, 3]) {
        await tx.execute(sql`insert into notes (id, body) values (${id}, 'held')`);
      }
      const [counted] = await Promise.all([
        tx.execute<{ count: number }>(sql`select count(*)::int as count from notes`),
        tx.execute(sql`update notes set body = 'both' where id = 1`),
      ]);
      return { before, after: turned, count: counted.rows[0]?.count };
    });
    expect(turnedBetween).toEqual({ before: false, after: false, count: 3 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(turned).toBe(true);
  });

  // Transactions that queued while one ran: the order in which they and an immediate set when the
  // first could end run, on a client that turns after any time held still and on one that never.
  async function orderAfterQueued(database: EmbeddedClient): Promise<string[]> {
    const order: string[] = [];
    const held = deferred();
    const first = database.transaction(async (tx) => {
      await tx.query('select 1');
      await held.promise;
    });
    const inTurn = (name: string) =>
      database.transaction(async (tx) => {
        order.push(name);
        await tx.query('select 1');
      });
    const waiting = [inTurn('second'), inTurn('third')];
    await new Promise((resolve) => setImmediate(resolve));
    held.resolve();
    setImmediate(() => order.push('other work'));
    await Promise.all([first, ...waiting]);
    await new Promise((resolve) => setImmediate(resolve));
    return order;
  }

  it('turns to other work before the next transaction once it has held still long enough', async () => {
    expect(await orderAfterQueued(turning)).toEqual(['other work', 'second', 'third']);
    expect(await orderAfterQueued(client)).toEqual(['second', 'third', 'other work']);
  });

  it('takes the answer of a statement slower than it holds still for when it comes', async () => {
    let turned = false;
    const tookPart = await brief.transaction(async (tx) => {
      setImmediate(() => {
        turned = true;
      });
      const slept = await tx.query<{ done: string }>(`select pg_sleep(0.05)::text as done`);
      const after = await tx.query<{ two: number }>('select 1 + 1 as two');
      return { slept: slept.rows.length, two: after.rows[0]?.two, turned };
    });
    expect(tookPart).toEqual({ slept: 1, two: 2, turned: true });
    expect(brief.isInTransaction()).toBe(false);
    const failed = brief.transaction(async (tx) => {
      await tx.query('select pg_sleep(0.02)');
      await tx.query('select * from no_such_table');
    });
    await expect(failed).rejects.toThrow('no_such_table');
    expect((await brief.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
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

  it('refuses a transaction that waited for the connection while the database closed', async () => {
    const closing = await EmbeddedClient.open({ dataDir: 'memory://' });
    const started = deferred();
    const held = deferred();
    const first = closing.transaction(async (tx) => {
      await tx.query('select 1');
      started.resolve();
      await held.promise;
    });
    await started.promise;
    const closed = closing.close();
    const waited = closing.transaction(async (tx) => tx.query('select 1'));
    held.resolve();
    const [refusal] = await Promise.allSettled([waited, first, closed]);
    expect(refusal).toMatchObject({
      status: 'rejected',
      reason: { message: 'The embedded database is closed' },
    });
  });

  it('closes once when asked twice at once, and then refuses statements', async () => {
    const closing = await EmbeddedClient.open({ dataDir: 'memory://' });
    await Promise.all([closing.close(), closing.close()]);
    await expect(closing.query('select 1')).rejects.toThrow('The embedded database is closed');
  });

  it('refuses statements once closed, naming why', async () => {
    const closing = await EmbeddedClient.open({ dataDir: 'memory://' });
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('The embedded database is closed');
  });
});
