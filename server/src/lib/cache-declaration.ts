/**
 * What a cached read declares (lib/tag-cache.ts stores it): its key, its scope and its tags, and
 * how the cache names and weighs what it stores.
 */

/**
 * Who a cached value is for: everyone (`shared`: it must not depend on who asks), or one viewer,
 * whose entries no one else ever reads.
 */
export type CacheScope = 'shared' | { viewerId: string };

/** What a cached read declares: its key, its scope and the tags its value depends on. */
export interface CacheDeclaration {
  key: string;
  scope: CacheScope;
  /** Tags known before loading; `tagsOf` may add tags read off the loaded value. */
  tags: readonly string[];
}

/** The key an entry is stored under: a viewer's entries can never be a shared one's. */
export function fullKeyOf(declaration: Pick<CacheDeclaration, 'key' | 'scope'>): string {
  const { scope, key } = declaration;
  return scope === 'shared' ? `shared|${key}` : `viewer|${scope.viewerId}|${key}`;
}

/** What a value weighs: the length of its JSON. */
export function weighAsJson(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}
