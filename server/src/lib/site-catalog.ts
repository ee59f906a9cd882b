import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ImportSite } from '@upsolve/contract';
import type { Executor } from '../db/client.ts';
import { siteProblems } from '../db/schema/index.ts';
import { isImportSite, problemKeyOf } from './problem-keys.ts';

/**
 * Reading the sites' problem catalog (`site_problems`, filled by features/problem-import): a link's
 * canonical key (twins resolved) and the site's own difficulty. Owned by no feature, so problems
 * (on save) and problem-import (on lookup) read it alike.
 */

/** What a problem stores of its link: its canonical key and its site's difficulty, if known. */
export interface LinkFacts {
  key: string | null;
  siteDifficultyScale: ImportSite | null;
  siteDifficultyValue: number | null;
}

const canonical = alias(siteProblems, 'canonical');

/** The catalog's row of `key`'s canonical problem (the twin with the lowest contest id). */
export async function canonicalEntry(db: Executor, key: string) {
  const [row] = await db
    .select({
      key: canonical.key,
      site: canonical.site,
      title: canonical.title,
      tags: canonical.tags,
      difficultyValue: canonical.difficultyValue,
      refreshedAt: canonical.refreshedAt,
    })
    .from(siteProblems)
    .innerJoin(canonical, eq(canonical.key, siteProblems.canonicalKey))
    .where(eq(siteProblems.key, key))
    .limit(1);
  return row ?? null;
}

/**
 * The key and site difficulty a problem with `link` is stored with: the link's key resolved to its
 * canonical key through the catalog (the link's own key when the catalog does not know it yet:
 * the backfill and each refresh catch up), and the catalog's difficulty. Text that is not an
 * http(s) link has no key.
 */
export async function linkFacts(db: Executor, link: string): Promise<LinkFacts> {
  const found = problemKeyOf(link);
  if (found === null) return { key: null, siteDifficultyScale: null, siteDifficultyValue: null };
  if (!isImportSite(found.site)) {
    return { key: found.key, siteDifficultyScale: null, siteDifficultyValue: null };
  }
  const entry = await canonicalEntry(db, found.key);
  if (entry === null)
    return { key: found.key, siteDifficultyScale: null, siteDifficultyValue: null };
  return {
    key: entry.key,
    siteDifficultyScale: entry.difficultyValue === null ? null : entry.site,
    siteDifficultyValue: entry.difficultyValue,
  };
}
