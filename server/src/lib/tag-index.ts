/** Which stored keys depend on each tag: what a drop by tag finds its entries through. */
export class TagIndex {
  private readonly keysByTag = new Map<string, Set<string>>();

  add(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
  }

  remove(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys === undefined) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** The keys that depend on `tag`, as a copy: dropping them changes the index. */
  keysOf(tag: string): string[] {
    return [...(this.keysByTag.get(tag) ?? [])];
  }

  /** The indexed tags that start with `prefix`. */
  tagsStartingWith(prefix: string): string[] {
    return [...this.keysByTag.keys()].filter((tag) => tag.startsWith(prefix));
  }
}
