import { IdleWaiters } from './idle-waiters.ts';

/** What a load hands the reads that waited for it: its value, or null when it was not kept. */
export type Shared = { value: unknown } | null;

/** A load in progress: when it began, so a drop after that keeps its value out. */
export interface LoadTicket {
  readonly key: string;
  readonly startedAt: number;
  /** The tags it declared before loading: an exact drop must see loads in flight too. */
  readonly tags: readonly string[];
  /** What concurrent misses of the key wait for instead of loading it again. */
  readonly shared: Promise<Shared>;
  readonly share: (shared: Shared) => void;
}

/**
 * The tag cache's loads in progress (lib/tag-cache.ts): which keys are loading, so that
 * concurrent misses of one key wait for one load; when the earliest began, so that drops older
 * than every load can be forgotten; and when none is left, for tests and shutdowns.
 */
export class LoadsInFlight {
  private readonly tickets = new Set<LoadTicket>();
  private readonly byKey = new Map<string, Promise<Shared>>();
  private readonly idleWaiters = new IdleWaiters();

  /** A load of `key` begins at `startedAt` (the cache's clock); misses of `key` now wait for it. */
  begin(key: string, tags: readonly string[], startedAt: number): LoadTicket {
    let share: (shared: Shared) => void = () => undefined;
    const shared = new Promise<Shared>((resolve) => {
      share = resolve;
    });
    const ticket = { key, startedAt, tags, shared, share };
    this.tickets.add(ticket);
    this.byKey.set(key, shared);
    return ticket;
  }

  /** The load ended (stored or not): a later miss of its key loads anew. */
  end(ticket: LoadTicket): void {
    this.tickets.delete(ticket);
    if (this.byKey.get(ticket.key) === ticket.shared) this.byKey.delete(ticket.key);
    if (this.tickets.size === 0) this.idleWaiters.release();
  }

  /** The load of `key` in progress, to wait for; undefined when none is. */
  of(key: string): Promise<Shared> | undefined {
    return this.byKey.get(key);
  }

  get size(): number {
    return this.tickets.size;
  }

  /** When the earliest load in progress began; null when none is. */
  earliestStart(): number | null {
    let earliest: number | null = null;
    for (const { startedAt } of this.tickets) {
      if (earliest === null || startedAt < earliest) earliest = startedAt;
    }
    return earliest;
  }

  /** The tags the loads in progress declared that start with `prefix`. */
  tagsStartingWith(prefix: string): string[] {
    const tags: string[] = [];
    for (const ticket of this.tickets) {
      for (const tag of ticket.tags) if (tag.startsWith(prefix)) tags.push(tag);
    }
    return tags;
  }

  /** Resolves once no load is in progress. */
  idle(): Promise<void> {
    return this.idleWaiters.wait(this.tickets.size === 0);
  }
}
