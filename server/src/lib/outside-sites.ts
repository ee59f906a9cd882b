import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * Waits until this caller may call `site` (say `codeforces`), so that every job on every node
 * together calls it at most once per `intervalMs`. One statement takes the next free turn from
 * `outside_site_turns` (the row is locked while it is updated, so concurrent callers queue up
 * and each gets its own turn), then the caller sleeps until its turn comes. Resolves to the
 * turn's time; rejects when `signal` aborts first (the turn is then wasted, never shared).
 *
 * Call it right before each request to the site, outside any transaction (the wait would hold
 * the transaction open, and on the embedded database every request behind it).
 */
export async function takeTurn(
  db: Executor,
  site: string,
  intervalMs: number,
  signal?: AbortSignal,
): Promise<Date> {
  signal?.throwIfAborted();
  const interval = sql`make_interval(secs => ${intervalMs / 1000})`;
  // clock_timestamp(), not now(): now() is when the surrounding transaction began.
  const taken = await db.execute<{ turn_ms: number | string; wait_ms: number | string }>(sql`
    insert into outside_site_turns as turns (site, next_at)
    values (${site}, clock_timestamp() + ${interval})
    on conflict (site) do update
      set next_at = greatest(turns.next_at, clock_timestamp()) + ${interval}
    returning extract(epoch from turns.next_at - ${interval}) * 1000 as turn_ms,
      greatest(0, extract(epoch from turns.next_at - ${interval} - clock_timestamp()) * 1000)
        as wait_ms
  `);
  const row = taken.rows[0];
  if (row === undefined) throw new Error(`No turn was taken for ${site}.`);
  const waitMs = Number(row.wait_ms);
  if (waitMs <= 0) return new Date(Number(row.turn_ms));
  try {
    // Rounded up: a timer may fire up to a millisecond early, and the turn must have come.
    await sleep(Math.ceil(waitMs), undefined, { signal });
  } catch (error) {
    // The caller's own reason (the timer's is a bare AbortError).
    throw signal?.aborted === true ? signal.reason : error;
  }
  return new Date(Number(row.turn_ms));
}
