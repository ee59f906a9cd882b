/**
 * The bounds of each node's answer cache (plugins/cache.ts), in a module of their own so that the
 * soak (bench/) can say what it shows without loading the plugin.
 */
export const answerCacheBounds = {
  maxEntries: 20_000,
  /** About 96 MB of answers and values in all. */
  maxWeightBytes: 96 * 1024 * 1024,
  /** An entry's age at which it is reloaded, whatever was written meanwhile. */
  entryTtlMs: 5 * 60 * 1000,
  /** How often entries past their age are removed (TagCache.purgeExpired). */
  purgeEveryMs: 60_000,
} as const;
