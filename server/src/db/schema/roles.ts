import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Who holds a role beyond a signed-in user's. Granted and revoked only by `npm run admin`, never
 * through the API.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('user_roles_role_check', sql`${table.role} in ('admin', 'moderator')`),
  ],
);

/**
 * Every moderator action and every role change: who did it (null for the admin command, or once
 * the account is gone), what, to which item, why, and when.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  // An item's history, newest first.
  (table) => [index('audit_log_item_idx').on(table.itemType, table.itemId, table.createdAt.desc())],
);

export type UserRoleRow = typeof userRoles.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
