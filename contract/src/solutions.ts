import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput, ignoredClientField, pageQuerySchema } from './fields.ts';
import { requiredText } from './text.ts';
import { problemParamsSchema } from './problems.ts';
import { userRefSchema } from './users.ts';
import type { AuthoredFacts } from './users.ts';
import type { Viewer } from './roles.ts';

/** Languages the code editor offers (issue: solutions), value → label. */
export const solutionLanguages = {
  cpp: 'C++',
  python: 'Python',
  java: 'Java',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  rust: 'Rust',
  go: 'Go',
  kotlin: 'Kotlin',
  csharp: 'C#',
} as const;
export type SolutionLanguage = keyof typeof solutionLanguages;
const languageKeys = Object.keys(solutionLanguages) as [SolutionLanguage, ...SolutionLanguage[]];

const byteLength = (text: string) => new TextEncoder().encode(text).length;

const codeTooLong = `Code must be at most ${limits.codeBytes / 1024} KiB`;
/** Code keeps its indentation: not trimmed, and measured in bytes (a character is at least one). */
export const codeSchema = requiredText({
  label: 'Code',
  max: limits.codeBytes,
  trim: false,
  tooLongMessage: codeTooLong,
}).refine((code) => byteLength(code) <= limits.codeBytes, codeTooLong);

/** Path parameters naming a solution of a problem (404 when it belongs to another problem). */
export const solutionParamsSchema = problemParamsSchema.extend({ solutionId: idInput() });
export type SolutionParams = z.infer<typeof solutionParamsSchema>;

/** Body of add/update solution. `problem` is sent by the seed's client; the path decides. */
export const solutionInputSchema = z.object({
  approach: requiredText({ label: 'Approach', max: limits.statementSection }),
  description: requiredText({ label: 'Description', max: limits.statementSection }),
  code: codeSchema,
  language: z.enum(languageKeys, { error: 'Choose a language from the list' }).default('cpp'),
  problem: ignoredClientField('Problem'),
});
export type SolutionInput = z.input<typeof solutionInputSchema>;
export type SolutionInputParsed = z.output<typeof solutionInputSchema>;

/**
 * Body of PUT …/updatesolution: as for adding, except that a language left out keeps its stored
 * value, never the create default.
 */
export const solutionUpdateSchema = solutionInputSchema.extend({
  language: solutionInputSchema.shape.language.unwrap().optional(),
});
export type SolutionUpdate = z.input<typeof solutionUpdateSchema>;
export type SolutionUpdateParsed = z.output<typeof solutionUpdateSchema>;

export const solutionSchema = z.object({
  _id: z.uuid(),
  approach: z.string(),
  description: z.string(),
  code: z.string(),
  language: z.enum(languageKeys),
  problem: z.uuid(),
  /** Missing when the author's account is gone: shown as 'Unknown User'. */
  user: userRefSchema.nullable(),
  reviewsCount: z.number().int(),
  averageRating: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Solution = z.infer<typeof solutionSchema>;

/**
 * GET /api/problem/{id}/solutions/{sid}: the solution as the seed returns it, with the ids of its
 * reviews (newest first, as the seed's client counts them), plus one fact about the signed-in
 * viewer. A second review is refused (409), so the page hides Add Review once the viewer has
 * reviewed. Lists leave both out: their cards show counts and offer no review action.
 */
export const solutionDetailSchema = solutionSchema.extend({
  reviews: z.array(z.uuid()),
  viewerHasReviewed: z.boolean(),
});
export type SolutionDetail = z.infer<typeof solutionDetailSchema>;

export const solutionSorts = ['newest', 'rated'] as const;
export type SolutionSort = (typeof solutionSorts)[number];
/**
 * GET /api/problem/{id}/solutions query: newest first, or best rated (average, then number of
 * reviews, then newest). Keyset pages; `X-Total-Count` and `X-Next-Cursor` headers.
 */
export const solutionsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(solutionSorts, { error: 'Sort must be newest or rated' }).default('newest'),
});
export type SolutionsQuery = z.input<typeof solutionsQuerySchema>;
export type SolutionsQueryParsed = z.output<typeof solutionsQuerySchema>;
export const solutionsResponseSchema = z.object({
  solutions: z.array(solutionSchema),
  problem: z.object({ _id: z.uuid(), title: z.string() }),
});
export const solutionMutationResponseSchema = z.object({
  message: z.string(),
  solution: solutionSchema,
});

/** The `message` of each successful solution mutation. */
export const solutionMessages = {
  added: 'Solution added successfully',
  updated: 'Solution updated successfully',
  deleted: 'Solution deleted successfully',
} as const;

/**
 * Only a solution's author updates or deletes it; nobody once the account is gone. Reading and
 * creating need the problem to be readable (canReadProblem). Shared by the server (enforces) and
 * the web (shows buttons); the table of who may do what is in docs/product.md.
 */
export function canEditSolution(viewer: Viewer, solution: AuthoredFacts): boolean {
  return solution.authorId !== null && solution.authorId === viewer.id;
}
