import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import { problemKeyOf } from '../../lib/problem-keys.ts';
import type { Services } from '../../lib/services.ts';
import { siteRatingOf } from './dashboard-filters.ts';

/**
 * What problems store of their links beyond the link (docs/decisions/013-canonical-problem-keys.md):
 * the canonical key and the site's difficulty, kept in step with the sites' catalog. The catalog
 * itself is features/problem-import's; it calls these after each refresh.
 */

/**
 * The problem already shared under `key` that `viewerId` may read (public, or their own): the
 * oldest, so everyone is sent to the same one. Read through problems_key_idx.
 */
export async function findSharedByKey(
  db: Executor,
  key: string,
  viewerId: string,
): Promise<{ _id: string; title: string } | null> {
  const [row] = await db
    .select({ _id: problems.id, title: problems.title })
    .from(problems)
    .where(
      and(
        eq(problems.key, key),
        or(eq(problems.visibility, 'public'), eq(problems.ownerId, viewerId)),
      ),
    )
    .orderBy(desc(eq(problems.visibility, 'public')), asc(problems.createdAt), asc(problems.id))
    .limit(1);
  return row ?? null;
}

/** One changed problem's site rating before and after, to tell whether the filter may change. */
interface Changed {
  id: string;
  before: number | null;
  after: number | null;
}

/** Records what a batch changed, for the cards and the site-rating filters (subscribers.ts). */
function changedEvent(changed: Changed[]) {
  return domainEvent('problem.site-facts-changed', {
    problemIds: changed.map((row) => row.id),
    siteRatingsChanged: changed.some((row) => row.before !== row.after),
  });
}

/** Problems keyed per statement of the backfill: bounded, so no statement holds the database long. */
const backfillBatch = 500;

/**
 * Gives every problem saved before keys existed its key and site difficulty, a batch at a time in
 * id order (a link without a key, not http(s), is passed over). Idempotent: a second run finds
 * nothing to do. Answers how many problems it keyed.
 */
export async function backfillProblemKeys(services: Services): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let keyed = 0;
  for (;;) {
    const batch = await services.db
      .select({ id: problems.id, link: problems.link })
      .from(problems)
      .where(and(isNull(problems.key), gt(problems.id, after)))
      .orderBy(problems.id)
      .limit(backfillBatch);
    const last = batch.at(-1);
    if (last === undefined) return keyed;
    after = last.id;
    const found = batch.flatMap((row) => {
      const key = problemKeyOf(row.link)?.key;
      return key === undefined ? [] : [{ id: row.id, key }];
    });
    if (found.length > 0) {
      const { value } = await services.commit(async (tx, record) => {
        const changed = await keyProblems(tx, found);
        if (changed.length > 0) record(changedEvent(changed));
        return changed.length;
      });
      keyed += value;
    }
    if (batch.length < backfillBatch) return keyed;
  }
}

/** Sets each problem's key (through the catalog's twins) and site difficulty; still unkeyed only. */
async function keyProblems(tx: Executor, found: { id: string; key: string }[]): Promise<Changed[]> {
  const rows = await tx.execute<{ id: string; after: number | null; scale: string | null }>(sql`
    with given as (
      select * from unnest(
        ${sql.param(found.map((row) => row.id))}::uuid[],
        ${sql.param(found.map((row) => row.key))}::text[]
      ) as given(id, key)
    ),
    resolved as (
      select given.id, coalesce(canonical.key, given.key) as key,
        case when canonical.difficulty_value is null then null else canonical.site end as scale,
        canonical.difficulty_value as value
      from given
      left join site_problems linked on linked.key = given.key
      left join site_problems canonical on canonical.key = linked.canonical_key
    )
    update problems set key = resolved.key, site_difficulty_scale = resolved.scale,
      site_difficulty_value = resolved.value
    from resolved
    where problems.id = resolved.id and problems.key is null
    returning problems.id, resolved.value as after, resolved.scale as scale`);
  return rows.rows.map((row) => ({
    id: row.id,
    before: null,
    after: siteRatingOf({ siteDifficultyScale: row.scale, siteDifficultyValue: row.after }),
  }));
}

/**
 * After a catalog refresh: problems whose key the catalog now knows as a twin's get the canonical
 * key, and every keyed problem the catalog knows gets its current site difficulty. Only rows that
 * differ are written. Answers how many changed.
 */
export async function applyCatalogToProblems(services: Services): Promise<number> {
  const { value } = await services.commit(async (tx, record) => {
    const rows = await tx.execute<{
      id: string;
      before_scale: string | null;
      before_value: number | null;
      after_scale: string | null;
      after_value: number | null;
    }>(sql`
      with target as (
        select problems.id, problems.site_difficulty_scale as before_scale,
          problems.site_difficulty_value as before_value, canonical.key,
          case when canonical.difficulty_value is null then null else canonical.site end as scale,
          canonical.difficulty_value as value
        from problems
        join site_problems linked on linked.key = problems.key
        join site_problems canonical on canonical.key = linked.canonical_key
        where problems.key is distinct from canonical.key
          or problems.site_difficulty_value is distinct from canonical.difficulty_value
          or problems.site_difficulty_scale is distinct from
            (case when canonical.difficulty_value is null then null else canonical.site end)
        for update of problems
      )
      update problems set key = target.key, site_difficulty_scale = target.scale,
        site_difficulty_value = target.value
      from target
      where problems.id = target.id
      returning problems.id, target.before_scale, target.before_value,
        target.scale as after_scale, target.value as after_value`);
    const changed = rows.rows.map((row) => ({
      id: row.id,
      before: siteRatingOf({
        siteDifficultyScale: row.before_scale,
        siteDifficultyValue: row.before_value,
      }),
      after: siteRatingOf({
        siteDifficultyScale: row.after_scale,
        siteDifficultyValue: row.after_value,
      }),
    }));
    if (changed.length > 0) record(changedEvent(changed));
    return changed.length;
  });
  return value;
}
