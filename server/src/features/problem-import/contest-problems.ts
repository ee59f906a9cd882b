import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parse as parseHtml } from 'node-html-parser';
import type { UpsolveSource } from '@upsolve/contract';
import { siteProblems } from '../../db/schema/index.ts';
import { fetchSiteText, SiteUnavailableError } from '../../lib/site-fetch.ts';
import { hasCodeforcesRound } from './catalog.ts';
import type { RefreshContext } from './catalog.ts';
import { addRound } from './new-round.ts';
import { joinUrl, siteOf } from './sources.ts';
import type { CatalogSources } from './sources.ts';

/** A contest's problem as upsolving shares it: its canonical key and the site's metadata. */
export interface ContestProblem {
  /** The canonical key (a twin's, for a Codeforces Div. 1 / Div. 2 pair). */
  key: string;
  title: string;
  link: string;
  tags: string[];
  /** The site's own difficulty (Codeforces' rating, AtCoder Problems' estimate), if known. */
  difficultyValue: number | null;
}

/**
 * A Codeforces round's problems, in their order: from the catalog, which asks Codeforces'
 * `contest.standings` (its `problems`) for a round the daily list does not hold yet.
 */
async function codeforcesContestProblems(
  sources: CatalogSources,
  contestId: string,
  context: RefreshContext,
): Promise<ContestProblem[]> {
  const round = Number(contestId);
  if (!Number.isSafeInteger(round)) return [];
  if (!(await hasCodeforcesRound(context.db, round))) await addRound(sources, round, context);
  const rows = await context.db
    .select({
      key: siteProblems.key,
      canonicalKey: siteProblems.canonicalKey,
      title: siteProblems.title,
      tags: siteProblems.tags,
      difficultyValue: siteProblems.difficultyValue,
    })
    .from(siteProblems)
    .where(
      and(
        eq(siteProblems.site, 'codeforces'),
        sql`${siteProblems.key} ~ ${`^codeforces:${round}[A-Z]`}`,
      ),
    )
    .orderBy(asc(siteProblems.key));
  return rows.map((row) => ({
    key: row.canonicalKey,
    title: row.title,
    link: `https://codeforces.com/contest/${round}/problem/${row.key.slice(`codeforces:${round}`.length)}`,
    tags: row.tags,
    difficultyValue: row.difficultyValue,
  }));
}

const taskPathPattern = /^\/contests\/([A-Za-z0-9_-]+)\/tasks\/([A-Za-z0-9_-]+)$/;

/**
 * AtCoder's task list (`{ATCODER_API}/contests/{id}/tasks?lang=en`): a table whose rows are
 * `<td><a href="/contests/abc300/tasks/abc300_a">A</a></td><td><a href="…">Title</a></td>…`.
 * A task shared with another contest keeps its own id (`arc150_a` in an ABC), its key.
 */
export function parseAtcoderTasks(html: string): { id: string; title: string }[] {
  const tasks: { id: string; title: string }[] = [];
  for (const row of parseHtml(html).querySelectorAll('table tbody tr')) {
    const anchors = row
      .querySelectorAll('a')
      .filter((anchor) => taskPathPattern.test(anchor.getAttribute('href') ?? ''));
    const id = taskPathPattern.exec(anchors[0]?.getAttribute('href') ?? '')?.[2];
    const title = anchors[1]?.text.trim() ?? '';
    if (id === undefined || title === '') continue;
    tasks.push({ id: id.toLowerCase(), title });
  }
  return tasks;
}

async function atcoderContestProblems(
  sources: CatalogSources,
  contestId: string,
  context: RefreshContext,
): Promise<ContestProblem[]> {
  const site = siteOf(sources, 'atcoder');
  const url = joinUrl(sources.atcoderApi, `contests/${contestId}/tasks?lang=en`);
  let html;
  try {
    html = await fetchSiteText(site, url, { db: context.db, signal: context.signal });
  } catch (error) {
    // AtCoder answers 404 for a contest it does not have: no problems.
    if (error instanceof SiteUnavailableError && error.status === 404) return [];
    throw error;
  }
  const tasks = parseAtcoderTasks(html);
  if (tasks.length === 0) return [];
  const known = await context.db
    .select({ key: siteProblems.key, difficultyValue: siteProblems.difficultyValue })
    .from(siteProblems)
    .where(
      inArray(
        siteProblems.key,
        tasks.map((task) => `atcoder:${task.id}`),
      ),
    );
  const difficulty = new Map(known.map((row) => [row.key, row.difficultyValue]));
  return tasks.map((task) => ({
    key: `atcoder:${task.id}`,
    title: task.title,
    link: `https://atcoder.jp/contests/${contestId}/tasks/${task.id}`,
    tags: [],
    difficultyValue: difficulty.get(`atcoder:${task.id}`) ?? null,
  }));
}

/**
 * The problems of a contest, in its order, as the site lists them; none when the site does not
 * know the contest. Throws `SiteUnavailableError` when the site is down or answers garbage.
 */
export function contestProblems(
  source: UpsolveSource,
  contestId: string,
  sources: CatalogSources,
  context: RefreshContext,
): Promise<ContestProblem[]> {
  return source === 'codeforces'
    ? codeforcesContestProblems(sources, contestId, context)
    : atcoderContestProblems(sources, contestId, context);
}
