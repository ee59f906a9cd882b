import { z } from 'zod';
import { limits } from './limits.ts';
import { httpUrl, idInput, integerInput, pageQuerySchema } from './fields.ts';
import { optionalText, requiredText } from './text.ts';
import { userRefSchema } from './users.ts';
import { siteDifficultySchema, siteRatingMax, siteRatingMin } from './problem-import.ts';
import { markFilterSchema, markStatusSchema } from './marks.ts';
import type { Viewer } from './roles.ts';

export const visibilities = ['public', 'private'] as const;
export type Visibility = (typeof visibilities)[number];

/**
 * Path parameters naming a problem. A malformed id is answered 404 like an unknown one (ids are
 * not probed), so the server checks it, not the schema.
 */
export const problemParamsSchema = z.object({ problemId: idInput() });
export type ProblemParams = z.infer<typeof problemParamsSchema>;

export const problemStatementSchema = z.object({
  statement: requiredText({ label: 'Statement', max: limits.statementSection }),
  input: requiredText({ label: 'Input format', max: limits.statementSection }),
  output: requiredText({ label: 'Output format', max: limits.statementSection }),
  exampleinput: requiredText({ label: 'Example input', max: limits.statementSection }),
  exampleoutput: requiredText({ label: 'Example output', max: limits.statementSection }),
});

export const difficultySchema = integerInput(limits.problemRatingMin, limits.problemRatingMax, {
  invalid: `Difficulty rating must be a number from ${limits.problemRatingMin} to ${limits.problemRatingMax}`,
  notWhole: 'Difficulty rating must be a whole number',
  tooSmall: `Difficulty rating must be at least ${limits.problemRatingMin}`,
  tooBig: `Difficulty rating must be at most ${limits.problemRatingMax}`,
});

/** A difficulty bound of the dashboard's filter (a query string, so always text). */
const difficultyBound = (label: string) =>
  integerInput(limits.problemRatingMin, limits.problemRatingMax, {
    invalid: `${label} must be a whole number from ${limits.problemRatingMin} to ${limits.problemRatingMax}`,
  }).optional();

/** A site-rating bound of the dashboard's filter. */
const siteRatingBound = (label: string) =>
  integerInput(siteRatingMin, siteRatingMax, {
    invalid: `${label} must be a whole number from ${siteRatingMin} to ${siteRatingMax}`,
  }).optional();

export const tagSchema = requiredText({
  label: 'A tag',
  max: limits.tag,
  requiredMessage: 'Tags cannot be blank',
});

/** Tags that differ only by case are one tag: the first spelling is kept ("DP", "dp" → "DP"). */
function withoutCaseDuplicates(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Body of POST /api/addproblem and PUT /api/problem/{id}/updateproblem (docs/product.md). */
export const problemInputSchema = z.object({
  title: requiredText({ label: 'Title', max: limits.title }),
  link: httpUrl('Problem link'),
  choice: z.enum(visibilities, { error: 'Visibility must be public or private' }).default('public'),
  problemstatement: problemStatementSchema,
  platform: z.object({
    name: requiredText({ label: 'Platform name', max: limits.platformName }),
    rating: difficultySchema,
  }),
  tags: z
    .array(tagSchema)
    .max(limits.listEntries, `At most ${limits.listEntries} tags`)
    .overwrite(withoutCaseDuplicates)
    .default([]),
});
export type ProblemInput = z.input<typeof problemInputSchema>;
export type ProblemInputParsed = z.output<typeof problemInputSchema>;

/**
 * Body of PUT /api/problem/{id}/updateproblem: the full problem, except that what creation
 * defaults (visibility, tags) keeps its stored value when left out, never the create default: a
 * forgotten field must not quietly publish a private problem or drop its tags.
 */
export const problemUpdateSchema = problemInputSchema.extend({
  choice: problemInputSchema.shape.choice.unwrap().optional(),
  tags: problemInputSchema.shape.tags.unwrap().optional(),
});
export type ProblemUpdate = z.input<typeof problemUpdateSchema>;
export type ProblemUpdateParsed = z.output<typeof problemUpdateSchema>;

/** A problem as it appears in lists (dashboard, my problems, bookmarks, profiles). */
export const problemSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  link: z.string(),
  choice: z.enum(visibilities),
  platform: z.object({ name: z.string(), rating: z.number() }),
  tags: z.array(z.string()),
  user: userRefSchema,
  /** Counts, not id lists: the screens show counts and a list would grow without bound. */
  solutionsCount: z.number().int(),
  reviewsCount: z.number().int(),
  /** Mean review rating 1..5 rounded to one decimal, null without reviews. */
  averageRating: z.number().nullable(),
  /** The canonical key of its link (`codeforces:1775A`); null until the backfill reaches it. */
  key: z.string().nullable(),
  /** The site's own difficulty beside Upsolve's 1–10 rating, when the site publishes one. */
  siteDifficulty: siteDifficultySchema.nullable(),
  /** The viewer's own mark on it (marks.ts), shared by its twins; null when unmarked. */
  myMark: markStatusSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

export const problemDetailSchema = problemSummarySchema.extend({
  problemstatement: z.object({
    statement: z.string(),
    input: z.string(),
    output: z.string(),
    exampleinput: z.string(),
    exampleoutput: z.string(),
  }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Posts and replies in its discussion. */
  postsCount: z.number().int(),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

export const problemSorts = ['newest', 'solved', 'rated'] as const;
export type ProblemSort = (typeof problemSorts)[number];

/** GET /api/dashboard query: search, filters, sort and keyset page. */
export const dashboardQuerySchema = pageQuerySchema
  .extend({
    q: optionalText({ label: 'Search', max: limits.searchQuery }).optional(),
    platform: optionalText({ label: 'Platform', max: limits.platformName }).optional(),
    /** One tag, matched exactly but without regard to case ("DP" finds a problem tagged "dp"). */
    tag: optionalText({ label: 'Tag', max: limits.tag }).optional(),
    minRating: difficultyBound('Minimum difficulty'),
    maxRating: difficultyBound('Maximum difficulty'),
    /** The site's own rating (Codeforces, AtCoder estimates), e.g. 1200 to 1600. */
    minSiteRating: siteRatingBound('Minimum site rating'),
    maxSiteRating: siteRatingBound('Maximum site rating'),
    sort: z.enum(problemSorts).default('newest'),
    /** By the viewer's own marks (marks.ts): to do, unsolved, solved... */
    mark: markFilterSchema.optional(),
  })
  .refine(
    (query) =>
      query.minRating === undefined ||
      query.maxRating === undefined ||
      query.minRating <= query.maxRating,
    { path: ['minRating'], message: 'Minimum difficulty cannot be above maximum difficulty' },
  )
  .refine(
    (query) =>
      query.minSiteRating === undefined ||
      query.maxSiteRating === undefined ||
      query.minSiteRating <= query.maxSiteRating,
    { path: ['minSiteRating'], message: 'Minimum site rating cannot be above maximum site rating' },
  );
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;
export type DashboardQueryParsed = z.output<typeof dashboardQuerySchema>;

export const problemListSchema = z.array(problemSummarySchema);
export const myProblemsResponseSchema = z.object({
  problems: problemListSchema,
  username: z.string(),
});
export const bookmarkedProblemsResponseSchema = z.object({ problems: problemListSchema });
/**
 * The problem of GET /api/problem/{id}: the detail plus the ids of its solutions and its reviews,
 * newest first, as the seed's client counts them. Lists of problems leave them out: a card shows
 * counts, and a list of many problems would carry every id of every one.
 */
export const problemWithIdsSchema = problemDetailSchema.extend({
  solutions: z.array(z.uuid()),
  reviews: z.array(z.uuid()),
});
export type ProblemWithIds = z.infer<typeof problemWithIdsSchema>;

/**
 * GET /api/problem/{id}: the problem plus two facts about the signed-in viewer. A second review is
 * refused (409), so the page hides Add Review once the viewer has reviewed.
 */
export const problemResponseSchema = z.object({
  problem: problemWithIdsSchema,
  isBookmarked: z.boolean(),
  viewerHasReviewed: z.boolean(),
});
export type ProblemResponse = z.infer<typeof problemResponseSchema>;
export const problemMutationResponseSchema = z.object({
  message: z.string(),
  problem: problemDetailSchema,
});
export const bookmarkResponseSchema = z.object({
  message: z.string(),
  isBookmarked: z.boolean(),
});

/** The `message` of each successful problem and bookmark mutation. */
export const problemMessages = {
  created: 'Problem created successfully',
  updated: 'Problem updated successfully',
  deleted: 'Problem deleted successfully',
} as const;
export const bookmarkMessages = {
  added: 'Problem bookmarked',
  removed: 'Bookmark removed',
} as const;

/** A leaderboard row; `email` only when its owner chose "Show my email" or is the viewer. */
export const topUserSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  email: z.string().optional(),
  solutionsCount: z.number().int(),
});
export const topUsersResponseSchema = z.array(topUserSchema);
export type TopUser = z.infer<typeof topUserSchema>;

/** The facts about a problem that decide who may see and change it. */
export interface ProblemAccessFacts {
  ownerId: string;
  visibility: Visibility;
}

/**
 * A public problem is readable by any signed-in user, a private one only by its owner. Shared by
 * the server (enforces) and the web (shows buttons); the table of who may do what is in
 * docs/product.md.
 */
export function canReadProblem(viewer: Viewer, problem: ProblemAccessFacts): boolean {
  return problem.visibility === 'public' || problem.ownerId === viewer.id;
}

/** Only the owner updates or deletes a problem. */
export function canEditProblem(
  viewer: Viewer,
  problem: Pick<ProblemAccessFacts, 'ownerId'>,
): boolean {
  return problem.ownerId === viewer.id;
}

/** Platforms recognised from a pasted problem URL, no network call needed (issue: link helper). */
const platformHosts: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|\.)codeforces\.(com|ml)$/, 'Codeforces'],
  [/(^|\.)atcoder\.jp$/, 'AtCoder'],
  [/(^|\.)leetcode\.(com|cn)$/, 'LeetCode'],
  [/(^|\.)codechef\.com$/, 'CodeChef'],
  [/(^|\.)cses\.fi$/, 'CSES'],
];

export function platformFromUrl(url: string): string | null {
  let host: string;
  try {
    host = new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return null;
  }
  const match = platformHosts.find(([pattern]) => pattern.test(host));
  return match ? match[1] : null;
}
