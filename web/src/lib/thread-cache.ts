import type { ThreadItem, ThreadReply } from '@upsolve/contract';
import type { PagesData } from './load-more.ts';
import type { Page } from './paging.ts';

/*
 * A thread's pages as the cache holds them (a blog's comments, a problem's discussion): top-level
 * items, each with its replies. Mutations and the discussion's live events change the pages on
 * screen with these instead of refetching the thread.
 */
export type ThreadPages = PagesData<Page<ThreadItem>>;

function mapPages(data: ThreadPages, map: (items: ThreadItem[]) => ThreadItem[]): ThreadPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) };
}

/** Whether the thread holds an item (top-level or reply) with this id. */
export function threadHas(data: ThreadPages, id: string): boolean {
  return data.pages.some((page) =>
    page.items.some((item) => item._id === id || item.replies.some((reply) => reply._id === id)),
  );
}

/** Changes the item (top-level or reply) with this id; the others stay as they are. */
export function updateThreadItem(
  data: ThreadPages,
  id: string,
  change: (item: ThreadReply) => ThreadReply,
): ThreadPages {
  return mapPages(data, (items) =>
    items.map((item) => {
      if (item._id === id) return { ...item, ...change(item), replies: item.replies };
      if (!item.replies.some((reply) => reply._id === id)) return item;
      return {
        ...item,
        replies: item.replies.map((reply) => (reply._id === id ? change(reply) : reply)),
      };
    }),
  );
}

/**
 * Adds a new item once (an own post comes back from the call and again from the room): a reply at
 * the end of its parent's replies, a top-level item first (newest first) or last (top first: it
 * has no votes yet).
 */
export function insertThreadItem(
  data: ThreadPages,
  item: ThreadReply,
  at: 'start' | 'end' = 'start',
): ThreadPages {
  if (threadHas(data, item._id)) return data;
  const { parentId } = item;
  if (parentId !== null) {
    return mapPages(data, (items) =>
      items.map((top) =>
        top._id === parentId ? { ...top, replies: [...top.replies, item] } : top,
      ),
    );
  }
  const added: ThreadItem = { ...item, replies: [] };
  const last = data.pages.length - 1;
  return {
    ...data,
    pages: data.pages.map((page, index) => {
      const total = page.total && { ...page.total, count: page.total.count + 1 };
      if (at === 'start' && index === 0) return { ...page, items: [added, ...page.items], total };
      if (at === 'end' && index === last) return { ...page, items: [...page.items, added], total };
      return { ...page, total };
    }),
  };
}

/** Takes an item (and, if top-level, its replies) out of the thread. */
export function removeThreadItem(data: ThreadPages, id: string): ThreadPages {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const items = page.items
        .filter((item) => item._id !== id)
        .map((item) =>
          item.replies.some((reply) => reply._id === id)
            ? { ...item, replies: item.replies.filter((reply) => reply._id !== id) }
            : item,
        );
      const removed = page.items.length - items.length;
      const total = page.total && { ...page.total, count: Math.max(0, page.total.count - removed) };
      return { ...page, items, total };
    }),
  };
}

/** Every item of the loaded pages, top-level and replies, for counting. */
export function threadSize(data: ThreadPages): number {
  return data.pages.reduce(
    (sum, page) => sum + page.items.reduce((n, item) => n + 1 + item.replies.length, 0),
    0,
  );
}
