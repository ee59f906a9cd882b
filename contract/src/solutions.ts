import { z } from 'zod';
import { limits } from './limits.ts';
import { pageQuerySchema, requiredText } from './fields.ts';
import { userRefSchema } from './users.ts';

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

export const codeSchema = z
  .string({ error: 'Code is required' })
  .refine((code) => code.trim().length > 0, 'Code is required')
  .refine(
    (code) => byteLength(code) <= limits.codeBytes,
    `Code must be at most ${limits.codeBytes / 1024} KiB`,
  );

/** Body of add/update solution. `problem` is sent by the seed's client; the path decides. */
export const solutionInputSchema = z.object({
  approach: requiredText('Approach', limits.statementSection),
  description: requiredText('Description', limits.statementSection),
  code: codeSchema,
  language: z.enum(languageKeys, { error: 'Choose a language from the list' }).default('cpp'),
  problem: z.string().optional(),
});
export type SolutionInput = z.input<typeof solutionInputSchema>;
export type SolutionInputParsed = z.output<typeof solutionInputSchema>;

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
 * GET /api/problem/{id}/solutions/{sid}: the solution as the seed returns it, plus one fact about
 * the signed-in viewer. A second review is refused (409), so the page hides Add Review once the
 * viewer has reviewed. Lists leave it out: their cards offer no review action.
 */
export const solutionDetailSchema = solutionSchema.extend({
  viewerHasReviewed: z.boolean(),
});
export type SolutionDetail = z.infer<typeof solutionDetailSchema>;

export const solutionSorts = ['newest', 'rated'] as const;
export type SolutionSort = (typeof solutionSorts)[number];
/**
 * GET /api/problem/{id}/solutions query: newest first, or best rated (average, then number of
 * reviews, then newest). Keyset pages; `X-Total-Count` and `X-Next-Cursor` headers (DESIGN.md §4).
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

export const reviewRatingLabels = {
  1: 'Very Poor',
  2: 'Poor',
  3: 'Average',
  4: 'Good',
  5: 'Excellent',
} as const;

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(limits.reviewRatingMin, 'Rating must be a whole number from 1 to 5')
    .max(limits.reviewRatingMax, 'Rating must be a whole number from 1 to 5')
    .default(limits.reviewRatingMin),
  comment: requiredText('Comment', limits.comment),
  problem: z.string().optional(),
  solution: z.string().optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewInputParsed = z.output<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  user: userRefSchema.nullable(),
  problem: z.uuid().optional(),
  solution: z.uuid().optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;
/** Review lists are newest first, in keyset pages (`X-Total-Count`, `X-Next-Cursor`). */
export const reviewsQuerySchema = pageQuerySchema;
export type ReviewsQueryParsed = z.output<typeof reviewsQuerySchema>;
export const reviewListSchema = z.array(reviewSchema);
export const reviewMutationResponseSchema = z.object({
  message: z.string(),
  review: reviewSchema,
});

export const alreadyReviewedMessage = 'You have already reviewed this';
export const ownWorkReviewMessage = 'You cannot review your own work';

/** The `message` of each successful solution and review mutation. */
export const solutionMessages = {
  added: 'Solution added successfully',
  updated: 'Solution updated successfully',
  deleted: 'Solution deleted successfully',
} as const;
export const reviewMessages = {
  added: 'Review added successfully',
  deleted: 'Review deleted successfully',
} as const;

/**
 * Who may do what with solutions and reviews (DESIGN.md §5), shared by the server (enforces) and
 * the web (shows buttons). Reading and creating also need the problem to be readable
 * (canReadProblem). An author id is null once the account is gone: nobody owns such an item.
 */
export interface AuthoredFacts {
  authorId: string | null;
}

/** Only a solution's author updates or deletes it. */
export function canEditSolution(viewerId: string, solution: AuthoredFacts): boolean {
  return solution.authorId !== null && solution.authorId === viewerId;
}

/** Anyone who can read a problem may review it, except its owner. */
export function canReviewProblem(viewerId: string, problem: { ownerId: string }): boolean {
  return problem.ownerId !== viewerId;
}

/** Anyone who can read a solution may review it, except its author. */
export function canReviewSolution(viewerId: string, solution: AuthoredFacts): boolean {
  return solution.authorId !== viewerId;
}

/** Only a review's author deletes it. */
export function canDeleteReview(viewerId: string, review: AuthoredFacts): boolean {
  return review.authorId !== null && review.authorId === viewerId;
}
