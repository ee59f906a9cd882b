import { median } from './process.ts';
import { answerCacheBounds } from '../../server/src/lib/answer-cache-bounds.ts';

/** One reading of the server, taken each second. */
export interface Sample {
  /** Seconds since the traffic started. */
  at: number;
  rssMiB: number;
  heapUsedMiB: number;
  /** What the answer cache's entries weigh (MiB): a part of RSS that grows, within its bound, as it fills. */
  cacheMiB: number;
  /** The event loop's delay over the second before (monitorEventLoopDelay), in ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /**
   * The server's CPU time per request answered, over the 30 readings before: what
   * its work costs, which the machine's other load barely changes, unlike the event-loop delay.
   */
  cpuMsPerRequest: number;
  /** Node's active resources (sockets, timers, ...): `process.getActiveResourcesInfo()`. */
  handles: number;
  /** The process's open file descriptors (/proc/<pid>/fd), all kinds: the sum of the four below. */
  fds: number;
  /** Of those, sockets: listeners, the load's connections, Socket.IO's, the admin socket. */
  socketFds: number;
  /** Of those, pipes, eventfd and epoll descriptors, /dev/null and files not the database's. */
  otherFds: number;
  /** Of those, the embedded database's files (soak-descriptors.ts). */
  databaseFds: number;
  /** Of the database's, each file open a second time or deleted yet held: a leak's mark. */
  databaseFdsTwiceOrDeleted: number;
  /** Files in the embedded database's directory: what `databaseFds` may climb to. */
  databaseFilesOnDisk: number;
  /** The load's open connections to the server: constant, or the server's sockets follow it. */
  loadConnections: number;
  /** The database's connections of this server (pg_stat_activity); null on the embedded one. */
  dbConnections: number | null;
}

/** What is judged; the files on disk and the load's connections are what the judging compares with. */
export type Metric = Exclude<keyof Sample, 'at' | 'databaseFilesOnDisk' | 'loadConnections'>;

export type Limit =
  /** A steady rise per minute (see `steadyRise`). */
  | { perMinute: number }
  | { overWindow: number }
  /** The fitted rise over the window, as a fraction of the first third's median. */
  | { fractionOverWindow: number }
  /** At most the files the database has on disk, at every sample. */
  | { filesOnDisk: true }
  /** Shown, not judged, for this reason. */
  | { notJudged: string };

/**
 * What "no upward trend" means: the least-squares slope over the last two thirds of the samples
 * (the first third warms up: code is compiled, caches and the database's buffers fill) must stay
 * below a limit per minute. Why these limits (docs/performance.md, "Soak"):
 *
 * - Memory: 2 MiB/min of RSS, 1 MiB/min of V8 heap. At the soak's ~2,400 requests a minute, that
 *   is a leak of under 1 KiB (RSS) or 450 bytes (heap) per request, a few retained objects; 2 MiB
 *   a minute would be ~2.8 GiB a day, the whole of a small server's memory. The V8 heap's
 *   saw-tooth (collections every few seconds) averages out over hundreds of samples. The traffic
 *   is the same beat all along, so a leak rises all along: the rise must show in each half of the
 *   window too (`steadyRise`). RSS also moves in steps that are not leaks: the allocator keeps an
 *   arena it grew, the embedded engine touches a page of its memory the first time (CI's run of
 *   91a61cc: flat for 5 minutes, then 8 MiB up in one minute during a 1.6 s stall, then flat, a
 *   fitted 2.5 MiB a minute); a step in the middle of the window fits a slope of 1.5 × its height
 *   over the window's minutes, so one 9 MiB step alone would fail a 2 MiB/min limit.
 * - Handles, sockets, other descriptors, connections: what they count is fixed by the load (its
 *   32 connections held open from the start, 10 Socket.IO sockets, the timers), so the fitted rise
 *   over the whole window must stay under 3. A leak tied to requests, messages or sign-ins
 *   (thousands in the window) would rise by hundreds.
 * - The embedded database's files: PostgreSQL opens each relation file the first time it reads it
 *   and keeps it, so they climb, without a pattern in time, as the traffic and the maintenance job
 *   reach relations not read before; that is bounded by the files on disk, which is the limit. A
 *   descriptor leak there would open a file twice or hold a deleted one: those must not trend up.
 * - CPU time per request: its fitted rise over the window must stay under a quarter of its level in the
 *   first third. Work that grows as data accumulates (a list walked per request, a scan of a table
 *   the soak fills) shows as a steady rise; a busy machine barely changes it (CPU time, not time).
 * - Event-loop delay: shown, not judged. On a shared machine at nice 19 it follows the other
 *   processes' load (the first run: a p99 of 240 ms, seconds at a time with no CPU), so a trend in
 *   it says more about the machine than the server; CPU time per request is judged instead.
 */
/** What bounds the answer cache's weight, from the server's own figures. */
function cacheBoundsText(): string {
  const { maxWeightBytes, entryTtlMs, purgeEveryMs } = answerCacheBounds;
  const mebibytes = maxWeightBytes / 2 ** 20;
  return (
    `bounded (${mebibytes} MiB); entries past ${entryTtlMs / 60_000} minutes are removed ` +
    `every ${purgeEveryMs / 1000} s`
  );
}

export const limits: Record<Metric, Limit> = {
  rssMiB: { perMinute: 2 },
  cacheMiB: { notJudged: cacheBoundsText() },
  heapUsedMiB: { perMinute: 1 },
  cpuMsPerRequest: { fractionOverWindow: 0.25 },
  loopDelayP99Ms: { notJudged: "follows the machine's load; CPU per request is judged" },
  loopDelayMaxMs: { notJudged: "follows the machine's load; CPU per request is judged" },
  handles: { overWindow: 3 },
  fds: { notJudged: 'each kind below is' },
  socketFds: { overWindow: 3 },
  otherFds: { overWindow: 3 },
  databaseFds: { filesOnDisk: true },
  databaseFdsTwiceOrDeleted: { overWindow: 3 },
  dbConnections: { overWindow: 1 },
};

/** Least-squares slope of `values` against `at` (seconds), per minute. */
export function slopePerMinute(points: readonly { at: number; value: number }[]): number {
  const count = points.length;
  if (count < 2) return 0;
  const meanAt = points.reduce((sum, point) => sum + point.at, 0) / count;
  const meanValue = points.reduce((sum, point) => sum + point.value, 0) / count;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.at - meanAt) * (point.value - meanValue);
    variance += (point.at - meanAt) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

export interface MetricTrend {
  metric: Metric;
  /** Medians of the first and last thirds of all samples. */
  firstThird: number;
  lastThird: number;
  max: number;
  /** Over the judged window (the last two thirds). */
  slopePerMinute: number;
  /** The limit, in the same unit as `rise`; for files on disk, the fewest at any sample. */
  limit: number;
  /**
   * What is compared with the limit: the slope, the slope times the window's minutes, or for
   * files on disk the most descriptors open at any sample.
   */
  rise: number;
  unit: 'per minute' | 'over the window' | 'of the first third' | 'files on disk' | 'not judged';
  /** Why a metric is not judged. */
  reason?: string;
  /** For a limit per minute: the slope over each half of the window. */
  halves?: [number, number];
  ok: boolean;
}

function thirds<T>(items: readonly T[]): { first: T[]; judged: T[]; last: T[] } {
  const third = Math.floor(items.length / 3);
  return {
    first: items.slice(0, third),
    judged: items.slice(third),
    last: items.slice(items.length - third),
  };
}

/**
 * Whether a slope over `limit` per minute is a steady rise: each half of the window also rises by
 * at least half the limit. A leak at the limit does in both halves, whatever the noise; a step
 * rises in one half and stays flat in the other.
 */
export function steadyRise(
  points: readonly { at: number; value: number }[],
  limit: number,
): { slope: number; halves: [number, number]; ok: boolean } {
  const slope = slopePerMinute(points);
  const middle = Math.floor(points.length / 2);
  const halves: [number, number] = [
    slopePerMinute(points.slice(0, middle)),
    slopePerMinute(points.slice(middle)),
  ];
  const steady = halves.every((half) => half >= limit / 2);
  return { slope, halves, ok: slope < limit || !steady };
}

function judge(
  limit: Limit,
  points: readonly { at: number; value: number }[],
  slope: number,
  windowMinutes: number,
  samples: readonly Sample[],
  firstThird: number,
): Pick<MetricTrend, 'limit' | 'rise' | 'halves' | 'unit' | 'ok' | 'reason'> {
  if ('perMinute' in limit) {
    const { halves, ok } = steadyRise(points, limit.perMinute);
    return { limit: limit.perMinute, rise: slope, halves, unit: 'per minute', ok };
  }
  if ('overWindow' in limit) {
    const rise = slope * windowMinutes;
    return { limit: limit.overWindow, rise, unit: 'over the window', ok: rise < limit.overWindow };
  }
  if ('fractionOverWindow' in limit) {
    const rise = firstThird === 0 ? 0 : (slope * windowMinutes) / firstThird;
    const bound = limit.fractionOverWindow;
    return { limit: bound, rise, unit: 'of the first third', ok: rise < bound };
  }
  if ('filesOnDisk' in limit) {
    // Each sample's open database files against the files on disk then; the report shows the most
    // open against the fewest on disk, which is the same test made coarser.
    const open = Math.max(...samples.map((sample) => sample.databaseFds));
    const onDisk = Math.min(...samples.map((sample) => sample.databaseFilesOnDisk));
    const ok = samples.every((sample) => sample.databaseFds <= sample.databaseFilesOnDisk);
    return { limit: onDisk, rise: open, unit: 'files on disk', ok };
  }
  return {
    limit: 0,
    rise: slope * windowMinutes,
    unit: 'not judged',
    ok: true,
    reason: limit.notJudged,
  };
}

/** Each metric's trend over `samples`; a metric with no readings (no database count) is left out. */
export function trends(samples: readonly Sample[]): MetricTrend[] {
  const { first, judged, last } = thirds(samples);
  const windowMinutes =
    judged.length < 2 ? 0 : ((judged.at(-1)?.at ?? 0) - (judged[0]?.at ?? 0)) / 60;
  const result: MetricTrend[] = [];
  for (const [metric, limit] of Object.entries(limits) as [Metric, (typeof limits)[Metric]][]) {
    const valueOf = (sample: Sample) => sample[metric];
    if (samples.some((sample) => valueOf(sample) === null)) continue;
    const values = (list: readonly Sample[]) => list.map((sample) => valueOf(sample) ?? 0);
    const points = judged.map((sample) => ({ at: sample.at, value: valueOf(sample) ?? 0 }));
    const slope = slopePerMinute(points);
    const firstThird = median(values(first));
    result.push({
      metric,
      firstThird,
      lastThird: median(values(last)),
      max: Math.max(...values(samples)),
      slopePerMinute: slope,
      ...judge(limit, points, slope, windowMinutes, samples, firstThird),
    });
  }
  return result;
}
