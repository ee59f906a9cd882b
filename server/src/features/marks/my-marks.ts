import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MarkStatus } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { marks } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { Page } from '../../lib/paging.ts';
import { stampOf } from '../../lib/request-memo.ts';
import type { Services } from '../../lib/services.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';
import { markKeyOf } from './keys.ts';

/**
 * The viewer's own mark on each problem they read (`myMark`, DESIGN §4): from one query over the
 * keys of the problems shown, however many marks the viewer has. What it found is kept in the
 * viewer's scope under those keys until one of their marks changes (subscribers.ts), so a page read
 * again needs no query; no one else ever reads it. A viewer without any mark skips even that.
 */
export type MarksByKey = ReadonlyMap<string, MarkStatus>;

/** A problem as lists and pages show it: enough to name its key, and the mark to fill in. */
export interface MarkableItem {
  _id: string;
  key: string | null;
  link: string;
  myMark: MarkStatus | null;
}

const keyOfItem = (item: MarkableItem) =>
  markKeyOf({ id: item._id, key: item.key, link: item.link });

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * `where user_id = $viewer and problem_key = any($keys)`: the primary key answers it. Exported so a
 * test can check its plan at scale.
 */
export function marksOnQuery(db: Executor, viewerId: string, keys: readonly string[]) {
  return db
    .select({ key: marks.problemKey, status: marks.status })
    .from(marks)
    .where(
      and(
        eq(marks.userId, viewerId),
        sql`${marks.problemKey} = any(${sql.param([...keys])}::text[])`,
      ),
    );
}

async function loadMarksOn(
  db: Executor,
  viewerId: string,
  keys: readonly string[],
): Promise<MarksByKey> {
  const rows = await marksOnQuery(db, viewerId, keys);
  return new Map(rows.map((row) => [row.key, row.status]));
}

/** About what a found set takes in memory, in bytes: a key and a map slot each. */
const weighMarks = (found: MarksByKey) => 64 + found.size * 128;

/**
 * Whether the viewer marked anything at all: kept as one small entry per viewer, so most viewers
 * (who mark nothing) read any page without a query and without an entry per page.
 */
async function hasMarks(services: Services, viewerId: string): Promise<boolean> {
  const { value } = await services.cache.read(
    { key: 'has-marks', scope: { viewerId }, tags: [cacheTags.markStatuses(viewerId)] },
    async () => {
      const rows = await services.db
        .select({ one: sql`1` })
        .from(marks)
        .where(eq(marks.userId, viewerId))
        .limit(1);
      return rows.length > 0;
    },
    { weigh: () => 16 },
  );
  return value;
}

/** The viewer's marks on the keys of `items`, by key. */
export async function viewerMarksOn(
  services: Services,
  viewerId: string,
  items: readonly MarkableItem[],
): Promise<MarksByKey> {
  const keys = [...new Set(items.map(keyOfItem))].sort();
  if (keys.length === 0 || !(await hasMarks(services, viewerId))) return new Map();
  const { value } = await services.cache.read(
    {
      key: `marks-on:${digest(keys.join('\n'))}`,
      scope: { viewerId },
      tags: [cacheTags.markStatuses(viewerId)],
    },
    () => loadMarksOn(services.db, viewerId, keys),
    { weigh: weighMarks },
  );
  return value;
}

/**
 * The items with the viewer's own marks, read through `db` (a transaction's, say) and never kept:
 * for answers built inside a change, such as a list just saved.
 */
export async function withViewerMarksFrom<Item extends MarkableItem>(
  db: Executor,
  viewerId: string,
  items: readonly Item[],
): Promise<Item[]> {
  const keys = [...new Set(items.map(keyOfItem))];
  if (keys.length === 0) return [...items];
  return withMarks(items, await loadMarksOn(db, viewerId, keys));
}

/** The items with the viewer's marks filled in (new objects: shared ones are never changed). */
export function withMarks<Item extends MarkableItem>(
  items: readonly Item[],
  found: MarksByKey,
): Item[] {
  return items.map((item) => ({ ...item, myMark: found.get(keyOfItem(item)) ?? null }));
}

/**
 * The items with the viewer's own marks: what every list and page answered to one viewer calls
 * (my problems, bookmarks, the problem page).
 */
export async function withViewerMarks<Item extends MarkableItem>(
  services: Services,
  viewerId: string,
  items: readonly Item[],
): Promise<Item[]> {
  return withMarks(items, await viewerMarksOn(services, viewerId, items));
}

/**
 * What of a page's answer is the viewer's own: the marks shown on it. Empty for a viewer without a
 * mark on any of its problems, who then shares one stored answer with every such viewer;
 * otherwise a short digest that viewers with the same marks there share.
 */
export function marksPartOf(items: readonly MarkableItem[], found: MarksByKey): string {
  const parts: string[] = [];
  for (const item of items) {
    const status = found.get(keyOfItem(item));
    if (status !== undefined) parts.push(`${item._id}=${status}`);
  }
  return parts.length === 0 ? '' : digest(parts.join(','));
}

/** A page of problems as stored, the same for every viewer, and the viewer's marks on it. */
export interface MarkedPage<Item extends MarkableItem> {
  page: Page<Item>;
  marks: MarksByKey;
  /** Whether the shared page came from the cache. */
  hit: boolean;
}

/**
 * A shared list of problems for one viewer: the page as stored through the cache (`declaration`,
 * tagged besides with what `pageTags` reads off the loaded page: the cards it shows, say), then
 * the viewer's marks on it.
 */
export async function markedPageView<Item extends MarkableItem>(
  services: Services,
  viewerId: string,
  declaration: CacheDeclaration,
  load: () => Promise<Page<Item>>,
  pageTags: (page: Page<Item>) => readonly string[],
): Promise<MarkedPage<Item>> {
  const { value: page, hit } = await services.cache.read(declaration, load, {
    readerId: viewerId,
    tagsOf: pageTags,
  });
  return { page, marks: await viewerMarksOn(services, viewerId, page.items), hit };
}

/**
 * The cache declaration of the answer made from a marked page: shared, under a key naming the
 * stored page it was made from (so a reloaded page is never hidden behind an older answer) and
 * the viewer's part of it (threads/viewer-part.ts does the same for votes). A changed mark changes
 * the part, so the very next read names another answer.
 */
export function markedPageAnswer(
  view: MarkedPage<MarkableItem>,
  declaration: CacheDeclaration,
): CacheDeclaration {
  const part = marksPartOf(view.page.items, view.marks);
  return {
    ...declaration,
    key: `${declaration.key}:answer:${stampOf(view.page)}:${part}`,
    scope: 'shared',
  };
}

/** The page as the viewer sees it, their marks filled in. */
export function presentMarkedPage<Item extends MarkableItem>(view: MarkedPage<Item>): Page<Item> {
  return { ...view.page, items: withMarks(view.page.items, view.marks) };
}
