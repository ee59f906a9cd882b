import type { MixedRateResult, PreparedMixed } from './mixed.ts';
import type { Latency } from './latency.ts';
import { markdownTable, ms, whole } from './results.ts';

/** What issue #21 asks of the mixed workload at each rate (reads alone are sent compressed). */
interface MixedTarget {
  ratio: number;
  /** Share of hits among the answers that say `X-Cache`, when the target asks for one. */
  hits?: number;
  p99Ms?: number;
}

export const mixedTargets: Readonly<Record<number, MixedTarget>> = {
  0: { ratio: 0.3 },
  1: { ratio: 0.2, hits: 0.9, p99Ms: 50 },
  20: { ratio: 0.1, p99Ms: 50 },
};

const percent = (share: number) => `${Math.round(share * 100)}%`;
const ratioText = (value: number) => value.toFixed(value < 0.1 ? 3 : 2);

/** Hits among the answers that carry `X-Cache` (hit or miss), 0..1. */
export function hitRate(result: MixedRateResult): number {
  const { hit, miss } = result.run.cache;
  return hit + miss === 0 ? 0 : hit / (hit + miss);
}

function answers(result: MixedRateResult): number {
  const { hit, miss, without } = result.run.cache;
  return hit + miss + without;
}

function targetText(target: MixedTarget | undefined): string {
  if (target === undefined) return '—';
  return [
    `ratio ≥ ${ratioText(target.ratio)}`,
    ...(target.hits === undefined ? [] : [`hits ≥ ${percent(target.hits)}`]),
    ...(target.p99Ms === undefined ? [] : [`p99 < ${target.p99Ms} ms`]),
  ].join(', ');
}

/** What a rate missed of its target, each with by how much; "met" when nothing, "—" without one. */
export function mixedVerdict(result: MixedRateResult): string {
  const target = mixedTargets[result.writesPerSecond];
  if (target === undefined) return '—';
  const misses: string[] = [];
  if (result.ratio < target.ratio)
    misses.push(`ratio short by ${(target.ratio - result.ratio).toFixed(3)}`);
  if (target.hits !== undefined && hitRate(result) < target.hits) {
    misses.push(`hits short by ${Math.round((target.hits - hitRate(result)) * 100)} points`);
  }
  const p99 = result.run.latency.p99;
  if (target.p99Ms !== undefined && p99 >= target.p99Ms) {
    misses.push(`p99 over by ${ms(p99 - target.p99Ms)}`);
  }
  return misses.length === 0 ? 'met' : `missed: ${misses.join('; ')}`;
}

function nodeShares(result: MixedRateResult): string {
  if (result.nodes === 1) return '—';
  const total = result.run.perNode.reduce((sum, count) => sum + count, 0);
  return result.run.perNode.map((count) => percent(count / Math.max(1, total))).join(' / ');
}

const latencyText = (latency: Latency | null) =>
  latency === null ? '—' : `${ms(latency.p50)} / ${ms(latency.p99)}`;

export function mixedTable(results: readonly MixedRateResult[]): string {
  return markdownTable(
    [
      'setup',
      'writes/s',
      'bare req/s',
      'Upsolve req/s',
      'ratio',
      'hits',
      'no X-Cache',
      'p50',
      'p99',
      'max',
      'writes made, p50 / p99',
      'per node',
      'Redis call, p50 / p99',
      'RSS, peak',
      'target',
      'verdict',
    ],
    results.map((result) => [
      result.setup,
      String(result.writesPerSecond),
      whole(result.bareRps),
      whole(result.run.requestsPerSecond),
      ratioText(result.ratio),
      percent(hitRate(result)),
      percent(result.run.cache.without / Math.max(1, answers(result))),
      ms(result.run.latency.p50),
      ms(result.run.latency.p99),
      ms(result.run.latency.max),
      result.run.writes === 0
        ? '—'
        : `${whole(result.run.writes)}: ${latencyText(result.run.writeLatency)}`,
      nodeShares(result),
      latencyText(result.redisRoundTrip),
      result.rssPeakMiB.map((peak) => `${peak.toFixed(0)} MiB`).join(' / '),
      targetText(mixedTargets[result.writesPerSecond]),
      mixedVerdict(result),
    ]),
  );
}

/** One line on what the runs read: requests, distinct URLs, sessions, bodies checked. */
export function mixedWorkloadLine(
  prepared: PreparedMixed,
  results: readonly MixedRateResult[],
): string {
  const checked = results.reduce((sum, result) => sum + result.run.bodiesChecked, 0);
  return (
    `Reads: ${whole(prepared.reads.length)} requests over ${whole(prepared.distinct)} distinct URLs from ` +
    `${prepared.sessions} signed-in sessions, all with \`Accept-Encoding: br, gzip\`; ` +
    `${whole(checked)} whole answers decompressed and checked against their schema.`
  );
}
