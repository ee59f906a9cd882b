import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { topicSpellings } from '@upsolve/contract';
import type { UserSearchQueryParsed, UserSearchResult } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import {
  cappedMatches,
  cappedTotal,
  cursorValue,
  defineKeyset,
  holdsEveryMatch,
  keysetFilter,
  keysetPage,
  keysetRows,
  totalOfMatches,
} from '../../lib/paging.ts';
import { containing } from '../../lib/like-pattern.ts';
import type { Page, PageTotal } from '../../lib/paging.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { Services } from '../../lib/services.ts';
import { toSearchResult } from './presenter.ts';
import type { SearchRow } from './presenter.ts';
import { activeUser } from '../../lib/shown-user.ts';

/**
 * The collaborator search (GET /searchuser). What a search finds is the same for everyone but the
 * searcher, who is never listed, and the people the searcher blocked or was blocked by: so a page
 * is loaded once for all viewers, with room for those exclusions (loadSearchPage, shared through
 * the list cache, keyed by the room), and each viewer's page is cut from it (searchPageFor). A row
 * shows its email only when its owner chose to (presenter.ts): that depends on the row alone,
 * never on the viewer, so it may be shared; the setting changes through a profile update, a write
 * that drops every shared page.
 */

/** Collaborators first, then the newest accounts: the order of users_collaborators_first_idx. */
const collaboratorsFirst = defineKeyset({
  columns: [users.collaborator, users.createdAt, users.id],
  schema: z.tuple([cursorValue.flag, cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: SearchRow) => [row.collaborator, row.createdAt, row.id],
});

/**
 * The search's filters: the term anywhere in the username or a skill (users.search_text,
 * lower-cased by its trigger, through the trigram index), or the whole email address, any case
 * (users_email_lower_key; never a part of one, so an address can be found but not harvested);
 * a skill in any of its spellings (contract/src/topics.ts, through users_skills_lower_idx); the
 * collaborator flag. Exported for the query-plan test.
 */
export function searchFilters(query: UserSearchQueryParsed): SQL | undefined {
  const term = query.query ?? '';
  const skill = query.skill ?? '';
  return and(
    // A deleted account is found by no search.
    activeUser,
    term === '' ? undefined : termFilter(term),
    skill === ''
      ? undefined
      : sql`user_skills_lower(${users.skills}) && ${sql.param(topicSpellings(skill))}::text[]`,
    query.collaborator === undefined ? undefined : eq(users.collaborator, query.collaborator),
  );
}

/** A term: part of the search text, or (when it could be one) the whole email address. */
function termFilter(term: string): SQL {
  const inText = sql`${users.searchText} like lower(${containing(term)})`;
  if (!term.includes('@')) return inText;
  return sql`(${inText} or lower(${users.email}) = lower(${term}))`;
}

function selectResults(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      showEmail: users.showEmail,
      location: users.location,
      collaborator: users.collaborator,
      rating: users.rating,
      skills: users.skills,
      createdAt: users.createdAt,
    })
    .from(users)
    .$dynamic();
}

/**
 * A page of a search as every viewer shares it: up to two rows past the page, the total, and, when
 * the total is exact and came from the matches' ids, those ids, which tell whether the viewer is
 * counted in it without asking the database.
 */
export interface SharedSearchPage {
  rows: SearchRow[];
  total: PageTotal | null;
  countedIds: ReadonlySet<string> | null;
}

/** What a shared page weighs in the list cache, roughly in characters of JSON. */
export const weighSearchPage = (page: SharedSearchPage) =>
  200 * (page.rows.length + 1) + 40 * (page.countedIds?.size ?? 0);

/**
 * One page of a search for any viewer: `limit + room + 1` rows, so that one more than a page
 * remains once `room` people are left out (the viewer, and those blocked either way). A term or a skill is looked up first in its GIN index, up to one past
 * the cap (lib/paging.ts cappedMatches): the same ids give the total, and the page is those rows
 * sorted. A match more common than the cap walks the order index instead, which finds a page at
 * once; so does a search by the collaborator flag alone.
 */
export async function loadSearchPage(
  db: Database,
  query: UserSearchQueryParsed,
  room = 1,
): Promise<SharedSearchPage> {
  const filters = searchFilters(query);
  const widened = { ...query, limit: query.limit + room };
  if ((query.query ?? '') === '' && (query.skill ?? '') === '') {
    const [rows, total] = await Promise.all([
      keysetRows(selectResults(db), collaboratorsFirst, widened, filters),
      cappedTotal(
        db,
        query,
        db
          .select({ one: sql`1` })
          .from(users)
          .where(filters)
          .$dynamic(),
      ),
    ]);
    return { rows, total, countedIds: null };
  }
  const matches = await cappedMatches(
    db,
    users,
    users.id,
    keysetFilter(collaboratorsFirst, query, filters),
  );
  const pageFilter = holdsEveryMatch(matches)
    ? sql`${users.id} = any(${sql.param(matches)}::uuid[])`
    : filters;
  const rows = await keysetRows(selectResults(db), collaboratorsFirst, widened, pageFilter);
  const total = totalOfMatches(query, matches);
  const exact = total !== null && !total.capped;
  return { rows, total, countedIds: exact ? new Set(matches) : null };
}

/**
 * How many of `ids` (the viewer and those blocked either way) match the search, and so are in its
 * shared total: from the counted ids when the page has them, all of them without a filter (every
 * account matches), else one lookup by primary key.
 */
async function excludedMatches(
  db: Database,
  ids: readonly string[],
  query: UserSearchQueryParsed,
  shared: SharedSearchPage,
): Promise<number> {
  const counted = shared.countedIds;
  if (counted !== null) return ids.filter((id) => counted.has(id)).length;
  const filters = searchFilters(query);
  if (filters === undefined) return ids.length;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`${users.id} = any(${sql.param(ids)}::uuid[])`, filters));
  return row?.count ?? 0;
}

/**
 * The viewer's page, cut from the shared one: never the viewer nor anyone blocked either way
 * (`blocked`, features/blocks blockedEitherWay), nor in the total.
 */
export async function searchPageFor(
  db: Database,
  viewer: SessionUser,
  query: UserSearchQueryParsed,
  shared: SharedSearchPage,
  blocked: readonly string[] = [],
): Promise<Page<UserSearchResult>> {
  const excluded = [viewer.id, ...blocked];
  const rows = shared.rows.filter((row) => !excluded.includes(row.id));
  let total = shared.total;
  // A capped total is a lower bound either way; an exact one counts those excluded who match.
  if (total !== null && !total.capped) {
    const matching = await excludedMatches(db, excluded, query, shared);
    total = { count: Math.max(0, total.count - matching), capped: false };
  }
  return keysetPage(rows, query.limit, collaboratorsFirst, toSearchResult, total);
}

/**
 * GET /searchuser for the viewer: the shared page of what the search finds (cached until someone
 * joins or changes what is searched), cut for the viewer by whom they block or are blocked by
 * (cached as theirs until a block changes). `hit` says whether the shared page was cached.
 */
export async function searchUsers(
  services: Services,
  viewer: SessionUser,
  query: UserSearchQueryParsed,
): Promise<{ page: Page<UserSearchResult>; hit: boolean }> {
  const { db, cache } = services;
  const blocked = await cache.read(
    {
      key: 'blocked-either-way',
      scope: { viewerId: viewer.id },
      tags: [cacheTags.blocks(viewer.id)],
    },
    () => blockedEitherWay(db, viewer.id),
    { weigh: (ids) => 16 + 40 * ids.length },
  );
  const room = 1 + blocked.value.length;
  const shared = await cache.read(
    {
      key: `searchuser:${room}:${JSON.stringify(query)}`,
      scope: 'shared',
      tags: [cacheTags.directory],
    },
    () => loadSearchPage(db, query, room),
    { weigh: weighSearchPage },
  );
  const page = await searchPageFor(db, viewer, query, shared.value, blocked.value);
  return { page, hit: shared.hit };
}
