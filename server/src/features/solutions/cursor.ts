import { z } from 'zod';
import { idSchema } from '@upsolve/contract';
import { validationError } from '../../plugins/errors.ts';

/**
 * Keyset cursor of the best-rated order: the last row's rating sum and review count (the average
 * is recomputed from them, so no rounding is involved), then its date and id.
 */
export interface RatedCursor {
  ratingSum: number;
  reviewsCount: number;
  createdAt: Date;
  id: string;
}

const ratedPayloadSchema = z.object({
  s: z.number().int().min(0),
  n: z.number().int().min(0),
  t: z.iso.datetime(),
  i: idSchema,
});

export function encodeRatedCursor(cursor: RatedCursor): string {
  const payload = {
    s: cursor.ratingSum,
    n: cursor.reviewsCount,
    t: cursor.createdAt.toISOString(),
    i: cursor.id,
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** A malformed cursor, or one from the newest order, is a 400 naming `cursor`. */
export function decodeRatedCursor(encoded: string): RatedCursor {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw validationError({ cursor: 'Invalid cursor' });
  }
  const parsed = ratedPayloadSchema.safeParse(payload);
  if (!parsed.success) throw validationError({ cursor: 'Invalid cursor' });
  const { s, n, t, i } = parsed.data;
  return { ratingSum: s, reviewsCount: n, createdAt: new Date(t), id: i };
}
