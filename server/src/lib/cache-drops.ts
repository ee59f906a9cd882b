/** Since when a cached entry is stale, and whose writes made it so (they never get it). */
export interface Staleness {
  /** Milliseconds, on the cache's clock. */
  since: number;
  writers: Set<string>;
}

interface SoftDrop extends Staleness {
  /** The cache's tick of the latest soft drop of the tag. */
  at: number;
}

/** Past this many remembered tags, those older than every load in flight are forgotten. */
const rememberedTags = 10_000;

/**
 * What the loads in flight of a tag cache (lib/tag-cache.ts) must hear of when they end: the tick
 * of each tag's latest drop and soft drop since the oldest of them began. A load whose tag was
 * dropped after it began is not stored; one whose tag was marked stale is stored stale.
 */
export class DropLog {
  private readonly droppedAt = new Map<string, number>();
  private readonly softDroppedAt = new Map<string, SoftDrop>();

  drop(tag: string, at: number): void {
    this.droppedAt.set(tag, at);
  }

  /** Keeps the earliest time and every writer: a load is then thought stale early, never late. */
  softDrop(tag: string, at: number, since: number, writerId: string): void {
    const drop = this.softDroppedAt.get(tag) ?? { at, since, writers: new Set<string>() };
    drop.at = at;
    drop.writers.add(writerId);
    this.softDroppedAt.set(tag, drop);
  }

  /** Whether one of `tags` was dropped at or after tick `startedAt`. */
  droppedSince(tags: readonly string[], startedAt: number): boolean {
    return tags.some((tag) => (this.droppedAt.get(tag) ?? 0) >= startedAt);
  }

  /** The staleness soft drops of `tags` at or after tick `startedAt` give a value, if any. */
  staleSince(tags: readonly string[], startedAt: number): Staleness | null {
    let stale: Staleness | null = null;
    for (const tag of tags) {
      const drop = this.softDroppedAt.get(tag);
      if (drop === undefined || drop.at < startedAt) continue;
      stale ??= { since: drop.since, writers: new Set() };
      stale.since = Math.min(stale.since, drop.since);
      for (const writer of drop.writers) stale.writers.add(writer);
    }
    return stale;
  }

  /** Forgets what no load in flight can hear of (`oldest`: the earliest start, null: none). */
  forget(oldest: number | null): void {
    if (oldest === null) {
      this.droppedAt.clear();
      this.softDroppedAt.clear();
      return;
    }
    if (this.droppedAt.size + this.softDroppedAt.size < rememberedTags) return;
    for (const [tag, at] of this.droppedAt) if (at < oldest) this.droppedAt.delete(tag);
    for (const [tag, drop] of this.softDroppedAt) {
      if (drop.at < oldest) this.softDroppedAt.delete(tag);
    }
  }
}
