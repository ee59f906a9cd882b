import { sql } from 'drizzle-orm';
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` kept to the millisecond. JavaScript dates hold milliseconds, so a keyset cursor
 * built from a row's date matches the stored value exactly (see lib/paging.ts).
 */
export const timestampMs = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const createdAt = () => timestampMs('created_at').notNull().defaultNow();
export const updatedAt = () => timestampMs('updated_at').notNull().defaultNow();

/**
 * Mean review rating to three decimals, kept by the database from the `reviews_count` and
 * `rating_sum` counters of the same row; 0 without reviews, so "best rated" sorts unrated items
 * last. Problems and solutions both store it, and their best-rated indexes sort by it.
 */
export const averageRating = () =>
  numeric('avg_rating')
    .notNull()
    .generatedAlwaysAs(
      sql`case when reviews_count = 0 then 0 else round(rating_sum::numeric / reviews_count, 3) end`,
    );
