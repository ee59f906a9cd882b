import { z } from 'zod';
import type { ImportSite } from '@upsolve/contract';
import type { Config } from '../../config.ts';
import { outsideSites } from '../../lib/site-fetch.ts';
import type { OutsideSite } from '../../lib/site-fetch.ts';

/**
 * The sites' public problem data as this feature reads it: where each lives (the base-URL
 * settings), how often each may be called, and the shapes of their answers (Codeforces API
 * `problemset.problems` and `contest.list`, AtCoder Problems' `merged-problems.json` and
 * `problem-models.json`, LeetCode's GraphQL `question`). Recorded samples are in
 * server/src/test/outside-sites/fixtures/.
 */

/** The limiter of each site (lib/outside-sites.ts), shared with every other caller of the site. */
export const catalogSites = {
  codeforces: outsideSites.codeforces,
  atcoderProblems: outsideSites.atcoderProblems,
  leetcode: outsideSites.leetcode,
  /** AtCoder itself (its task lists), the contest calendar's limiter too. */
  atcoder: outsideSites.atcoder,
};

/** Where the sites are (their base-URL settings; tests point them at the fake sites). */
export interface CatalogSources {
  codeforcesApi: string;
  atcoderProblemsApi: string;
  leetcodeApi: string;
  atcoderApi: string;
  /** Overrides of the limiters' intervals (tests); the sites' own otherwise. */
  sites?: Partial<typeof catalogSites>;
}

export function catalogSourcesOf(config: Config): CatalogSources {
  const { codeforcesApi, atcoderProblemsApi, leetcodeApi, atcoderApi } = config.contests;
  return { codeforcesApi, atcoderProblemsApi, leetcodeApi, atcoderApi };
}

export function siteOf(sources: CatalogSources, name: keyof typeof catalogSites): OutsideSite {
  return sources.sites?.[name] ?? catalogSites[name];
}

/** `base` + `path` with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A problem as the catalog stores it (table `site_problems`). */
export interface CatalogRow {
  key: string;
  canonicalKey: string;
  site: ImportSite;
  title: string;
  tags: string[];
  difficultyValue: number | null;
}

/** Codeforces answers `{status: "OK", result}` or `{status: "FAILED", comment}`. */
export const codeforcesEnvelope = z.object({
  status: z.string(),
  comment: z.string().optional(),
  result: z.unknown().optional(),
});

export const codeforcesProblemSchema = z.object({
  contestId: z.number().int().positive(),
  index: z.string().regex(/^[A-Za-z][0-9]*$/),
  name: z.string().min(1),
  rating: z.number().int().optional(),
  tags: z.array(z.string()).default([]),
});
export type CodeforcesProblem = z.infer<typeof codeforcesProblemSchema>;

export const codeforcesProblemsResult = z.object({ problems: z.array(z.unknown()) });

export const codeforcesContestSchema = z.object({
  id: z.number().int().positive(),
  startTimeSeconds: z.number().int().positive().optional(),
});

/** One entry of AtCoder Problems' merged-problems.json. */
export const atcoderProblemSchema = z.object({
  id: z.string().regex(/^[\w-]+$/),
  contest_id: z.string(),
  name: z.string().min(1),
});

/**
 * problem-models.json: the models per task id. An estimate AtCoder Problems could not make is left
 * out of its task's object (older dumps wrote it as null), so `difficulty` may be absent; a task in
 * no rated contest has no entry at all.
 */
export const atcoderModelsSchema = z.record(
  z.string(),
  z.object({ difficulty: z.number().nullish() }).loose(),
);

/**
 * AtCoder Problems shows an estimate below 400 squeezed towards 0 (its `clipDifficulty`), so a
 * very easy task never shows a negative number; the catalog stores that shown value, rounded.
 */
export function shownAtcoderDifficulty(estimate: number): number {
  return Math.round(estimate >= 400 ? estimate : 400 / Math.exp(1 - estimate / 400));
}

/** LeetCode's GraphQL question, as `question(titleSlug:)` answers it (null: no such question). */
export const leetcodeQuery = `query questionTitle($titleSlug: String!) {
  question(titleSlug: $titleSlug) { questionFrontendId title titleSlug difficulty topicTags { name slug } }
}`;

export const leetcodeAnswerSchema = z.object({
  data: z.object({
    question: z
      .object({
        title: z.string().min(1),
        titleSlug: z.string(),
        difficulty: z.enum(['Easy', 'Medium', 'Hard']),
        topicTags: z.array(z.object({ name: z.string() })).default([]),
      })
      .nullable(),
  }),
});

export const leetcodeDifficultyValues = { Easy: 1, Medium: 2, Hard: 3 } as const;

/** A difficulty is kept only within what the sites use (absurd values count as unknown). */
export function sane(value: number | null | undefined): number | null {
  return value === null ||
    value === undefined ||
    !Number.isFinite(value) ||
    value < 0 ||
    value > 5000
    ? null
    : Math.round(value);
}
