import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';

/**
 * Failed sign-ins in a row per identifier as typed (lower-cased email or username), whether or not
 * an account has it: keyed by what the visitor sends, the lockout answers the same for an unknown
 * identifier as for a real account, so it does not reveal which accounts exist.
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    identifier: text('identifier').primaryKey(),
    /** Failures since the last lock or success; the LOCKOUT_FAILURES-th locks and resets it. */
    failures: integer('failures').notNull(),
    lockedUntil: timestampMs('locked_until'),
    lastFailedAt: timestampMs('last_failed_at').notNull().defaultNow(),
  },
  // The periodic sweep forgets identifiers by the age of their last failure.
  (table) => [index('signin_failures_last_failed_idx').on(table.lastFailedAt)],
);

export type SigninFailureRow = typeof signinFailures.$inferSelect;
