import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's Codeforces or AtCoder handle (docs/product.md, "Linked handles"): one per site per
 * user, proven by the challenge (Codeforces: a compilation error on its problem; AtCoder: its token
 * in the profile's affiliation), then synced into their marks.
 * A verified handle belongs to one user only; unverified claims do not block anyone.
 */
export const linkedHandles = pgTable(
  'linked_handles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site', { enum: ['codeforces', 'atcoder'] }).notNull(),
    handle: text('handle').notNull(),
    verifiedAt: timestampMs('verified_at'),
    /**
     * The challenge, from when, until when: Codeforces' problem to submit a compilation error to
     * (key and link); AtCoder's token to put in the affiliation (in the key's column) and profile.
     */
    challengeProblemKey: text('challenge_problem_key'),
    challengeProblemUrl: text('challenge_problem_url'),
    challengeStartedAt: timestampMs('challenge_started_at'),
    challengeExpiresAt: timestampMs('challenge_expires_at'),
    lastSyncedAt: timestampMs('last_synced_at'),
    lastError: text('last_error'),
    nextSyncAt: timestampMs('next_sync_at'),
    /** Syncs failed in a row: the backoff doubles with each. */
    failures: integer('failures').notNull().default(0),
    /**
     * Where the next sync starts: the newest submission imported (Codeforces: its id; AtCoder:
     * its second); null before the first sync, which takes the whole history.
     */
    syncCursor: bigint('sync_cursor', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'linked_handles_pkey', columns: [table.userId, table.site] }),
    check('linked_handles_site_check', sql`${table.site} in ('codeforces', 'atcoder')`),
    // One handle belongs to one user: among verified handles, per site, case aside.
    uniqueIndex('linked_handles_verified_idx')
      .on(table.site, sql`lower(${table.handle})`)
      .where(sql`${table.verifiedAt} is not null`),
    // The scheduler's question: which verified handles are due.
    index('linked_handles_due_idx')
      .on(table.nextSyncAt)
      .where(sql`${table.verifiedAt} is not null`),
  ],
);

export type LinkedHandleRow = typeof linkedHandles.$inferSelect;
