import { idSchema } from '@upsolve/contract';
import { decodeCursor } from './pagination.ts';
import type { Cursor } from './pagination.ts';
import { validationError } from '../plugins/errors.ts';

/**
 * Decodes `?cursor=` for lists keyed by (createdAt, uuid id), or undefined for the first page. The
 * id must be a UUID: a forged cursor is a 400 naming `cursor`, not a failed comparison in SQL.
 */
export function decodeIdCursor(encoded: string | undefined): Cursor | undefined {
  if (encoded === undefined) return undefined;
  const cursor = decodeCursor(encoded);
  if (!idSchema.safeParse(cursor.id).success) throw validationError({ cursor: 'Invalid cursor' });
  return cursor;
}
