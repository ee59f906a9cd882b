import type { FastifyReply } from 'fastify';
import { Column, and, count, is, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AnyPgTable, PgSelect } from 'drizzle-orm/pg-core';
import { limits } from '@upsolve/contract';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { validationError } from '../plugins/errors.ts';

/**
 * Keyset paging, the one way every list pages (docs/architecture.md). A list orders its rows by a
 * tuple of columns, every one descending, the row's id last as the tie-breaker. A cursor is that
 * tuple of the last row shown, as base64url JSON: opaque to clients, and checked by the list's zod
 * schema on the way back, so a forged cursor is a 400 naming `cursor` and never reaches SQL with
 * a value its column cannot hold.
 */

const int4Max = 2_147_483_647;
// Rows are stamped by the database clock: anything outside these years is forged, and PostgreSQL
// refuses some of them (there is no year 0000) with an error that would otherwise be a 500.
const earliestTimestamp = Date.UTC(1970, 0, 1);
const latestTimestamp = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The values a cursor tuple is made of, each bounded by what its column can hold. */
export const cursorValue = {
  /** A `timestampMs` column (db/schema/columns.ts), as the ISO text `Date.toJSON` writes. */
  timestamp: z
    .string()
    .max(30)
    .refine((text) => {
      const time = Date.parse(text);
      return (
        time >= earliestTimestamp &&
        time <= latestTimestamp &&
        // Only the canonical spelling: "2026-02-30" would otherwise roll over to March.
        new Date(time).toISOString() === text
      );
    })
    .transform((text) => new Date(text)),
  /** A row id (UUID). */
  id: z.uuid(),
  /** A username lower-cased, as `users_username_lower_key` orders them. */
  lowerUsername: z.string().min(1).max(limits.usernameMax),
  /** A `boolean` column, e.g. a flag a list puts first. */
  flag: z.boolean(),
  /** A non-negative `integer` column, e.g. a counter. */
  count: z.number().int().min(0).max(int4Max),
  /** An average rating column (db/schema/columns.ts) as PostgreSQL prints it: "0" or "4.333". */
  averageRating: z
    .string()
    .regex(/^\d(\.\d{1,3})?$/)
    .refine((text) => Number(text) <= limits.reviewRatingMax),
};

/**
 * One list's keyset: the ORDER BY columns (all descending unless `ascending`, the id last) and the
 * zod schema of the cursor tuple, one element per column. A column may be an expression its index
 * holds, such as `lower(username)`.
 */
export interface Keyset<Row, Key extends unknown[]> {
  columns: (AnyColumn | SQL)[];
  /** Every column ascending instead (an alphabetical list). */
  ascending?: boolean;
  schema: z.ZodType<Key, unknown>;
  /** The key of a row as this list selects it. */
  keyOf: (row: Row) => Key;
}

/** A keyset, typed so that its schema's tuple and the key of a row must agree. */
export function defineKeyset<Row, Key extends unknown[]>(
  keyset: Keyset<Row, Key>,
): Keyset<Row, Key> {
  return keyset;
}

/** A list newest first: (created_at, id), the id breaking ties between rows of the same instant. */
export function newestFirst<Row>(
  createdAtColumn: AnyColumn,
  idColumn: AnyColumn,
  keyOf: (row: Row) => [Date, string],
): Keyset<Row, [Date, string]> {
  return {
    columns: [createdAtColumn, idColumn],
    schema: z.tuple([cursorValue.timestamp, cursorValue.id]),
    keyOf,
  };
}

function invalidCursor() {
  return validationError({ cursor: 'Invalid cursor' });
}

/** Encodes a key. Dates become ISO text (`Date.toJSON`), which `cursorValue.timestamp` reads. */
export function encodeCursor(key: unknown[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key in `?cursor=`; a cursor this keyset's schema refuses is a 400 naming `cursor`. */
export function decodeCursor<Key extends unknown[]>(
  keyset: Pick<Keyset<never, Key>, 'schema'>,
  encoded: string,
): Key {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = keyset.schema.safeParse(payload);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

/** ORDER BY of a keyset: every column descending (or every one ascending). */
export function keysetOrder(
  keyset: Pick<Keyset<never, unknown[]>, 'columns' | 'ascending'>,
): SQL[] {
  const direction = keyset.ascending === true ? sql`asc` : sql`desc`;
  return keyset.columns.map((column) => sql`${column} ${direction}`);
}

/**
 * The WHERE condition for the rows after `key` in the keyset's order. One row comparison, so the
 * matching index seeks straight to it; each value is encoded by its column, as `eq` and `lt` would.
 */
export function afterKey<Key extends unknown[]>(
  keyset: Pick<Keyset<never, Key>, 'columns' | 'ascending'>,
  key: Key,
): SQL {
  const columns = sql.join(keyset.columns, sql`, `);
  const values = sql.join(
    keyset.columns.map((column, index) =>
      is(column, Column) ? sql.param(key[index], column) : sql.param(key[index]),
    ),
    sql`, `,
  );
  return keyset.ascending === true
    ? sql`(${columns}) > (${values})`
    : sql`(${columns}) < (${values})`;
}

/** The rows after the cursor, or undefined on the first page (no cursor). */
function afterCursor<Key extends unknown[]>(
  keyset: Pick<Keyset<never, Key>, 'columns' | 'schema' | 'ascending'>,
  encoded: string | undefined,
): SQL | undefined {
  if (encoded === undefined) return undefined;
  return afterKey(keyset, decodeCursor(keyset, encoded));
}

/** `filter` and the rows after the cursor (in the keyset's order); no cursor: `filter` alone. */
export function keysetFilter<Key extends unknown[]>(
  keyset: Pick<Keyset<never, Key>, 'columns' | 'schema' | 'ascending'>,
  page: { cursor?: string | undefined },
  filter: SQL | undefined,
): SQL | undefined {
  return and(filter, afterCursor(keyset, page.cursor));
}

/**
 * Narrows a select (made `$dynamic()`) to `filter` and the rows after the cursor, in the keyset's
 * order, `limit + 1` of them: one more than a page, which tells keysetPage whether another follows.
 */
export function keysetRows<Query extends PgSelect, Key extends unknown[]>(
  query: Query,
  keyset: Pick<Keyset<never, Key>, 'columns' | 'schema' | 'ascending'>,
  page: { limit: number; cursor?: string | undefined },
  filter: SQL | undefined,
) {
  return query
    .where(keysetFilter(keyset, page, filter))
    .orderBy(...keysetOrder(keyset))
    .limit(page.limit + 1);
}

/** How many items the whole list holds; `capped` when the count stopped early (a lower bound). */
export interface PageTotal {
  count: number;
  capped: boolean;
}

export interface Page<T> {
  items: T[];
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  total: PageTotal | null;
}

/** An exact total, as a maintained counter gives it. */
export function exactTotal(count: number): PageTotal {
  return { count, capped: false };
}

/** Where counting a filtered list stops: past it the UI says "1,000+". */
export const totalCountCap = 1_000;

/**
 * The total of a filtered list without scanning all of it: the rows of `matching` (a select of
 * the list's filter, made `$dynamic()`) are counted up to one past the cap, through whatever index
 * serves the filter, and a total past the cap is a lower bound (`capped`). Only the first page
 * (no cursor) is counted: a client keeps the total it got with it, and a later page that counted
 * again would cost as much as the page itself.
 */
export async function cappedTotal<Query extends PgSelect>(
  db: Database,
  page: { cursor?: string | undefined },
  matching: Query,
): Promise<PageTotal | null> {
  if (page.cursor !== undefined) return null;
  const limited = sql`(${matching.limit(totalCountCap + 1)}) as limited`;
  const [row] = await db.select({ count: count() }).from(limited);
  const counted = row?.count ?? 0;
  if (counted > totalCountCap) return { count: totalCountCap, capped: true };
  return exactTotal(counted);
}

/**
 * The ids of the rows of `table` matching `filter`, up to one past the cap (`totalCountCap`): as
 * many as a total may count. The lookup is fenced (a MATERIALIZED CTE is planned for all of its
 * rows, whatever LIMIT follows it), so the planner reads the filter's own index (a GIN index for
 * a search) rather than walking a list's order index and testing every row until it has enough.
 * That walk is cheap for a filter most rows pass but reads the whole table for a rare one, and the
 * planner's guess of a search's matches is too rough to choose between the two.
 */
export async function cappedMatches(
  db: Database,
  table: AnyPgTable,
  idColumn: AnyColumn,
  filter: SQL | undefined,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(cappedMatchesQuery(table, idColumn, filter));
  return result.rows.map((row) => row.id);
}

/** The statement cappedMatches runs (exported so a query-plan test can check its plan). */
export function cappedMatchesQuery(
  table: AnyPgTable,
  idColumn: AnyColumn,
  filter: SQL | undefined,
): SQL {
  return sql`with matches as materialized (select ${idColumn} as id from ${table} where ${filter ?? sql`true`})
    select id from matches limit ${totalCountCap + 1}`;
}

/** Whether `matches` (from cappedMatches) holds every match, not just the first past the cap. */
export function holdsEveryMatch(matches: readonly unknown[]): boolean {
  return matches.length <= totalCountCap;
}

/** The total of a first page (no cursor) from every match of its list; a later page has none. */
export function totalOfMatches(
  page: { cursor?: string | undefined },
  matches: readonly unknown[],
): PageTotal | null {
  if (page.cursor !== undefined) return null;
  if (!holdsEveryMatch(matches)) return { count: totalCountCap, capped: true };
  return exactTotal(matches.length);
}

/**
 * The page from rows fetched with `limit + 1` (the extra row tells, without a count, whether
 * another page follows): at most `limit` items, and the cursor of the last one kept.
 */
export function keysetPage<Row, Key extends unknown[], Item>(
  rows: Row[],
  limit: number,
  keyset: Pick<Keyset<Row, Key>, 'keyOf'>,
  present: (row: Row) => Item,
  total: PageTotal | null,
): Page<Item> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  const nextCursor =
    rows.length > limit && last !== undefined ? encodeCursor(keyset.keyOf(last)) : null;
  return { items: kept.map(present), nextCursor, total };
}

/**
 * The paging headers: `X-Total-Count` (an integer), `X-Total-Capped: true` when that count is a
 * lower bound, and `X-Next-Cursor` when another page follows.
 */
export function setPageHeaders(reply: FastifyReply, page: Page<unknown>): void {
  if (page.total !== null) {
    reply.header('x-total-count', String(page.total.count));
    if (page.total.capped) reply.header('x-total-capped', 'true');
  }
  if (page.nextCursor !== null) reply.header('x-next-cursor', page.nextCursor);
}
