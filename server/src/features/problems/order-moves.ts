import { LRUCache } from 'lru-cache';
import type { DashboardQueryParsed } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { cacheTags, problemOrderRangePrefix } from '../../lib/cache-tags.ts';
import type { ProblemPosition } from '../../lib/events/catalog.ts';
import { decodeCursor } from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import type { TagCache } from '../../lib/tag-cache.ts';
import { findPublicProblem } from './access.ts';
import { countKeysets } from './lists.ts';

/**
 * A problem's new solution count or mean rating moves it in the dashboard's lists sorted by them.
 * Of the cached pages of such a list, it lands only on the one whose stretch of the order holds
 * its new place (and leaves the one that showed it, which its card tag marks): every other page
 * keeps what it shows. Each page is tagged with its stretch (`cacheTags.problemOrderRange`), and a
 * write marks stale only the pages whose stretch holds the problem's new place.
 */

/** The dashboard's orders by a count. */
export type CountSort = 'solved' | 'rated';

/** A place in a count order, compared as the database sorts it: count, then time, then id. */
type Place = [count: number, time: number, id: string];

/** Where a problem stands in the orders by a count, from its row. */
export function positionOf(
  problem: Pick<ProblemRecord, 'solutionsCount' | 'avgRating' | 'createdAt'>,
): ProblemPosition {
  const { solutionsCount, avgRating, createdAt } = problem;
  return { solutionsCount, avgRating, createdAt: createdAt.toISOString() };
}

/**
 * Where the problem stands now, read in the write's transaction after the write; null when it is
 * not public, since no dashboard page lists it then.
 */
export async function problemPosition(
  db: Executor,
  problemId: string,
): Promise<ProblemPosition | null> {
  const problem = await findPublicProblem(db, problemId);
  return problem === null ? null : positionOf(problem);
}

/**
 * The stretch tag of a page sorted by a count (none in another order): from its cursor to its
 * last item's, or to the list's end on the last page or when the page is not known yet (an
 * answer declared before its page is loaded).
 */
export function orderRangeTags(query: DashboardQueryParsed, page: Page<unknown> | null): string[] {
  if (query.sort !== 'solved' && query.sort !== 'rated') return [];
  const to = page?.nextCursor ?? '';
  return [cacheTags.problemOrderRange(query.sort, query.cursor ?? '', to)];
}

/** The place a page's cursor names. */
function placeOfCursor(sort: CountSort, cursor: string): Place {
  if (sort === 'solved') {
    const [count, createdAt, id] = decodeCursor(countKeysets.solved, cursor);
    return [count, createdAt.getTime(), id];
  }
  const [rating, createdAt, id] = decodeCursor(countKeysets.rated, cursor);
  return [Number(rating), createdAt.getTime(), id];
}

/** A stretch of an order: after `from`, up to and with `to` (null: the list's start, its end). */
interface Stretch {
  from: Place | null;
  to: Place | null;
}

/**
 * Stretches read once per tag: every write that moves a problem compares its place with every
 * cached page's stretch, and decoding a cursor (base64, JSON, its schema) costs some 10 µs.
 */
const stretchesOfTags = new LRUCache<string, Stretch>({ max: 10_000 });

function stretchOf(sort: CountSort, tag: string): Stretch {
  const known = stretchesOfTags.get(tag);
  if (known !== undefined) return known;
  const [from = '', to = ''] = tag.slice(problemOrderRangePrefix(sort).length).split(':');
  const stretch = {
    from: from === '' ? null : placeOfCursor(sort, from),
    to: to === '' ? null : placeOfCursor(sort, to),
  };
  stretchesOfTags.set(tag, stretch);
  return stretch;
}

function placeOf(sort: CountSort, problemId: string, position: ProblemPosition): Place {
  const count = sort === 'solved' ? position.solutionsCount : Number(position.avgRating);
  return [count, Date.parse(position.createdAt), problemId];
}

/** Negative when `a` comes after `b` in the (descending) order, positive when before. */
function compare(a: Place, b: Place): number {
  if (a[0] !== b[0]) return a[0] - b[0];
  if (a[1] !== b[1]) return a[1] - b[1];
  return a[2] === b[2] ? 0 : a[2] < b[2] ? -1 : 1;
}

/** Whether the stretch a page's tag names holds `place`. */
function stretchHolds(sort: CountSort, tag: string, place: Place): boolean {
  let stretch: Stretch;
  try {
    stretch = stretchOf(sort, tag);
  } catch {
    // Every stretch tag is written by orderRangeTags from valid cursors; one that is not, holds.
    return true;
  }
  const { from, to } = stretch;
  return (from === null || compare(place, from) < 0) && (to === null || compare(place, to) >= 0);
}

/**
 * Marks stale, for everyone but `writerId`, the cached pages sorted by `sort` that the problem's
 * new place falls on, and every such page still loading (its stretch is not known yet).
 */
export function markMovedInOrder(
  cache: TagCache,
  sort: CountSort,
  problemId: string,
  position: ProblemPosition,
  writerId: string,
): void {
  const prefix = problemOrderRangePrefix(sort);
  const place = placeOf(sort, problemId, position);
  const landedOn = cache.tagsStartingWith(prefix).filter((tag) => stretchHolds(sort, tag, place));
  cache.markStale(landedOn, writerId);
  cache.markLoadsStale([cacheTags.problemOrder(sort)], writerId);
}
