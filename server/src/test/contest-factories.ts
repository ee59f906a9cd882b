import type { Database } from '../db/client.ts';
import { contests, siteProblems } from '../db/schema/index.ts';

/**
 * A Codeforces round that ended yesterday, whose two problems the catalog holds already, so
 * upsolving it asks no site.
 */
export async function buildEndedRound(db: Database): Promise<string> {
  const contestId = '4242';
  await db
    .insert(contests)
    .values({
      source: 'codeforces',
      contestId,
      name: 'Matrix Round',
      startsAt: new Date(Date.now() - 86_400_000),
      durationSeconds: 7200,
      url: `https://codeforces.com/contest/${contestId}`,
    })
    .onConflictDoNothing();
  await db
    .insert(siteProblems)
    .values(
      ['A', 'B'].map((index) => ({
        key: `codeforces:${contestId}${index}`,
        canonicalKey: `codeforces:${contestId}${index}`,
        site: 'codeforces' as const,
        title: `Matrix ${index}`,
        tags: [],
        difficultyValue: 1200,
      })),
    )
    .onConflictDoNothing();
  return contestId;
}
