import type { ImportSite, ProblemLookupResponse } from '@upsolve/contract';

/** A catalog entry as a lookup answers it: the site's own facts, never the catalog's columns. */
export function toLookupResponse(
  site: ImportSite,
  link: string,
  entry: { key: string; title: string; tags: string[]; difficultyValue: number | null },
  existing: { _id: string; title: string } | null,
): ProblemLookupResponse {
  return {
    site,
    key: entry.key,
    link,
    title: entry.title,
    tags: entry.tags,
    difficulty:
      entry.difficultyValue === null ? null : { scale: site, value: entry.difficultyValue },
    existing,
  };
}
