import { eq } from 'drizzle-orm';
import type { MyVote, ThreadItem, Viewer } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { votes } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { ItemKind, ThreadRef } from '../../lib/events/catalog.ts';
import type { Page } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import { toThreadItem } from './presenter.ts';
import type { ThreadRowWithReplies } from './presenter.ts';
import { itemKindOf, myVotesOn } from './service.ts';
import { viewerPartOf } from './viewer-part.ts';

/**
 * A viewer's votes, which only their own votes change: cached as theirs until they vote again
 * (votes' subscribers drop the tag), so a blog or thread answered from the shared cache needs no
 * query of the viewer's own, as problems' viewer-marks.ts does for bookmarks.
 */
type ViewerVotes = ReadonlyMap<string, MyVote>;

/** Past this many votes, the viewer's are looked up per page instead. */
const viewerVotesMax = 2_000;

const voteKey = (kind: ItemKind, itemId: string) => `${kind}:${itemId}`;

async function loadViewerVotes(db: Database, viewerId: string): Promise<ViewerVotes | null> {
  const rows = await db
    .select({ itemKind: votes.itemKind, itemId: votes.itemId, value: votes.value })
    .from(votes)
    .where(eq(votes.userId, viewerId))
    .limit(viewerVotesMax + 1);
  if (rows.length > viewerVotesMax) return null;
  return new Map(rows.map((row) => [voteKey(row.itemKind, row.itemId), row.value === 1 ? 1 : -1]));
}

/** About what the votes take in memory, in bytes: a key and a map slot each. */
const weighViewerVotes = (kept: ViewerVotes | null) => (kept === null ? 0 : kept.size * 96);

/** The viewer's votes on `ids` of `kind`: from their cached votes, else from one query. */
export async function viewerVotesOn(
  services: Services,
  viewerId: string,
  kind: ItemKind,
  ids: readonly string[],
): Promise<Map<string, MyVote>> {
  if (ids.length === 0) return new Map();
  const { value: kept } = await services.cache.read(
    { key: 'votes', scope: { viewerId }, tags: [cacheTags.votes(viewerId)] },
    () => loadViewerVotes(services.db, viewerId),
    { weigh: weighViewerVotes },
  );
  if (kept === null) return myVotesOn(services.db, viewerId, kind, ids);
  const mine = new Map<string, MyVote>();
  for (const id of ids) {
    const vote = kept.get(voteKey(kind, id));
    if (vote !== undefined) mine.set(id, vote);
  }
  return mine;
}

/**
 * A stored page and what of it is the viewer's: their votes on its items, and whether the shared
 * page came from the cache.
 */
export interface ThreadView {
  page: Page<ThreadRowWithReplies>;
  votes: ReadonlyMap<string, MyVote>;
  hit: boolean;
}

/** The viewer's view of a stored page: their votes on its items and replies. */
export async function threadViewOf(
  services: Services,
  viewer: Viewer,
  thread: ThreadRef,
  page: Page<ThreadRowWithReplies>,
  hit: boolean,
): Promise<ThreadView> {
  const ids = page.items.flatMap((row) => [row.id, ...row.replies.map((reply) => reply.id)]);
  const votes = await viewerVotesOn(services, viewer.id, itemKindOf(thread), ids);
  return { page, votes, hit };
}

/** What of the page's answer is the viewer's own (threads/viewer-part.ts). */
export function threadViewPart(viewer: Viewer, view: ThreadView): string {
  const items = view.page.items.flatMap((row) => [row, ...row.replies]);
  return viewerPartOf(viewer, items, view.votes);
}

/** The page as the viewer sees it. */
export function presentThreadView(viewer: Viewer, view: ThreadView): Page<ThreadItem> {
  return {
    ...view.page,
    items: view.page.items.map((row) => toThreadItem(viewer, row, view.votes)),
  };
}

/** A stored page as `viewer` sees it, with their votes. */
export async function toThreadPage(
  services: Services,
  viewer: Viewer,
  thread: ThreadRef,
  page: Page<ThreadRowWithReplies>,
): Promise<Page<ThreadItem>> {
  return presentThreadView(viewer, await threadViewOf(services, viewer, thread, page, false));
}
