import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` kept to the millisecond. JavaScript dates hold milliseconds, so a keyset cursor
 * built from a row's date matches the stored value exactly (see lib/pagination.ts).
 */
export const timestampMs = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const createdAt = () => timestampMs('created_at').notNull().defaultNow();
export const updatedAt = () => timestampMs('updated_at').notNull().defaultNow();
