import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The outbox: every domain event, written in the same transaction as the change it names, so a
 * rolled-back write has none and a committed one cannot lose its event (server/src/lib/events).
 * `id` only identifies a row: sequence values skip on rollback and commit out of order. `number`
 * is the delivery order, given after commit by the relay, one run at a time, without gaps; a node
 * that sees a gap in the numbers reads the missing events here.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: bigint('number', { mode: 'number' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('events_number_key').on(table.number),
    // What the relay has still to number, oldest first.
    index('events_unnumbered_idx')
      .on(table.id)
      .where(sql`${table.number} is null`),
  ],
);

export type EventRow = typeof events.$inferSelect;
