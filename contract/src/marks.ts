import { z } from 'zod';
import { integerInput } from './fields.ts';

/**
 * Upsolve tracking (docs/product.md, "Marks"): what a user did with a problem. A mark belongs to
 * the problem's canonical key, so two twins (one problem under two links) share it.
 */
export const markStatuses = ['solved', 'solved_with_help', 'attempted', 'todo'] as const;
export type MarkStatus = (typeof markStatuses)[number];

export const markStatusSchema = z.enum(markStatuses, {
  error: 'Status must be solved, solved_with_help, attempted or todo',
});

/** What a mark is called on buttons, badges and filters. */
export const markLabels: Record<MarkStatus, string> = {
  solved: 'Solved',
  solved_with_help: 'Solved with help',
  attempted: 'Attempted',
  todo: 'To do',
};

/** Solved with help (after the editorial or a hint) is solved too: it counts and reveals. */
export function isSolvedMark(status: MarkStatus | null | undefined): boolean {
  return status === 'solved' || status === 'solved_with_help';
}

/** Body of PUT /api/problem/{id}/mark. */
export const markInputSchema = z.object({ status: markStatusSchema });
export type MarkInput = z.input<typeof markInputSchema>;

export const markSchema = z.object({
  problemId: z.uuid(),
  status: markStatusSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Mark = z.infer<typeof markSchema>;

/** PUT /api/problem/{id}/mark: the mark as stored. */
export const markResponseSchema = z.object({ message: z.string(), mark: markSchema });
export type MarkResponse = z.infer<typeof markResponseSchema>;

/** The `message` of each successful mark mutation; the toast offers Undo beside it. */
export const markMessages = {
  saved: 'Mark saved',
  removed: 'Mark removed',
} as const;

/**
 * The dashboard's `?mark=` filter, by the viewer's own marks: `solved` takes solved with help too,
 * `unmarked` is no mark at all, `unsolved` anything not solved (no mark, attempted or to do).
 */
export const markFilters = ['solved', 'attempted', 'todo', 'unmarked', 'unsolved'] as const;
export type MarkFilter = (typeof markFilters)[number];
export const markFilterSchema = z.enum(markFilters, {
  error: 'Mark must be solved, attempted, todo, unmarked or unsolved',
});

/** How many problems a user marked, per mark: what others see of their marks on the profile. */
export const markCountsSchema = z.object({
  solved: z.number().int(),
  solvedWithHelp: z.number().int(),
  attempted: z.number().int(),
  todo: z.number().int(),
});
export type MarkCounts = z.infer<typeof markCountsSchema>;

/**
 * An IANA time zone name ("Europe/Berlin", "Asia/Kolkata", "UTC"), as the runtime's time zone
 * database knows it. It decides what a day is on the activity heatmap.
 */
export const timeZoneSchema = z
  .string({ error: 'Time zone must be a time zone name such as Europe/Berlin' })
  .max(64, 'Time zone must be a time zone name such as Europe/Berlin')
  .refine(isKnownTimeZone, 'Time zone must be a time zone name such as Europe/Berlin');

export function isKnownTimeZone(name: string): boolean {
  if (name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date `moment` falls on in `timeZone`, as "YYYY-MM-DD": a day of the activity
 * heatmap, the same on the server (which counts) and the web (which says where today is).
 */
export function dateIn(timeZone: string, moment: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first year the heatmap offers; the last is the current one. */
export const activityFirstYear = 2000;

/** GET /api/users/{id}/activity?year=: one calendar year, the current one when left out. */
export const activityQuerySchema = z.object({
  year: integerInput(activityFirstYear, 9999, {
    invalid: `Year must be a whole number from ${activityFirstYear}`,
  }).optional(),
});
export type ActivityQueryParsed = z.output<typeof activityQuerySchema>;

/** A day with activity, in the owner's time zone; days without any are left out. */
export const activityDaySchema = z.object({
  date: z.iso.date(),
  /** Problems newly marked solved (or solved with help) that day. */
  solved: z.number().int(),
  /** Solutions posted that day. */
  posted: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

/**
 * `timeZone` is the one the days are counted in (the owner's, else UTC); a streak counts days in a
 * row with any activity, `current` ending today or yesterday in that zone, `longest` of all time.
 * `firstYear` is the first year there is to show: the account's, or an earlier one with activity
 * (a solve imported from a site); the year picker offers it to the current one.
 */
export const activityResponseSchema = z.object({
  timeZone: z.string(),
  year: z.number().int(),
  firstYear: z.number().int(),
  days: z.array(activityDaySchema),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
