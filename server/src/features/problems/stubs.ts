import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { RecordEvent } from '../../plugins/events.ts';

/**
 * Problems shared from a site's metadata alone, for a contest being upsolved
 * (features/upsolve): public, with the site's title, link, tags and difficulty, and a statement
 * that sends the reader to the site.
 */

export const stubStatement = 'See the original statement';

/** A problem as a site lists it, under its canonical key. */
export interface SiteProblemFacts {
  key: string;
  site: 'codeforces' | 'atcoder';
  title: string;
  link: string;
  tags: string[];
  difficultyValue: number | null;
}

const platformNames = { codeforces: 'Codeforces', atcoder: 'AtCoder' } as const;

/**
 * Upsolve's 1–10 rating from the site's own scale, until the owner rates it: Codeforces' 800–3500
 * and AtCoder Problems' estimate (0 and up) in even steps; the middle when the site gives none.
 */
export function ratingFromSite(site: SiteProblemFacts['site'], value: number | null): number {
  if (value === null) return 5;
  const step =
    site === 'codeforces' ? 1 + Math.floor((value - 800) / 300) : 1 + Math.floor(value / 400);
  return Math.min(10, Math.max(1, step));
}

/**
 * The public problem shared under `facts.key`, created from `facts` (owned by `owner`) when
 * there is none. Two users upsolving one contest at once create each problem once: the key's
 * advisory lock, held until the transaction ends, makes the second wait and find the first's.
 */
export async function sharedOrNewProblem(
  tx: Executor,
  record: RecordEvent,
  ownerId: string,
  facts: SiteProblemFacts,
): Promise<{ id: string; title: string; created: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`problem-key:${facts.key}`}))`);
  const [existing] = await tx
    .select({ id: problems.id, title: problems.title })
    .from(problems)
    .where(and(eq(problems.key, facts.key), eq(problems.visibility, 'public')))
    .orderBy(asc(problems.createdAt), asc(problems.id))
    .limit(1);
  if (existing !== undefined) return { ...existing, created: false };
  const [row] = await tx
    .insert(problems)
    .values({
      ownerId,
      title: facts.title,
      link: facts.link,
      visibility: 'public',
      statement: stubStatement,
      inputFormat: '',
      outputFormat: '',
      exampleInput: '',
      exampleOutput: '',
      platformName: platformNames[facts.site],
      difficulty: ratingFromSite(facts.site, facts.difficultyValue),
      tags: facts.tags,
      key: facts.key,
      siteDifficultyScale: facts.difficultyValue === null ? null : facts.site,
      siteDifficultyValue: facts.difficultyValue,
    })
    .returning({ id: problems.id, title: problems.title, platform: problems.platformName });
  if (row === undefined) throw new Error('sharedOrNewProblem: the insert returned no row');
  record(
    domainEvent('problem.created', {
      problemId: row.id,
      ownerId,
      platform: row.platform,
      visibility: 'public',
    }),
  );
  return { id: row.id, title: row.title, created: true };
}
