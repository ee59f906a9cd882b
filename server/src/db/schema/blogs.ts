import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs, updatedAt } from './columns.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

/**
 * What a moderator's removal leaves on an item (blogs and comments): the item stays, so its
 * replies keep their place, but others see "[removed]" and its author the reason.
 */
const removal = () => ({
  removedAt: timestampMs('removed_at'),
  removedReason: text('removed_reason'),
  removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Blogs (docs/product.md, "Blogs"). The author is kept null once the account is gone, so the
 * writing stays. `score` and `comments_count` are kept by triggers (migration "blogs"), never
 * counted per read and never written by the app.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    about: text('about').notNull(),
    content: text('content').notNull(),
    score: integer('score').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...removal(),
  },
  (table) => [
    index('blogs_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('blogs_top_idx').on(
      table.score.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('blogs_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
    // The list's search: a substring of the title without regard to case (pg_trgm); the author's
    // side goes through users_username_trgm_idx.
    index('blogs_title_trgm_idx')
      .using('gin', sql`lower(${table.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Comments on a blog and posts of a problem's discussion: one shape, one table, so votes,
 * reports, removal and notifications treat them alike. Exactly one of `blog_id` and `problem_id`
 * names the thread; a reply names its parent (one level: a reply's parent is never a reply,
 * checked by the service). A comment deleted by its author while it has replies keeps its row
 * with `deleted_at` set, so the replies keep their place.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    score: integer('score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestampMs('deleted_at'),
    ...removal(),
  },
  (table) => [
    check('comments_one_thread_check', sql`num_nonnulls(${table.blogId}, ${table.problemId}) = 1`),
    index('comments_blog_newest_idx')
      .on(table.blogId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.blogId} is not null`),
    index('comments_problem_newest_idx')
      .on(table.problemId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.problemId} is not null`),
    index('comments_parent_idx')
      .on(table.parentId, table.createdAt)
      .where(sql`${table.parentId} is not null`),
    index('comments_author_idx').on(table.authorId),
  ],
);

export type BlogRow = typeof blogs.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
