/**
 * A bounded in-memory cache whose entries expire: what the session lookup and the shared lists
 * keep per node. Past `maxEntries` the oldest entry goes first, so memory stays bounded whatever
 * clients send.
 */
export class ExpiringCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  /** The value stored under `key`, unless it has expired. */
  get(key: string, now = Date.now()): Value | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: Value, ttlMs: number, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: now + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
