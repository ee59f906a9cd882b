import type { ReadResult, WriteResult } from './rounds.ts';

/** Every read's p99 stays under this (ms). */
export const p99BudgetMs = 50;
/** Writes per second PostgreSQL must sustain. */
export const postgresWritesPerSecond = 500;

export const whole = (value: number) => Math.round(value).toLocaleString('en');

/** The cache-hit share as a percentage, or '—' for a read the shared cache does not serve. */
export const cacheShare = (share: number | null) =>
  share === null ? '—' : `${Math.round(share * 100)}%`;
/** Milliseconds as the tables show them. */
export const ms = (value: number) => {
  if (value === Number.POSITIVE_INFINITY) return 'no answer within a round';
  return `${value < 10 ? value.toFixed(1) : whole(value)} ms`;
};
const ratio = (value: number) => value.toFixed(value < 0.1 ? 3 : 2);

export function markdownTable(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** What a read missed, each with by how much; "met" when nothing. */
export function readVerdict(result: ReadResult): string {
  const misses: string[] = [];
  if (result.target !== null && result.ratio < result.target) {
    misses.push(
      `ratio ${ratio(result.ratio)} is ${(result.target - result.ratio).toFixed(3)} short of ${ratio(result.target)}`,
    );
  }
  if (result.p99 >= p99BudgetMs) {
    misses.push(
      result.p99 === Number.POSITIVE_INFINITY
        ? `p99 over ${p99BudgetMs} ms: no answer within a round`
        : `p99 over ${p99BudgetMs} ms by ${ms(result.p99 - p99BudgetMs)}`,
    );
  }
  return misses.length === 0 ? 'met' : `missed: ${misses.join('; ')}`;
}

export function readTable(results: readonly ReadResult[]): string {
  return markdownTable(
    [
      'read',
      'distinct',
      'bare req/s',
      'Upsolve req/s',
      'ratio',
      'target',
      'p50',
      'p99',
      'cache hits',
      'errors',
      'verdict',
    ],
    results.map((result) => [
      result.name,
      whole(result.distinct),
      whole(result.bareRps),
      whole(result.realRps),
      ratio(result.ratio),
      result.target === null ? '—' : `≥ ${ratio(result.target)}`,
      ms(result.p50),
      ms(result.p99),
      cacheShare(result.cacheHits),
      String(result.errors),
      readVerdict(result),
    ]),
  );
}

/** Writes have a target on PostgreSQL only; the embedded database's are reported as measured. */
export function writeVerdict(result: WriteResult, hasTarget: boolean): string {
  if (!hasTarget) return '—';
  if (result.rps >= postgresWritesPerSecond) return 'met';
  return `missed by ${whole(postgresWritesPerSecond - result.rps)}/s`;
}

export function writeTable(results: readonly WriteResult[], hasTarget: boolean): string {
  return markdownTable(
    ['write', 'req/s', 'target', 'p50', 'p99', 'errors', 'verdict'],
    results.map((result) => [
      result.name,
      whole(result.rps),
      hasTarget ? `≥ ${postgresWritesPerSecond}/s` : '—',
      ms(result.p50),
      ms(result.p99),
      String(result.errors),
      writeVerdict(result, hasTarget),
    ]),
  );
}
