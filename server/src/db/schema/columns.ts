import { sql } from 'drizzle-orm';
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` kept to the millisecond. JavaScript dates hold milliseconds, so a keyset cursor
 * built from a row's date matches the stored value exactly (see lib/paging.ts).
 */
export const timestampMs = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const createdAt = () => timestampMs('created_at').notNull().defaultNow();
export const updatedAt = () => timestampMs('updated_at').notNull().defaultNow();

/**
 * The review counters of a reviewable table (problems, solutions), kept by triggers (migration
 * "counters"), never written by the app. The mean rating is stored beside them to three decimals,
 * 0 without reviews so "best rated" sorts unrated items last, and the best-rated indexes sort by it.
 */
export const reviewCounters = () => ({
  reviewsCount: integer('reviews_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  avgRating: numeric('avg_rating')
    .notNull()
    .generatedAlwaysAs(
      sql`case when reviews_count = 0 then 0 else round(rating_sum::numeric / reviews_count, 3) end`,
    ),
});
