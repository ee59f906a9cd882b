import { send } from './http.ts';
import { runLoad } from './load.ts';
import type { CacheCounts, LoadResult } from './load.ts';
import { LatencyBreakdown, latencyOf } from './latency.ts';
import type { Latency } from './latency.ts';
import { mixedAnswerCheck, sampleBodies } from './mixed-check.ts';
import type { MixedRead } from './mixed-reads.ts';
import type { WritePlan } from './mixed-writes.ts';

export interface RunLength {
  /** How long the run lasts, unless `amount` is set (smoke runs): then until that many answers. */
  seconds: number;
  amount?: number;
  connections: number;
}

export interface MixedRunResult {
  requestsPerSecond: number;
  /** Answers each node gave (one entry per origin, in order). */
  perNode: number[];
  cache: CacheCounts;
  latency: Latency;
  /** Whole answers decompressed and checked against their schema beside the load. */
  bodiesChecked: number;
  /** Writes made during the run, and their latency (null when none). */
  writes: number;
  writeLatency: Latency | null;
}

/**
 * Writes at a steady `perSecond` until stopped, each issued on schedule whether or not the earlier
 * ones were answered (a writer does not wait for other users), spread over `origins`. Any answer
 * but a 2xx is kept and `stop` rejects with it.
 */
function writeSteadily(
  origins: readonly string[],
  plan: WritePlan,
  perSecond: number,
  breakdown: LatencyBreakdown,
) {
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let failure: Error | null = null;
  let issued = 0;
  const started = performance.now();
  const writeOne = async () => {
    const { kind, request } = plan.next();
    const origin = origins[issued % origins.length] ?? '';
    issued += 1;
    const sentAt = performance.now();
    const answer = await send(origin, request);
    if (answer.status < 200 || answer.status > 299) {
      const text = answer.body.toString('utf8').slice(0, 300);
      throw new Error(
        `A ${kind} write, ${request.method} ${request.path}, answered ${answer.status}: ${text}`,
      );
    }
    const ms = performance.now() - sentAt;
    latencies.push(ms);
    breakdown.noteWrite(kind, ms);
  };
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    // Every write due by now is issued, so a late tick catches up instead of lowering the rate.
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond) + 1;
    while (issued < due && failure === null) {
      const write = writeOne().catch((error: unknown) => {
        failure ??= error instanceof Error ? error : new Error(String(error));
      });
      inFlight.add(write);
      void write.finally(() => inFlight.delete(write));
    }
    timer = setTimeout(tick, Math.max(1, 1000 / perSecond / 2));
  };
  if (perSecond > 0) tick();
  return {
    stop: async () => {
      clearTimeout(timer);
      await Promise.all(inFlight);
      if (failure !== null) throw failure;
      return {
        writes: latencies.length,
        latency: latencies.length === 0 ? null : latencyOf(latencies),
      };
    },
  };
}

function sumCache(results: readonly LoadResult[]): CacheCounts {
  return results.reduce(
    (sum, result) => ({
      hit: sum.hit + result.cache.hit,
      miss: sum.miss + result.cache.miss,
      without: sum.without + result.cache.without,
    }),
    { hit: 0, miss: 0, without: 0 },
  );
}

/** `items` from `start` on, then the ones before it: each node starts at another request. */
function rotated<T>(items: readonly T[], start: number): T[] {
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * One measured run of the mixed workload against `origins` (one node, or several sharing the
 * connections): the reads through the load tool, writes at `writesPerSecond` beside them, and a
 * sampler checking whole bodies. Rejects at the first non-2xx or misshapen answer.
 */
export async function runMixed(
  origins: readonly string[],
  reads: readonly MixedRead[],
  writes: { plan: WritePlan; perSecond: number } | null,
  length: RunLength,
  sampleOffset: number,
): Promise<MixedRunResult> {
  const latencies: number[] = [];
  const breakdown = new LatencyBreakdown();
  const sampler = sampleBodies(origins, reads, sampleOffset);
  const writer =
    writes === null ? null : writeSteadily(origins, writes.plan, writes.perSecond, breakdown);
  const share = Math.max(1, Math.floor(length.connections / origins.length));
  let results: LoadResult[];
  try {
    results = await Promise.all(
      origins.map((origin, node) => {
        const nodeReads = rotated(reads, Math.floor((node * reads.length) / origins.length));
        return runLoad({
          origin,
          requests: nodeReads.map((read) => read.request),
          check: mixedAnswerCheck(nodeReads),
          seconds: length.seconds,
          amount:
            length.amount === undefined ? undefined : Math.ceil(length.amount / origins.length),
          connections: share,
          onLatency: (ms) => latencies.push(ms),
          onAnswer: (index, cache, ms) => {
            breakdown.note(nodeReads[index]?.kind ?? 'unknown', cache, ms);
          },
        });
      }),
    );
  } catch (error) {
    // Nothing is left writing after a failed run; the load's error is the one reported.
    await Promise.allSettled([sampler.stop(), writer?.stop()]);
    throw error;
  }
  breakdown.print();
  const bodiesChecked = await sampler.stop();
  const written = (await writer?.stop()) ?? { writes: 0, latency: null };
  const seconds = Math.max(...results.map((result) => result.durationSeconds));
  const answers = results.reduce((sum, result) => sum + result.answers, 0);
  return {
    requestsPerSecond: answers / seconds,
    perNode: results.map((result) => result.answers),
    cache: sumCache(results),
    latency: latencyOf(latencies),
    bodiesChecked,
    writes: written.writes,
    writeLatency: written.latency,
  };
}
