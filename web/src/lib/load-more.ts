import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { Page, PageTotal } from './paging.ts';

/*
 * The one "load more" pattern of every paged list: the cache holds the pages fetched so far, the
 * screen reads them as one list, and LoadMoreButton (components/ui) fetches the next page.
 */

export type PagesData<TPage> = InfiniteData<TPage, string | null>;

/** Fetches the page that starts at `cursor` (null: the first page). */
export type FetchPage<TPage> = (cursor: string | null, signal: AbortSignal) => Promise<TPage>;

/** Query options of a paged list: first page without a cursor, each next from the last one's. */
export function pagedQueryOptions<TPage extends Page<unknown>, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: FetchPage<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: TPage) => lastPage.nextCursor,
  });
}

type ItemOf<TPage> = TPage extends Page<infer Item> ? Item : never;

/** What a screen shows of a paged list. */
export interface LoadedList<TPage extends Page<unknown>> {
  pages: TPage[];
  /** Every item loaded so far, in order. */
  items: ItemOf<TPage>[];
  /**
   * The whole list's size from the first page's headers. Without one (a proxy that drops
   * headers) the items at hand, as a lower bound while more pages remain.
   */
  total: PageTotal;
}

function loadedList<TPage extends Page<unknown>>(data: PagesData<TPage>): LoadedList<TPage> {
  // A page's items are its own item type; flattening keeps it.
  const items = data.pages.flatMap((page) => page.items) as ItemOf<TPage>[];
  const hasMore = (data.pages.at(-1)?.nextCursor ?? null) !== null;
  return {
    pages: data.pages,
    items,
    total: data.pages[0]?.total ?? { count: items.length, capped: hasMore },
  };
}

export interface LoadMoreOptions {
  /** Keep showing the previous list while another one (new filters) loads, instead of blinking. */
  keepPrevious?: boolean;
}

/** A paged list for a screen: `data` is the LoadedList; pass the result to LoadMoreButton. */
export function useLoadMore<TPage extends Page<unknown>, TKey extends QueryKey>(
  options: ReturnType<typeof pagedQueryOptions<TPage, TKey>>,
  { keepPrevious = false }: LoadMoreOptions = {},
) {
  return useInfiniteQuery({
    ...options,
    select: loadedList<TPage>,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** The cached pages without the items `drop` picks, each page's total lowered to match. */
export function withoutItems<TPage extends Page<unknown>>(
  data: PagesData<TPage>,
  drop: (item: ItemOf<TPage>) => boolean,
): PagesData<TPage> {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const items = (page.items as ItemOf<TPage>[]).filter((item) => !drop(item));
      const removed = page.items.length - items.length;
      const total = page.total && { ...page.total, count: Math.max(0, page.total.count - removed) };
      return { ...page, items, total };
    }),
  };
}
