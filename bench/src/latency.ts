/** Latency in milliseconds: median, 99th percentile and the slowest answer. */
export interface Latency {
  p50: number;
  p99: number;
  max: number;
}

/** Exact percentiles of a list of latencies (every answer's, not a histogram's buckets). */
export function latencyOf(values: number[]): Latency {
  if (values.length === 0) {
    const never = Number.POSITIVE_INFINITY;
    return { p50: never, p99: never, max: never };
  }
  const sorted = Float64Array.from(values).sort();
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

/** How long after a run's start its cold misses are over, in the bench's runs so far. */
const coldSeconds = 15;

/** `--by-kind`: the breakdown names each kind of read too, not only hits and misses. */
const byKind = process.argv.includes('--by-kind');

/**
 * Latency of a mixed run's answers by group, printed as the run ends: hits and misses, in its
 * first seconds (the cold start) and after them, and with `--by-kind` each kind of read. It says
 * where a p99 comes from; the report keeps the whole run's figures.
 */
export class LatencyBreakdown {
  readonly #groups = new Map<string, number[]>();
  readonly #started = performance.now();

  note(kind: string, cache: string | undefined, ms: number): void {
    const outcome = cache ?? 'no X-Cache';
    this.#add(`${outcome}, ${this.#phase()}`, ms);
    if (byKind) this.#add(`${kind}, ${outcome}`, ms);
  }

  /** A write of the run (a `kind` of mixed-writes.ts), answered in `ms`. */
  noteWrite(kind: string, ms: number): void {
    this.#add(`write, ${this.#phase()}`, ms);
    if (byKind) this.#add(`write, ${kind}`, ms);
  }

  #phase(): string {
    const seconds = (performance.now() - this.#started) / 1000;
    return seconds > coldSeconds ? `after ${coldSeconds} s` : `first ${coldSeconds} s`;
  }

  #add(group: string, ms: number): void {
    const values = this.#groups.get(group) ?? [];
    values.push(ms);
    this.#groups.set(group, values);
  }

  print(): void {
    const groups = [...this.#groups.entries()].sort(([a], [b]) => a.localeCompare(b));
    for (const [group, values] of groups) {
      const seen = latencyOf(values);
      console.log(
        `    ${group}: ${values.length} answers, p50 ${seen.p50.toFixed(1)} ms, p99 ${seen.p99.toFixed(1)} ms, max ${seen.max.toFixed(0)} ms`,
      );
    }
  }
}
