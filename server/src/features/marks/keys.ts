import type { Executor } from '../../db/client.ts';
import { problemKeyOf } from '../../lib/problem-keys.ts';
import { linkFacts } from '../../lib/site-catalog.ts';

/** What names a problem's mark: its stored key, else its link, else its id. */
export interface MarkKeyFacts {
  id: string;
  key: string | null;
  link: string;
}

/**
 * The key a problem's mark is kept under: its canonical key (`problems.key`). While the start-up
 * backfill has not reached a problem (key null), the key its link gives, as the backfill takes it
 * (lib/problem-keys.ts); a link that is no http(s) URL, which the backfill passes over for good,
 * keys the problem by its own id, so its mark is its alone.
 */
export function markKeyOf(problem: MarkKeyFacts): string {
  return problem.key ?? problemKeyOf(problem.link)?.key ?? ownKey(problem.id);
}

const ownKey = (problemId: string) => `problem:${problemId}`;

/**
 * The key a new mark is stored under. A problem not yet keyed gets the key the backfill will give
 * it: its link's key resolved through the sites' catalog to the canonical one (a twin's), exactly
 * as lib/site-catalog.ts linkFacts does for a saved problem, so the mark still holds once the
 * backfill has run.
 */
export async function storedMarkKey(db: Executor, problem: MarkKeyFacts): Promise<string> {
  if (problem.key !== null) return problem.key;
  return (await linkFacts(db, problem.link)).key ?? ownKey(problem.id);
}
