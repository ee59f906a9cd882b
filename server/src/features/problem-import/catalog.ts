import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportSite } from '@upsolve/contract';
import type { Database, Executor } from '../../db/client.ts';
import { siteProblems } from '../../db/schema/index.ts';
import { fetchSiteJson, SiteUnavailableError } from '../../lib/site-fetch.ts';
import type { OutsideSite } from '../../lib/site-fetch.ts';
import {
  atcoderModelsSchema,
  atcoderProblemSchema,
  codeforcesContestSchema,
  codeforcesEnvelope,
  codeforcesProblemSchema,
  codeforcesProblemsResult,
  joinUrl,
  sane,
  shownAtcoderDifficulty,
  siteOf,
} from './sources.ts';
import type { CatalogRow, CatalogSources, CodeforcesProblem } from './sources.ts';

/**
 * The sites' problem catalog (`site_problems`): Codeforces' and AtCoder's whole lists, refreshed
 * daily by a job (jobs.ts), and LeetCode's questions as they are looked up. A refresh fetches and
 * checks everything first and writes only then, in one transaction: a site that fails keeps its
 * last good catalog.
 */

export interface RefreshContext {
  db: Database;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
}

/** Codeforces' answer's `result`, or its failure as the site's unavailability. */
export async function codeforcesResult(
  site: OutsideSite,
  url: string,
  context: RefreshContext,
): Promise<unknown> {
  const answer = codeforcesEnvelope.safeParse(
    await fetchSiteJson(site, url, { db: context.db, signal: context.signal }),
  );
  if (!answer.success || answer.data.status !== 'OK' || answer.data.result === undefined) {
    const why = answer.success ? (answer.data.comment ?? answer.data.status) : 'an unknown shape';
    throw new SiteUnavailableError(site, 'malformed', `${site.label} answered ${why}`);
  }
  return answer.data.result;
}

/** Each item that fits `schema`; the others are skipped with a warning naming how many. */
function wellFormed<T>(
  items: unknown[],
  parse: (item: unknown) => { success: true; data: T } | { success: false },
  log: FastifyBaseLogger,
  what: string,
): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const parsed = parse(item);
    if (parsed.success) kept.push(parsed.data);
  }
  if (kept.length < items.length) {
    log.warn({ skipped: items.length - kept.length, what }, 'Skipped malformed catalog entries');
  }
  return kept;
}

const codeforcesKey = (problem: CodeforcesProblem) =>
  `codeforces:${problem.contestId}${problem.index.toUpperCase()}`;

/**
 * Codeforces' problems as catalog rows. Div. 1 / Div. 2 twins (the same name in different
 * contests that start at the same moment) share the key of the twin with the lowest contest id.
 */
export function codeforcesRows(
  problems: CodeforcesProblem[],
  startOf: ReadonlyMap<number, number>,
): CatalogRow[] {
  const twins = new Map<string, CodeforcesProblem>();
  for (const problem of problems) {
    const start = startOf.get(problem.contestId);
    if (start === undefined) continue;
    const moment = `${start}\u0000${problem.name.trim().toLowerCase()}`;
    const lowest = twins.get(moment);
    if (lowest === undefined || problem.contestId < lowest.contestId) twins.set(moment, problem);
  }
  return problems.map((problem) => {
    const start = startOf.get(problem.contestId);
    const lowest =
      start === undefined
        ? undefined
        : twins.get(`${start}\u0000${problem.name.trim().toLowerCase()}`);
    const key = codeforcesKey(problem);
    return {
      key,
      canonicalKey: lowest === undefined ? key : codeforcesKey(lowest),
      site: 'codeforces',
      title: problem.name,
      tags: problem.tags,
      difficultyValue: sane(problem.rating),
    };
  });
}

/** Fetches Codeforces' problem set and contests (for the twins) and checks them. */
export async function fetchCodeforces(
  sources: CatalogSources,
  context: RefreshContext,
): Promise<CatalogRow[]> {
  const site = siteOf(sources, 'codeforces');
  const problemsAnswer = codeforcesProblemsResult.safeParse(
    await codeforcesResult(site, joinUrl(sources.codeforcesApi, 'problemset.problems'), context),
  );
  if (!problemsAnswer.success) {
    throw new SiteUnavailableError(site, 'malformed', `${site.label} sent no problem list`);
  }
  const contestsAnswer = await codeforcesResult(
    site,
    joinUrl(sources.codeforcesApi, 'contest.list?gym=false'),
    context,
  );
  if (!Array.isArray(contestsAnswer)) {
    throw new SiteUnavailableError(site, 'malformed', `${site.label} sent no contest list`);
  }
  const problems = wellFormed(
    problemsAnswer.data.problems,
    (item) => codeforcesProblemSchema.safeParse(item),
    context.log,
    'codeforces problems',
  );
  const contests = wellFormed(
    contestsAnswer,
    (item) => codeforcesContestSchema.safeParse(item),
    context.log,
    'codeforces contests',
  );
  const startOf = new Map(
    contests.flatMap((contest) =>
      contest.startTimeSeconds === undefined
        ? []
        : [[contest.id, contest.startTimeSeconds] as const],
    ),
  );
  return codeforcesRows(problems, startOf);
}

/** Fetches AtCoder Problems' merged problems and difficulty models and joins them. */
export async function fetchAtcoder(
  sources: CatalogSources,
  context: RefreshContext,
): Promise<CatalogRow[]> {
  const site = siteOf(sources, 'atcoderProblems');
  const options = { db: context.db, signal: context.signal };
  const merged = await fetchSiteJson(
    site,
    joinUrl(sources.atcoderProblemsApi, 'resources/merged-problems.json'),
    options,
  );
  const models = atcoderModelsSchema.safeParse(
    await fetchSiteJson(
      site,
      joinUrl(sources.atcoderProblemsApi, 'resources/problem-models.json'),
      options,
    ),
  );
  if (!Array.isArray(merged) || !models.success) {
    throw new SiteUnavailableError(site, 'malformed', `${site.label} sent an unknown shape`);
  }
  const problems = wellFormed(
    merged,
    (item) => atcoderProblemSchema.safeParse(item),
    context.log,
    'atcoder problems',
  );
  return problems.map((problem) => {
    const key = `atcoder:${problem.id.toLowerCase()}`;
    const estimate = models.data[problem.id]?.difficulty;
    return {
      key,
      canonicalKey: key,
      site: 'atcoder',
      title: problem.name,
      tags: [],
      difficultyValue:
        estimate === null || estimate === undefined ? null : sane(shownAtcoderDifficulty(estimate)),
    };
  });
}

/** Rows one statement writes: bounded, so the embedded database is never held long. */
const writeBatch = 500;

/** Writes `rows` over what the catalog had (a key keeps its row; new keys are added). */
export async function storeRows(db: Executor, rows: readonly CatalogRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += writeBatch) {
    const batch = rows.slice(start, start + writeBatch);
    await db
      .insert(siteProblems)
      .values(batch.map((row) => ({ ...row, refreshedAt: sql`now()` })))
      .onConflictDoUpdate({
        target: siteProblems.key,
        set: {
          canonicalKey: sql`excluded.canonical_key`,
          title: sql`excluded.title`,
          tags: sql`excluded.tags`,
          difficultyValue: sql`excluded.difficulty_value`,
          refreshedAt: sql`excluded.refreshed_at`,
        },
      });
  }
}

/**
 * Refreshes one site's list: fetched and checked whole, then written in one transaction. Throws
 * (and writes nothing) when the site fails. Answers how many problems it holds.
 */
export async function refreshSite(
  site: Exclude<ImportSite, 'leetcode'>,
  sources: CatalogSources,
  context: RefreshContext,
): Promise<number> {
  const rows =
    site === 'codeforces'
      ? await fetchCodeforces(sources, context)
      : await fetchAtcoder(sources, context);
  if (rows.length === 0) {
    const outside = siteOf(sources, site === 'codeforces' ? 'codeforces' : 'atcoderProblems');
    throw new SiteUnavailableError(outside, 'malformed', `${outside.label} sent an empty list`);
  }
  await context.db.transaction((tx) => storeRows(tx, rows));
  return rows.length;
}

/** Whether the catalog holds nothing of `site` yet (no refresh has succeeded). */
export async function isEmpty(db: Executor, site: ImportSite): Promise<boolean> {
  const [row] = await db
    .select({ key: siteProblems.key })
    .from(siteProblems)
    .where(eq(siteProblems.site, site))
    .limit(1);
  return row === undefined;
}

/** Whether the catalog holds any problem of Codeforces round `contestId`. */
export async function hasCodeforcesRound(db: Executor, contestId: number): Promise<boolean> {
  const [row] = await db
    .select({ key: siteProblems.key })
    .from(siteProblems)
    .where(
      and(
        eq(siteProblems.site, 'codeforces'),
        sql`${siteProblems.key} ~ ${`^codeforces:${contestId}[A-Z]`}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
