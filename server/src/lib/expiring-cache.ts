/**
 * A bounded in-memory cache whose entries expire: what the session lookup and the shared lists
 * keep per node. Past `maxEntries`, or past `maxWeight` (the sum of what `set` was told each entry
 * weighs, e.g. its bytes), the oldest entries go first, so memory stays bounded whatever clients
 * send. An entry heavier than `maxWeight` alone is not kept.
 */
export class ExpiringCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  /** The value stored under `key`, unless it has expired. */
  get(key: string, now = Date.now()): Value | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.delete(key);
    return undefined;
  }

  set(key: string, value: Value, ttlMs: number, now = Date.now(), weight = 0): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.totalWeight + weight > this.maxWeight)
    ) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: now + ttlMs, weight });
    this.totalWeight += weight;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  /** Drops every entry whose value passes `test` (a walk over all entries: for rare events). */
  deleteWhere(test: (value: Value) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (test(entry.value)) this.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the weights of the entries kept. */
  get weight(): number {
    return this.totalWeight;
  }
}
