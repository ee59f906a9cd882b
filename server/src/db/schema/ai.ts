import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

/**
 * Each user's conversations with the AI assistant (docs/product.md, "AI chat"), most recently
 * used first. A hint conversation names its problem and the highest rung of the hint ladder the
 * user has asked for (0 before the first hint): only "Next hint" raises it.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    hintRung: integer('hint_rung').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('ai_conversations_owner_recent_idx').on(table.ownerId, table.updatedAt, table.id),
    index('ai_conversations_owner_problem_idx').on(table.ownerId, table.problemId),
    check('ai_conversations_hint_rung_check', sql`${table.hintRung} between 0 and 4`),
  ],
);

/**
 * The turns of a conversation, oldest first. `role` is who spoke (`user` or `assistant`); an
 * assistant turn is `complete`, `interrupted` (the stream was cut or stopped: what arrived is
 * kept) or `failed` (the provider gave nothing; the turn holds the error text the user saw and
 * is never sent back as context). `hint_rung` is the rung a hint turn asked for or answered.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['complete', 'interrupted', 'failed'] })
      .notNull()
      .default('complete'),
    hintRung: integer('hint_rung'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ai_messages_conversation_order_idx').on(table.conversationId, table.createdAt, table.id),
  ],
);

export type AiConversationRow = typeof aiConversations.$inferSelect;
export type AiMessageRow = typeof aiMessages.$inferSelect;
