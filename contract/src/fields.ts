import { z } from 'zod';
import { limits } from './limits.ts';

/** A required free-text field: trimmed, not blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An absolute http(s) URL: any other scheme could run script or reach local files when opened. */
export const httpUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(limits.url, `${label} must be at most ${limits.url} characters`)
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: `${label} must be a valid http(s) URL`,
      }),
    );

/** UUID path parameter; anything else is answered 404 by the server, so ids are not probed. */
export const idSchema = z.uuid();

export const idParamsSchema = z.object({ id: z.string() });

/** Keyset pagination query shared by every long list (the server's lib/paging.ts). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
  cursor: z.string().max(500).optional(),
});
export type PageQueryParsed = z.output<typeof pageQuerySchema>;
