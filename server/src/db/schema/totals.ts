import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Totals kept by triggers in the same transaction as the writes that change them (migration
 * "leaderboard_totals"), so an unfiltered list total is a few rows read instead of a count(*).
 * Each total is split over 16 rows, one per database connection (its backend pid
 * modulo the shards; migration "sharded_totals"): one row took every new public problem's update,
 * so concurrent additions waited on its lock until each other's commit (7 to 9 of 10 connections
 * waiting on row locks in the write bench, docs/performance.md). A total is the sum of its rows.
 */
export const totals = pgTable(
  'totals',
  {
    name: text('name', { enum: ['public_problems'] }).notNull(),
    shard: smallint('shard').notNull().default(0),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.shard] })],
);
