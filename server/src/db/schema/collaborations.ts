import { invitationStatuses } from '@upsolve/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

/**
 * Collaboration invitations (docs/product.md, "Collaborator invitation"). An accepted one is what
 * the messages feature will read to open the two people's conversation.
 */
export const collaborations = pgTable(
  'collaborations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectDetails: text('project_details').notNull(),
    status: text('status', { enum: invitationStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    /** When the recipient accepted or declined; null while pending. */
    answeredAt: timestampMs('answered_at'),
  },
  (table) => [
    check(
      'collaborations_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined')`,
    ),
    check('collaborations_not_self_check', sql`${table.senderId} <> ${table.recipientId}`),
    // At most one pending invitation from one person to another: the index decides (409), not a
    // racy pre-check.
    uniqueIndex('collaborations_one_pending_key')
      .on(table.senderId, table.recipientId)
      .where(sql`${table.status} = 'pending'`),
    // Each person's incoming and outgoing lists, newest first.
    index('collaborations_recipient_newest_idx').on(
      table.recipientId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('collaborations_sender_newest_idx').on(
      table.senderId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type CollaborationRow = typeof collaborations.$inferSelect;
