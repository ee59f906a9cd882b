import { LRUCache } from 'lru-cache';

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

interface Entry {
  value: unknown;
  tags: readonly string[];
}

/** A load in progress: when it began, so a drop after that keeps its value out. */
export interface LoadTicket {
  readonly key: string;
  readonly startedAt: number;
  /** What concurrent misses of the key wait for instead of loading it again. */
  readonly loading: Promise<unknown>;
}

export interface TagCacheOptions {
  maxEntries: number;
  /** The most all entries may weigh together (their own estimate, about a byte each). */
  maxWeight: number;
  /** How long an entry lives without a write that drops it: a bound for changes made around the API. */
  ttlMs: number;
}

/** The key an entry is stored under: a viewer's entries can never be a shared one's. */
export function fullKeyOf(declaration: Pick<CacheDeclaration, 'key' | 'scope'>): string {
  const { scope, key } = declaration;
  return scope === 'shared' ? `shared|${key}` : `viewer|${scope.viewerId}|${key}`;
}

/**
 * Entries dropped by tag. Each entry lists the tags its value depends on; dropping a tag drops
 * exactly the entries that list it. A load that began before a drop of one of its tags, or before
 * a flush, is not stored (it may hold what the drop was for). Bounded in count, weight and age by
 * lru-cache.
 */
export class TagCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysByTag = new Map<string, Set<string>>();
  /** When each tag was last dropped, kept while a load that began earlier may still store. */
  private readonly droppedAt = new Map<string, number>();
  private readonly loadsInFlight = new Map<LoadTicket, number>();
  private readonly waiting = new Map<string, Promise<unknown>>();
  private clock = 0;
  private flushedAt = 0;

  constructor(options: TagCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxWeight,
      ttl: options.ttlMs,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
  }

  /** The stored value under `fullKey`, if any. */
  peek(fullKey: string): unknown {
    return this.entries.get(fullKey)?.value;
  }

  /** The load of `fullKey` in progress, if any (none after a drop: it may load what went). */
  pending(fullKey: string): Promise<unknown> | undefined {
    return this.waiting.get(fullKey);
  }

  /** A load of `fullKey` is starting; concurrent misses of the key wait for `loading`. */
  begin(fullKey: string, loading: Promise<unknown>): LoadTicket {
    this.clock += 1;
    const ticket = { key: fullKey, startedAt: this.clock, loading };
    this.loadsInFlight.set(ticket, ticket.startedAt);
    this.waiting.set(fullKey, loading);
    return ticket;
  }

  /** Stores a load's value unless one of its tags was dropped, or all were, since it began. */
  finish(ticket: LoadTicket, value: unknown, tags: readonly string[], weight: number): boolean {
    this.end(ticket);
    const stale =
      this.flushedAt >= ticket.startedAt ||
      tags.some((tag) => (this.droppedAt.get(tag) ?? 0) >= ticket.startedAt);
    if (!stale) this.store(ticket.key, value, tags, weight);
    this.forgetOldDrops();
    return !stale;
  }

  /** A load that ended without a value to store. */
  abandon(ticket: LoadTicket): void {
    this.end(ticket);
    this.forgetOldDrops();
  }

  private end(ticket: LoadTicket): void {
    this.loadsInFlight.delete(ticket);
    if (this.waiting.get(ticket.key) === ticket.loading) this.waiting.delete(ticket.key);
  }

  /**
   * The value under the declaration, else `load()`'s, stored with the declared tags and those
   * `tagsOf` reads off it. Concurrent misses of one key share one load.
   */
  async read<Value>(
    declaration: CacheDeclaration,
    load: () => Promise<Value>,
    options: {
      tagsOf?: (value: Value) => readonly string[];
      weigh?: (value: Value) => number;
    } = {},
  ): Promise<{ value: Value; hit: boolean }> {
    const fullKey = fullKeyOf(declaration);
    const stored = this.entries.get(fullKey);
    // Each key belongs to one read, which always stores the same type.
    if (stored !== undefined) return { value: stored.value as Value, hit: true };
    const pending = this.pending(fullKey);
    if (pending !== undefined) return { value: (await pending) as Value, hit: true };
    const loading = load();
    const ticket = this.begin(fullKey, loading);
    try {
      const value = await loading;
      const tags = [...declaration.tags, ...(options.tagsOf?.(value) ?? [])];
      this.finish(ticket, value, tags, options.weigh?.(value) ?? weighAsJson(value));
      return { value, hit: false };
    } catch (error) {
      this.abandon(ticket);
      throw error;
    }
  }

  /** Drops every entry that depends on one of `tags`; loads in flight that do will not store. */
  drop(tags: readonly string[]): void {
    this.clock += 1;
    for (const tag of tags) {
      if (this.loadsInFlight.size > 0) this.droppedAt.set(tag, this.clock);
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.entries.delete(key);
    }
    // A waiter must not get a value loaded before the drop.
    if (tags.length > 0) this.waiting.clear();
  }

  /** Drops everything: what changed is unknown (a lost bus message, a Redis reconnect). */
  flush(): void {
    this.clock += 1;
    this.flushedAt = this.clock;
    this.entries.clear();
    this.waiting.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: unknown, tags: readonly string[], weight: number): void {
    // Replacing an entry disposes of the old one, which unindexes its tags first.
    this.entries.set(key, { value, tags }, { size: Math.max(1, weight + key.length) });
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys === undefined) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** Drops older than every load in flight can no longer keep a value out. */
  private forgetOldDrops(): void {
    if (this.loadsInFlight.size === 0) {
      this.droppedAt.clear();
      return;
    }
    if (this.droppedAt.size < 10_000) return;
    const oldest = Math.min(...this.loadsInFlight.values());
    for (const [tag, at] of this.droppedAt) if (at < oldest) this.droppedAt.delete(tag);
  }
}

/** What a value weighs: the length of its JSON. */
export function weighAsJson(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}
