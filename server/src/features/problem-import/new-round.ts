import { z } from 'zod';
import { startedCodeforcesRound } from '../contests/index.ts';
import { SiteUnavailableError } from '../../lib/site-fetch.ts';
import { codeforcesResult, codeforcesRows, hasCodeforcesRound, storeRows } from './catalog.ts';
import type { RefreshContext } from './catalog.ts';
import { codeforcesProblemSchema, joinUrl, siteOf } from './sources.ts';
import type { CatalogSources, CodeforcesProblem } from './sources.ts';

/** `contest.standings`' `problems`: the round's problems, as `problemset.problems` lists them. */
const standingsSchema = z.object({ problems: z.array(codeforcesProblemSchema) });

/** A non-gym Codeforces key's round: `codeforces:2209C` → 2209. */
function roundOf(key: string): number | null {
  const match = /^codeforces:(\d+)[A-Z]/.exec(key);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * A round's problems from `contest.standings` (one row of standings: the problems come with
 * any count). Codeforces refuses a round it does not show (yet) with 400: none.
 */
async function roundProblems(
  sources: CatalogSources,
  contestId: number,
  context: RefreshContext,
): Promise<CodeforcesProblem[]> {
  const site = siteOf(sources, 'codeforces');
  const url = joinUrl(
    sources.codeforcesApi,
    `contest.standings?contestId=${contestId}&from=1&count=1`,
  );
  let result;
  try {
    result = await codeforcesResult(site, url, context);
  } catch (error) {
    if (error instanceof SiteUnavailableError && error.status === 400) return [];
    throw error;
  }
  const standings = standingsSchema.safeParse(result);
  if (!standings.success) {
    throw new SiteUnavailableError(
      site,
      'malformed',
      `${site.label} sent no problems of the round`,
    );
  }
  return standings.data.problems;
}

/**
 * Puts Codeforces round `contestId` in the catalog when the contest calendar lists it as started:
 * its problems and its twin rounds' (same moment), asked of Codeforces at once. Answers whether
 * the round was added.
 */
export async function addRound(
  sources: CatalogSources,
  contestId: number,
  context: RefreshContext,
): Promise<boolean> {
  const round = await startedCodeforcesRound(context.db, contestId);
  if (round === null) return false;
  const ids = [contestId, ...round.twinIds];
  const problems: CodeforcesProblem[] = [];
  for (const id of ids) problems.push(...(await roundProblems(sources, id, context)));
  if (problems.length === 0) return false;
  const start = Math.floor(round.startsAt.getTime() / 1000);
  await storeRows(context.db, codeforcesRows(problems, new Map(ids.map((id) => [id, start]))));
  return true;
}

/**
 * Puts in the catalog the round of a Codeforces `key` the daily list does not know yet (addRound),
 * so a problem shared right after its round is looked up, not refused. Answers whether the round
 * was added.
 */
export async function addStartedRound(
  key: string,
  sources: CatalogSources,
  context: RefreshContext,
): Promise<boolean> {
  const contestId = roundOf(key);
  if (contestId === null || (await hasCodeforcesRound(context.db, contestId))) return false;
  return addRound(sources, contestId, context);
}
