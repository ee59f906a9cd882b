import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * Solutions on public problems, the leaderboard's score. Kept by triggers (migration
     * "leaderboard_totals"), never written by the app.
     */
    publicSolutionsCount: integer('public_solutions_count').notNull().default(0),
    /**
     * The sum of the votes this user's blogs, comments and posts received (Codeforces'
     * contribution). Kept by triggers (migration "blogs"), never written by the app.
     */
    contribution: integer('contribution').notNull().default(0),
    // The profile (docs/product.md, "Update profile"): empty text and lists until filled in.
    favlanguage: text('favlanguage').notNull().default(''),
    rating: integer('rating'),
    platform: text('platform').notNull().default(''),
    gitHub: text('github').notNull().default(''),
    projectLinks: text('project_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    collaborator: boolean('collaborator').notNull().default(false),
    location: text('location').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** Whether other users see the email ("Show my email" in settings); off by default. */
    showEmail: boolean('show_email').notNull().default(false),
    /** Whether others hear when this user is online ("Show when I'm online"); on by default. */
    showOnline: boolean('show_online').notNull().default(true),
    /** Hide difficulties and tags until a problem is solved or revealed; follows the account. */
    spoilerSafe: boolean('spoiler_safe').notNull().default(false),
    /** The IANA zone the activity heatmap counts days in; null counts them in UTC. */
    timeZone: text('time_zone'),
    /**
     * What the collaborator search matches by substring: the username and the skills, lower-cased
     * (an email matches only as the whole address, through users_email_lower_key). Kept by a
     * trigger (migrations "profiles" and "social_hardening"), never written by the app.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * When the account was deleted ("Delete my account"): the row stays as a tombstone, so public
     * problems, solutions, reviews, blogs and posts keep an author shown as "[deleted]", with its
     * email, password and profile cleared; its username is freed 30 days later.
     */
    deletedAt: timestampMs('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Uniqueness without regard to case is enforced by the database, not by a racy pre-check.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The leaderboard in its order; users without a public solution are not on it.
    index('users_leaderboard_idx')
      .on(table.publicSolutionsCount.desc(), table.createdAt, table.id)
      .where(sql`${table.publicSolutionsCount} > 0`),
    // The collaborator search: a substring of the search text through its trigrams (pg_trgm),
    // an exact skill through the lower-cased skills (the function is in migration "profiles"),
    // and its order, collaborators first, then the newest accounts.
    index('users_search_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The chat's user search: a substring of the username, without regard to case.
    index('users_username_trgm_idx')
      .using('gin', sql`lower(${table.username}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_skills_lower_idx')
      .using('gin', sql`user_skills_lower(${table.skills})`)
      .with({ fastupdate: false }),
    index('users_collaborators_first_idx').on(
      table.collaborator.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
