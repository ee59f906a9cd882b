import fc from 'fast-check';
import { z } from 'zod';
import { limits } from '@upsolve/contract';
import type { RouteEntry } from '../../plugins/route-table.ts';
import { unknownId } from '../factories.ts';
import type { TestApp } from '../harness.ts';

/**
 * What the bad-input suites send: arbitraries of wrong values and the route table's schemas read
 * as zod, so every route the app registers is attacked without being listed here.
 */

/** One seed for every property: a failure names it (and its path) and replays the same way. */
export const fuzzSeed = 20_261_127;

export type Zod = z.ZodType;

/** The API's routes (not the documentation UI's static files, not Fastify's automatic HEADs). */
export function apiRoutes(t: TestApp): RouteEntry[] {
  return t.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS',
  );
}

/** A route part's zod schema (`body`, `querystring`, `params`), if it has one. */
export function partSchema(
  route: RouteEntry,
  part: 'body' | 'querystring' | 'params',
): Zod | undefined {
  const schema = route.schema?.[part];
  return schema instanceof z.ZodType ? schema : undefined;
}

/** The fields of an object schema (through pipes and refinements), or null for any other shape. */
export function fieldsOf(schema: Zod | undefined): Record<string, Zod> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, Zod>;
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as Zod);
  return null;
}

const paramCandidates = (schema: Zod | undefined): unknown[] => {
  if (schema === undefined) return [unknownId];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    enum?: unknown[];
  };
  return [unknownId, ...(json.enum ?? []), 'user_nobody', '1'];
};

/** The route's URL with each `:param` filled by a value its schema takes (an id nobody has). */
export function concreteUrl(route: RouteEntry, override?: { name: string; raw: string }): string {
  const params = fieldsOf(partSchema(route, 'params')) ?? {};
  return route.url.replaceAll(/:(\w+)/g, (_, name: string) => {
    if (override?.name === name) return override.raw;
    const schema = params[name];
    const fits = paramCandidates(schema).find(
      (candidate) => schema === undefined || schema.safeParse(candidate).success,
    );
    return encodeURIComponent(String(fits ?? unknownId));
  });
}

/** The field names a refusal should carry for `value`, as the server names them (`a.b`). */
export function expectedFields(schema: Zod, value: unknown): string[] | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  return [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))];
}

/**
 * Whether `named` (a 400's `fields`) names `field` or something inside it; for `body` (the whole
 * body was wrong) naming any field will do.
 */
export const namesField = (named: Record<string, string>, field: string) =>
  Object.keys(named).some(
    (name) => name === field || name.startsWith(`${field}.`) || field === 'body',
  );

/** Every distinct limit plus one character: each text limit, and the 1 MB body limit, overrun. */
export const hugeStrings = fc
  .constantFrom(...new Set(Object.values(limits)))
  .map((limit) => 'x'.repeat(Math.min(limit, limits.bodyBytes) + 1));

/** Characters DESIGN.md §6 refuses in text, and lone surrogate halves (not Unicode at all). */
const refusedCharacters = [
  '\u0000',
  '\u0007',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\uD800',
  '\uDFFF',
];

/** Text with a refused character (or a flood of combining marks) somewhere inside it. */
export const lyingText = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...refusedCharacters))
    .map(([around, bad]) => `Fine ${around}${bad} text`),
  fc.integer({ min: 5, max: 300 }).map((marks) => `Zalgo e${'\u0301'.repeat(marks)} text`),
);

/** Text that shows nothing: refused wherever text is required or must be visible. */
export const blankLookingText = fc.constantFrom(
  '\u2800',
  '\u2800\u2800 ',
  '\u0301',
  '\u200B\u200C',
  '\u3164',
  ' \t\n ',
);

/** Values of the wrong type for almost any field. */
export const wrongTypes = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.string({ maxLength: 20 }),
);

/** Every bad value a field may get. */
export const badValues = fc.oneof(wrongTypes, hugeStrings, lyingText, blankLookingText);

/** Bodies that are not JSON. */
export const notJson = ['{', '{"a":1,}', 'nul', '\u0000', '{"a":"\\ud800', "{'a':1}"];

/** JSON that tries to reach Object.prototype. */
export const prototypeKeyBodies = [
  '{"__proto__":{"polluted":true}}',
  '{"a":{"__proto__":{"polluted":true}}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/**
 * Tables that change on their own whatever requests do: background jobs record their runs, and
 * the start-up refresh of contests and the outside sites' catalog fills theirs.
 */
const changingOnTheirOwn = /^(job_|contest|outside_site|site_)/;

/** Row counts of every table: a refused request leaves them as they were. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await t.db.execute(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows as { table_name: string }[]) {
    if (changingOnTheirOwn.test(row.table_name)) continue;
    const counted = await t.db.execute(`select count(*)::int as n from "${row.table_name}"`);
    counts[row.table_name] = Number((counted.rows[0] as { n: number }).n);
  }
  return counts;
}

/** Object.prototype's own keys: a polluted process has more. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
