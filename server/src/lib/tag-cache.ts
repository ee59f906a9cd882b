import { LRUCache } from 'lru-cache';
import { DropLog } from './cache-drops.ts';
import type { Staleness } from './cache-drops.ts';
import { LoadsInFlight } from './cache-loads.ts';
import type { LoadTicket, Shared } from './cache-loads.ts';
import { fullKeyOf, weighAsJson } from './cache-declaration.ts';
import type { CacheDeclaration } from './cache-declaration.ts';
import { TagIndex } from './tag-index.ts';

interface Entry {
  value: unknown;
  tags: readonly string[];
  /** Set by a soft drop (`markStale`): served to others a little longer, then loaded anew. */
  stale: Staleness | null;
}

/** What a read finds: the value to answer with, or `refresh`: load it anew and answer that. */
export interface Found {
  value: unknown;
  refresh: boolean;
}

export interface TagCacheOptions {
  maxEntries: number;
  /** The most all entries may weigh together (their own estimate, about a byte each). */
  maxWeight: number;
  /** How long an entry lives without a write that drops it: a bound for changes made around the API. */
  ttlMs: number;
  /** How long a stale entry is served as it is before a read loads it anew. */
  refreshAfterMs: number;
  /** How long a stale entry may be served at most, while its reload is in progress. */
  maxStaleMs: number;
  /** The clock staleness and age are measured on (tests set it). */
  now?: () => number;
  /** Told of each entry a drop removes (not of those a flush, age or room removes). */
  onDropped?: (fullKey: string, value: unknown) => void;
}

/** How many loads in progress a read waits for, one after another, before it loads itself. */
const maxWaits = 3;

/**
 * Entries dropped by tag. Each entry lists the tags its value depends on; dropping a tag drops
 * exactly the entries that list it. A load that began before a drop of one of its tags, or before
 * a flush, is not stored (it may hold what the drop was for). Bounded in count, weight and age by
 * lru-cache.
 *
 * A soft drop (`markStale`) is for what may lag a write by a few seconds (counts on list cards):
 * its entries stay and are served as they are for `refreshAfterMs`; then the next read loads one
 * anew while others still get the stale one, for `maxStaleMs` at most. The writers whose writes
 * made an entry stale never get it: they see their own write at once.
 */
export class TagCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly index = new TagIndex();
  /** When each tag was last dropped, kept while a load that began earlier may still store. */
  private readonly drops = new DropLog();
  private readonly loads = new LoadsInFlight();
  private clock = 0;
  private flushedAt = 0;
  private readonly now: () => number;
  private readonly refreshAfterMs: number;
  private readonly maxStaleMs: number;
  private readonly onDropped: (fullKey: string, value: unknown) => void;

  constructor(options: TagCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.onDropped = options.onDropped ?? (() => undefined);
    this.refreshAfterMs = options.refreshAfterMs;
    this.maxStaleMs = options.maxStaleMs;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxWeight,
      ttl: options.ttlMs,
      // A test's clock ages entries too; otherwise lru-cache's own (performance.now).
      ...(options.now === undefined ? {} : { perf: { now: options.now } }),
      dispose: (entry, key) => this.index.remove(key, entry.tags),
    });
  }

  /**
   * What a read of `fullKey` by `readerId` (null: no one in particular) may answer with: a fresh
   * value; a stale one (`refresh` when it is due to be loaded anew); or nothing when there is
   * none, when the reader's own write made it stale, when it is stale too long, or when it is
   * stale at all and the read is `freshOnly` (the reload of a stale entry).
   */
  find(fullKey: string, readerId: string | null, freshOnly = false): Found | undefined {
    const entry = this.entries.get(fullKey);
    if (entry === undefined) return undefined;
    const { stale } = entry;
    if (stale === null) return { value: entry.value, refresh: false };
    if (freshOnly) return undefined;
    const age = this.now() - stale.since;
    const own = readerId !== null && stale.writers.has(readerId);
    if (own || age >= this.maxStaleMs) return undefined;
    // One read reloads it; the others get it as it is meanwhile.
    return {
      value: entry.value,
      refresh: age >= this.refreshAfterMs && this.loads.of(fullKey) === undefined,
    };
  }

  /**
   * A load of `fullKey` is starting; concurrent misses of the key wait for it. It hands its
   * waiters its value only when it was kept fresh: never a value loaded across a drop (or a soft
   * drop) of one of its tags, which a waiter may have come after. A waiter handed null loads the
   * key itself.
   */
  begin(fullKey: string, tags: readonly string[]): LoadTicket {
    this.clock += 1;
    return this.loads.begin(fullKey, tags, this.clock);
  }

  /**
   * Stores a load's value unless one of its tags was dropped, or all were, since it began; stale
   * when one of its tags was marked stale since.
   */
  finish(ticket: LoadTicket, value: unknown, tags: readonly string[], weight: number): boolean {
    this.loads.end(ticket);
    const dropped =
      this.flushedAt >= ticket.startedAt || this.drops.droppedSince(tags, ticket.startedAt);
    const stale = dropped ? null : this.drops.staleSince(tags, ticket.startedAt);
    if (!dropped) this.store(ticket.key, value, tags, weight, stale);
    ticket.share(dropped || stale !== null ? null : { value });
    this.forgetOldDrops();
    return !dropped;
  }

  /** A load that ended without a value to store. */
  abandon(ticket: LoadTicket): void {
    this.loads.end(ticket);
    ticket.share(null);
    this.forgetOldDrops();
  }

  /** Resolves once no load is in progress (those in the background included). */
  idle(): Promise<void> {
    return this.loads.idle();
  }

  /**
   * What a read of `fullKey` may answer with without loading, known at once: an entry (unless it
   * should refresh it), else the load in progress to wait for (`lookup`). Undefined: load it.
   */
  available(
    fullKey: string,
    readerId: string | null,
    freshOnly = false,
  ): { value: unknown } | Promise<Shared> | undefined {
    const found = this.find(fullKey, readerId, freshOnly);
    if (found !== undefined) return found.refresh ? undefined : { value: found.value };
    return this.loads.of(fullKey);
  }

  /**
   * What a read of `fullKey` may answer with without loading: `available`, waiting for the load
   * in progress (one that was not kept sends it to the next one, which another waiter began).
   * Undefined: load it. Checked at once first, so that concurrent misses begin only one load.
   */
  async lookup(
    fullKey: string,
    readerId: string | null,
    freshOnly = false,
  ): Promise<{ value: unknown } | undefined> {
    for (let waits = 0; waits < maxWaits; waits += 1) {
      const now = this.available(fullKey, readerId, freshOnly);
      if (!(now instanceof Promise)) return now;
      const shared = await now;
      if (shared !== null) return shared;
    }
    return undefined;
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
      /** Who reads: a stale entry their own write made is never theirs. */
      readerId?: string;
    } = {},
  ): Promise<{ value: Value; hit: boolean }> {
    const fullKey = fullKeyOf(declaration);
    const readerId = options.readerId ?? null;
    const found = this.find(fullKey, readerId);
    if (found !== undefined) {
      // Due: answered as it is, and loaded anew in the background (a failed load keeps it stale).
      if (found.refresh) this.load(fullKey, declaration, load, options).catch(() => undefined);
      // Each key belongs to one read, which always stores the same type.
      return { value: found.value as Value, hit: true };
    }
    // None: what a concurrent miss is loading, checked at once so only one load begins.
    const now = this.available(fullKey, readerId);
    const shared = now instanceof Promise ? await this.lookup(fullKey, readerId) : now;
    if (shared !== undefined) return { value: shared.value as Value, hit: true };
    return { value: await this.load(fullKey, declaration, load, options), hit: false };
  }

  /** Loads the value under the declaration and stores it (unless a drop came meanwhile). */
  private async load<Value>(
    fullKey: string,
    declaration: CacheDeclaration,
    load: () => Promise<Value>,
    options: {
      tagsOf?: (value: Value) => readonly string[];
      weigh?: (value: Value) => number;
    },
  ): Promise<Value> {
    const ticket = this.begin(fullKey, declaration.tags);
    try {
      const value = await load();
      const tags = [...declaration.tags, ...(options.tagsOf?.(value) ?? [])];
      this.finish(ticket, value, tags, options.weigh?.(value) ?? weighAsJson(value));
      return value;
    } catch (error) {
      this.abandon(ticket);
      throw error;
    }
  }

  /** Drops every entry that depends on one of `tags`; loads in flight that do will not store. */
  drop(tags: readonly string[]): void {
    this.clock += 1;
    for (const tag of tags) {
      if (this.loads.size > 0) this.drops.drop(tag, this.clock);
      for (const key of this.index.keysOf(tag)) {
        const entry = this.entries.peek(key);
        this.entries.delete(key);
        if (entry !== undefined) this.onDropped(key, entry.value);
      }
    }
  }

  /**
   * Marks every entry that depends on one of `tags` stale (see the class): what `writerId` wrote
   * may show a few seconds late to others, never to them. Loads in flight store theirs stale.
   */
  markStale(tags: readonly string[], writerId: string): void {
    if (tags.length === 0) return;
    this.clock += 1;
    const since = this.now();
    for (const tag of tags) {
      if (this.loads.size > 0) this.drops.softDrop(tag, this.clock, since, writerId);
      for (const key of this.index.keysOf(tag)) {
        const entry = this.entries.peek(key);
        if (entry === undefined) continue;
        entry.stale ??= { since, writers: new Set() };
        entry.stale.writers.add(writerId);
      }
    }
  }

  /**
   * Marks the loads in flight that depend on one of `tags` stale, as `markStale` would, and leaves
   * stored entries as they are: for a write whose caller marks the stored entries it changes by
   * what they hold, which a load's value does not tell before it ends.
   */
  markLoadsStale(tags: readonly string[], writerId: string): void {
    if (tags.length === 0 || this.loads.size === 0) return;
    this.clock += 1;
    const since = this.now();
    for (const tag of tags) this.drops.softDrop(tag, this.clock, since, writerId);
  }

  /**
   * The tags starting with `prefix` that stored entries or loads in flight depend on: what an
   * exact drop (one that asks which of them a write changed) has to consider.
   */
  tagsStartingWith(prefix: string): string[] {
    const stored = this.index.tagsStartingWith(prefix);
    return [...new Set([...stored, ...this.loads.tagsStartingWith(prefix)])];
  }

  /** Drops everything: what changed is unknown (a lost bus message, a Redis reconnect). */
  flush(): void {
    this.clock += 1;
    this.flushedAt = this.clock;
    this.entries.clear();
  }

  /**
   * Removes the entries past their age. lru-cache removes one only when it is read or pushed out,
   * so an answer read once (a problem added, a page visited once) would hold its memory until
   * the cache is full; the cache plugin calls this each minute.
   */
  purgeExpired(): void {
    this.entries.purgeStale();
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries weigh together, by the weights they were stored with (about bytes). */
  get weight(): number {
    return this.entries.calculatedSize;
  }

  private store(
    key: string,
    value: unknown,
    tags: readonly string[],
    weight: number,
    stale: Staleness | null,
  ): void {
    // Replacing an entry disposes of the old one, which unindexes its tags first.
    this.entries.set(key, { value, tags, stale }, { size: Math.max(1, weight + key.length) });
    this.index.add(key, tags);
  }

  /** Drops older than every load in flight can no longer keep a value out. */
  private forgetOldDrops(): void {
    this.drops.forget(this.loads.earliestStart());
  }
}
