import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { DeliveredEvent, DomainEvent } from './catalog.ts';

/**
 * The outbox (table `events`): written in the change's transaction, numbered after commit, read by
 * a node that missed some. The stored payload keeps the committing node beside the event's own.
 */

interface StoredPayload {
  origin: string;
  data: unknown;
}

/** Records `recorded` in the transaction `tx` of the change that caused them. */
export async function writeToOutbox(
  tx: Executor,
  origin: string,
  recorded: readonly DomainEvent[],
): Promise<void> {
  if (recorded.length === 0) return;
  await tx.insert(events).values(
    recorded.map((event) => ({
      type: event.type,
      payload: { origin, data: event.payload } satisfies StoredPayload,
    })),
  );
}

/** Any key both databases accept, the same on every node: one relay runs at a time. */
export const relayLock = 7_202_112;
/** How many events one relay run numbers; the next run takes the rest. */
const relayBatch = 500;

interface OutboxRow extends Record<string, unknown> {
  number: string | number;
  type: string;
  payload: StoredPayload;
}

function delivered(row: OutboxRow): DeliveredEvent {
  // The type and its payload were written together by writeToOutbox from a typed DomainEvent.
  const event = { type: row.type, payload: row.payload.data } as DomainEvent;
  return { event, number: Number(row.number), origin: row.payload.origin };
}

/**
 * Numbers the committed events that have no number yet, in the order of their ids, right after the
 * highest number given: one run at a time (an advisory lock), so the numbers have no gap and a
 * later run's are higher. Sequence values (ids) skip on rollback and commit out of order, which is
 * why delivery does not use them. Answers the events it numbered, in order.
 *
 * The same run adds the pending deltas of totals that many writers move at once (a blog's score:
 * migration "vote_deltas") to those totals, before it numbers (both in one statement, migration
 * "relay_in_one_statement"). Every commit that recorded an event waits for the run
 * after it, so its answer finds them added; and the runs take turns, so only they touch those
 * hot rows, once for everything pending, where each write took its turn on them before.
 */
export async function numberPendingEvents(db: Database): Promise<DeliveredEvent[]> {
  // One statement (migration 0024): its own transaction holds the lock only while it runs.
  const result = await db.execute<OutboxRow>(
    sql`select number, type, payload from upsolve_number_pending_events(${relayLock}, ${relayBatch})`,
  );
  return result.rows.map(delivered).sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
}

/** The highest delivery number given so far (0 before the first). */
export async function lastEventNumber(db: Database): Promise<number> {
  const result = await db.execute<{ last: string | number | null }>(
    sql`select max(number) as last from events`,
  );
  return Number(result.rows[0]?.last ?? 0);
}

/** The numbered events after `after`, up to and including `upTo`, in order. */
export async function readNumberedEvents(
  db: Database,
  after: number,
  upTo: number,
): Promise<DeliveredEvent[]> {
  const result = await db.execute<OutboxRow>(sql`
    select number, type, payload from events
    where number > ${after} and number <= ${upTo}
    order by number`);
  return result.rows.map(delivered);
}
