import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Totals kept by triggers in the same transaction as the writes that change them (migration
 * "leaderboard_totals"), so an unfiltered list total is one row read instead of a count(*).
 */
export const totals = pgTable('totals', {
  name: text('name', { enum: ['public_problems'] }).primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
