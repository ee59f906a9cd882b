import { api } from './api.ts';

/*
 * Keyset-paged lists: the server answers one page per request, with the paging facts in headers.
 * `X-Total-Count` counts the whole list, `X-Total-Capped: true` marks that count as a lower bound,
 * and `X-Next-Cursor` says where the next page starts.
 */

/** Items per request of every paged list on the web (the server allows up to limits.pageSizeMax). */
export const listPageSize = 20;

/** How many items the whole list holds; `capped` when the count is only a lower bound. */
export interface PageTotal {
  count: number;
  capped: boolean;
}

export interface PageInfo {
  /** Null when the answer carried no usable count. */
  total: PageTotal | null;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** One page of a list: its items and where the list stands. */
export interface Page<Item> extends PageInfo {
  items: Item[];
}

/** `X-Total-Count` as a count: a plain non-negative integer, else null (never a guess). */
export function totalCountOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const count = Number(header.trim());
  return Number.isSafeInteger(count) ? count : null;
}

/** Reads the paging headers of one answer. */
export function pageInfoFrom(headers: Headers): PageInfo {
  const count = totalCountOf(headers.get('X-Total-Count'));
  const capped = headers.get('X-Total-Capped')?.trim().toLowerCase() === 'true';
  return {
    total: count === null ? null : { count, capped },
    nextCursor: headers.get('X-Next-Cursor')?.trim() || null,
  };
}

/**
 * GET one page of `path`: `params` (filters, sort) plus the page size and the cursor. Returns the
 * body as the server sent it and the paging facts from its headers.
 */
export async function fetchPage<Body>(
  path: string,
  cursor: string | null,
  signal: AbortSignal,
  params: Record<string, string> | URLSearchParams = {},
): Promise<{ body: Body; page: PageInfo }> {
  const query = new URLSearchParams(params);
  query.set('limit', String(listPageSize));
  if (cursor !== null) query.set('cursor', cursor);
  const { data, headers } = await api.request<Body>('GET', `${path}?${query}`, { signal });
  return { body: data, page: pageInfoFrom(headers) };
}

const countFormat = new Intl.NumberFormat('en-US');

/** "1,234", or "1,000+" for a lower bound. */
export function formatTotal(total: PageTotal): string {
  return `${countFormat.format(total.count)}${total.capped ? '+' : ''}`;
}

/** "1 problem", "20 problems", "1,000+ problems". */
export function totalText(total: PageTotal, singular: string, pluralForm = `${singular}s`): string {
  const one = total.count === 1 && !total.capped;
  return `${formatTotal(total)} ${one ? singular : pluralForm}`;
}
