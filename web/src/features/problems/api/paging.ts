/** Where a keyset-paged list stands, from the server's paging headers (DESIGN.md §4 Lists). */
export interface PageInfo {
  /** Every item of the list across all pages (X-Total-Count). */
  total: number;
  /** Where the next page starts (X-Next-Cursor); null on the last page. */
  nextCursor: string | null;
}

/**
 * Reads X-Total-Count and X-Next-Cursor. Without a usable total (a proxy that drops headers),
 * the rows at hand are the best count there is.
 */
export function pageInfoFrom(headers: Headers, rowsShown: number): PageInfo {
  const rawTotal = headers.get('X-Total-Count');
  const total = rawTotal === null || rawTotal.trim() === '' ? Number.NaN : Number(rawTotal);
  return {
    total: Number.isInteger(total) && total >= 0 ? total : rowsShown,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

/** `path?limit=…&cursor=…` for one page. */
export function pagePath(path: string, limit: number, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor !== null) params.set('cursor', cursor);
  return `${path}?${params}`;
}
