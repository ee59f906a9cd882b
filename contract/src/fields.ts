import { z } from 'zod';
import { limits } from './limits.ts';
import { optionalVisibleText, requiredText } from './text.ts';

/** An absolute http(s) URL: any other scheme could run script or reach local files when opened. */
export const httpUrl = (label: string) =>
  requiredText({ label, max: limits.url }).pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: `${label} must be a valid http(s) URL`,
    }),
  );

/** Whether `text` is an absolute http(s) URL with a domain, as `httpUrl` checks it. */
const httpUrlCheck = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/**
 * An optional http(s) URL (a profile's GitHub link, a project link): empty means none, anything
 * else must be an absolute http(s) URL with a domain.
 */
export const optionalHttpUrl = (label: string) =>
  optionalVisibleText({ label, max: limits.url }).refine(
    (text) => text === '' || httpUrlCheck.safeParse(text).success,
    { message: `${label} must be a valid http(s) URL`, abort: true },
  );

/**
 * A field the seed's client sends and the server ignores (the path decides), such as a body's
 * `problem`: still text with the rules of every other field and an id's size, so no field of a
 * body takes anything at all.
 */
export const ignoredClientField = (label: string) =>
  optionalVisibleText({ label, max: limits.title }).optional();

/** What an integer field says when a value is not one, or out of its range. */
export interface IntegerMessages {
  /** Not a number at all: '', ' ', true, '1e3', an object. */
  invalid: string;
  /** A number with a fraction: 5.5 or '5.5'. Defaults to `invalid`. */
  notWhole?: string;
  tooSmall?: string;
  tooBig?: string;
}

/** A plain decimal as text, as an `<input type=number>` or a query string sends it. */
const plainDecimal = /^-?\d+(\.\d+)?$/;

/**
 * An integer from `min` to `max`, given as a JSON number or as a plain decimal string ("5"). Only
 * digits are read as a number: '', ' ', true, '1e3', '0x5' are refused, so a client never gets a
 * value it did not type. Every number the API takes (bodies and query strings) goes through here.
 */
export const integerInput = (min: number, max: number, messages: IntegerMessages) =>
  z
    // Each option carries the message too: form resolvers show an option's error, not the union's.
    .union(
      [
        z.number({ error: messages.invalid }),
        z
          .string({ error: messages.invalid })
          .regex(plainDecimal, messages.invalid)
          .transform(Number),
      ],
      { error: messages.invalid },
    )
    .pipe(
      z
        .number()
        .int(messages.notWhole ?? messages.invalid)
        .min(min, messages.tooSmall ?? messages.invalid)
        .max(max, messages.tooBig ?? messages.invalid),
    );

/** UUID path parameter; anything else is answered 404 by the server, so ids are not probed. */
export const idSchema = z.uuid();

/**
 * An id as a client sends it (a path parameter, a body field): lower-cased where it is parsed, so
 * the canonical spelling is the only one any comparison sees (the database takes either case, a
 * "not yourself" check would not). Left a string: a malformed id is the server's 404, not a 400.
 */
export const idInput = (options?: { error: string }) => z.string(options).toLowerCase();

export const idParamsSchema = z.object({ id: idInput() });

/** Keyset pagination query shared by every long list (the server's lib/paging.ts). */
export const pageQuerySchema = z.object({
  limit: integerInput(1, limits.pageSizeMax, {
    invalid: `Limit must be a whole number from 1 to ${limits.pageSizeMax}`,
  }).default(limits.pageSizeDefault),
  cursor: z.string().max(500).optional(),
});
export type PageQueryParsed = z.output<typeof pageQuerySchema>;
