import type { FastifyBaseLogger } from 'fastify';
import { importMessages } from '@upsolve/contract';
import type { ImportSite, ProblemLookupResponse } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { canonicalEntry } from '../../lib/site-catalog.ts';
import { fetchSiteJson, SiteUnavailableError } from '../../lib/site-fetch.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { assertImportableLink } from './policy.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { findSharedByKey } from '../problems/index.ts';
import { isEmpty, refreshSite, storeRows } from './catalog.ts';
import { addStartedRound } from './new-round.ts';
import { toLookupResponse } from './presenter.ts';
import {
  leetcodeAnswerSchema,
  leetcodeDifficultyValues,
  leetcodeQuery,
  siteOf,
} from './sources.ts';
import type { CatalogRow, CatalogSources } from './sources.ts';

/** A LeetCode question looked up less than this long ago is answered from the catalog. */
const leetcodeFreshHours = 24;

/** 502: the site was down, slow or answered nonsense; the form is filled in by hand. */
const upstream = (site: ImportSite) =>
  new AppError('upstream_unavailable', importMessages.upstream(site));

/** Asks LeetCode's GraphQL for one question and keeps the answer; null when it has none. */
async function fetchLeetcode(
  db: Database,
  sources: CatalogSources,
  slug: string,
): Promise<CatalogRow | null> {
  const site = siteOf(sources, 'leetcode');
  const answer = leetcodeAnswerSchema.safeParse(
    await fetchSiteJson(site, sources.leetcodeApi, {
      db,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: leetcodeQuery, variables: { titleSlug: slug } }),
      },
    }),
  );
  if (!answer.success) {
    throw new SiteUnavailableError(site, 'malformed', `${site.label} sent an unknown shape`);
  }
  const question = answer.data.data.question;
  if (question === null) return null;
  const key = `leetcode:${slug}`;
  const row: CatalogRow = {
    key,
    canonicalKey: key,
    site: 'leetcode',
    title: question.title,
    tags: question.topicTags.map((tag) => tag.name),
    difficultyValue: leetcodeDifficultyValues[question.difficulty],
  };
  await storeRows(db, [row]);
  return row;
}

/**
 * The catalog's entry of `key`. Codeforces and AtCoder are answered from the daily lists; only
 * while a site's list has never been fetched is it fetched now, and a Codeforces round newer than
 * the list is asked of Codeforces alone (new-round.ts). LeetCode, which has no list, is
 * asked per question and its answer kept for a day.
 */
async function entryOf(
  db: Database,
  log: FastifyBaseLogger,
  sources: CatalogSources,
  site: ImportSite,
  key: string,
) {
  const known = await canonicalEntry(db, key);
  if (site === 'leetcode') {
    const fresh =
      known !== null && Date.now() - known.refreshedAt.getTime() < leetcodeFreshHours * 3_600_000;
    if (fresh) return known;
    const slug = key.slice('leetcode:'.length);
    try {
      return (await fetchLeetcode(db, sources, slug)) ?? null;
    } catch (error) {
      // A question asked before is still known when LeetCode does not answer.
      if (error instanceof SiteUnavailableError && known !== null) return known;
      throw error;
    }
  }
  if (known !== null) return known;
  if (await isEmpty(db, site)) {
    await refreshSite(site, sources, { db, log });
    return canonicalEntry(db, key);
  }
  const added = site === 'codeforces' && (await addStartedRound(key, sources, { db, log }));
  return added ? canonicalEntry(db, key) : null;
}

/**
 * GET /problems/lookup: what the site says of the problem a link names, and the problem already
 * shared under its key that the viewer may read. 400 for a link of no known site, 404 for a
 * problem the site does not know, 502 when the site does not answer (within 5 s).
 */
export async function lookupProblem(
  db: Database,
  log: FastifyBaseLogger,
  sources: CatalogSources,
  viewer: SessionUser,
  url: string,
): Promise<ProblemLookupResponse> {
  const found = assertImportableLink(url);
  const { site } = found;
  let entry;
  try {
    entry = await entryOf(db, log, sources, site, found.key);
  } catch (error) {
    if (!(error instanceof SiteUnavailableError)) throw error;
    log.warn({ site, reason: error.message }, 'A problem lookup found the site unavailable');
    throw upstream(site);
  }
  if (entry === null) throw notFound(importMessages.unknownProblem);
  const existing = await findSharedByKey(db, entry.key, viewer.id);
  return toLookupResponse(site, found.link, entry, existing);
}
