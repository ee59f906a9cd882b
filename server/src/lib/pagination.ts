import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { z } from 'zod';
import { validationError } from '../plugins/errors.ts';

/**
 * Keyset pagination, newest first (DESIGN.md §4). A cursor is the (createdAt, id) of the last row
 * of a page, as opaque base64url JSON. Keyset columns should be `timestampMs` (db/schema/columns.ts)
 * so the JavaScript date in the cursor equals the stored value.
 */
export interface Cursor {
  createdAt: Date;
  id: string;
}

// Ids are UUIDs; anything else would reach the database as a bad uuid literal.
const cursorPayloadSchema = z.object({ t: z.iso.datetime(), i: z.uuid() });

export function encodeCursor(cursor: Cursor): string {
  const payload = { t: cursor.createdAt.toISOString(), i: cursor.id };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** Decodes a cursor from `?cursor=`; a malformed one is a 400 naming the `cursor` field. */
export function decodeCursor(encoded: string): Cursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw validationError({ cursor: 'Invalid cursor' });
  }
  const parsed = cursorPayloadSchema.safeParse(payload);
  if (!parsed.success) throw validationError({ cursor: 'Invalid cursor' });
  return { createdAt: new Date(parsed.data.t), id: parsed.data.i };
}

/**
 * The WHERE condition for the page after `cursor` (rows older than it, ties broken by id), or
 * undefined for the first page. Order the query by `createdAt desc, id desc` to match.
 */
export function olderThan(
  cursor: Cursor | undefined,
  createdAtColumn: AnyColumn,
  idColumn: AnyColumn,
): SQL | undefined {
  if (cursor === undefined) return undefined;
  // A row comparison, so the (createdAt, id) index seeks straight to the cursor; the values are
  // encoded by their columns, as `eq` and `lt` would.
  return sql`(${createdAtColumn}, ${idColumn}) < (${sql.param(cursor.createdAt, createdAtColumn)}, ${sql.param(cursor.id, idColumn)})`;
}

export interface Page<T> {
  items: T[];
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

/**
 * Cuts a result fetched with `limit + 1` rows down to `limit` and builds the next cursor from the
 * last row kept. Fetching one extra row tells whether another page exists without a count.
 */
export function toPage<T>(rows: T[], limit: number, cursorOf: (row: T) => Cursor): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null;
  return { items, nextCursor };
}

/** Sets `X-Total-Count` and, when there is a next page, `X-Next-Cursor`. */
export function setPageHeaders(
  reply: FastifyReply,
  page: { total: number; nextCursor: string | null },
): void {
  reply.header('x-total-count', String(page.total));
  if (page.nextCursor !== null) reply.header('x-next-cursor', page.nextCursor);
}
