import { z } from 'zod';
import { limits } from './limits.ts';
import { requiredText } from './text.ts';

/** Problem import from a link (docs/product.md, "Add problem"), and the sites' own difficulty. */

/** The sites a link is looked up on. */
export const importSites = ['codeforces', 'atcoder', 'leetcode'] as const;
export type ImportSite = (typeof importSites)[number];

export const importSiteLabels: Record<ImportSite, string> = {
  codeforces: 'Codeforces',
  atcoder: 'AtCoder',
  leetcode: 'LeetCode',
};

/**
 * A site's own difficulty: Codeforces' rating (800–3500), AtCoder Problems' estimated difficulty,
 * LeetCode's Easy, Medium, Hard as 1, 2, 3.
 */
export const siteDifficultySchema = z.object({
  scale: z.enum(importSites),
  value: z.number().int(),
});
export type SiteDifficulty = z.infer<typeof siteDifficultySchema>;

export const leetcodeDifficultyNames = { 1: 'Easy', 2: 'Medium', 3: 'Hard' } as const;

/** The dashboard's site-rating bounds: Codeforces ratings and AtCoder estimates share one scale. */
export const siteRatingMin = 0;
export const siteRatingMax = 5000;

/** GET /api/problems/lookup?url=: any text; the server says which links it knows. */
export const problemLookupQuerySchema = z.object({
  url: requiredText({ label: 'Problem link', max: limits.url }),
});
export type ProblemLookupQuery = z.input<typeof problemLookupQuerySchema>;

export const problemLookupResponseSchema = z.object({
  site: z.enum(importSites),
  /** The canonical key: one identity for every link form and for twins (`codeforces:1775A`). */
  key: z.string(),
  /** The link in its plain form on the site. */
  link: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  /** Null when the site rates nothing yet (a new Codeforces problem). */
  difficulty: siteDifficultySchema.nullable(),
  /** The problem already shared under the same key (public, or the viewer's own), else null. */
  existing: z.object({ _id: z.uuid(), title: z.string() }).nullable(),
});
export type ProblemLookupResponse = z.infer<typeof problemLookupResponseSchema>;

export const importMessages = {
  unsupported:
    'Only Codeforces, AtCoder and LeetCode problem links can be looked up; fill in the fields by hand',
  unknownProblem: 'That site has no such problem',
  upstream: (site: ImportSite) =>
    `${importSiteLabels[site]} did not answer; fill in the fields by hand`,
  alreadyShared: 'Already shared',
} as const;
