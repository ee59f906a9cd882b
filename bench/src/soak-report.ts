import type { TrafficCounts } from './soak-traffic.ts';
import { trafficKinds } from './soak-traffic.ts';
import type { Metric, MetricTrend } from './soak-trend.ts';

export interface SoakOutcome {
  database: 'embedded' | 'PostgreSQL';
  minutes: number;
  /** Beats sent per second. */
  rate: number;
  niceness: number;
  counts: TrafficCounts;
  /** Messages answered 2xx that a receiver's socket did not hear. */
  undelivered: number;
  /** Sockets that dropped while they were meant to stay. */
  drops: string[];
  samples: number;
  skippedSamples: number;
  sampleErrors: string[];
  trends: MetricTrend[];
  /** Beats not sent because 64 requests were still waiting: the server fell behind. */
  skippedBeats: number;
  /** The fewest and most connections the load held open at a sample (the pool's size if steady). */
  loadConnections: { fewest: number; most: number };
}

const names: Record<Metric, string> = {
  rssMiB: 'RSS (MiB)',
  cacheMiB: "… of which the answer cache's entries (MiB)",
  heapUsedMiB: 'V8 heap used (MiB)',
  cpuMsPerRequest: 'CPU time per request, over 30 s (ms)',
  loopDelayP99Ms: 'Event-loop delay, p99 of each second (ms)',
  loopDelayMaxMs: 'Event-loop delay, max of each second (ms)',
  handles: 'Active handles',
  fds: 'Open file descriptors, all',
  socketFds: '… sockets',
  otherFds: '… pipes, eventfd, epoll, other files',
  databaseFds: "… the embedded database's files",
  databaseFdsTwiceOrDeleted: '… of which open twice or deleted',
  dbConnections: 'Database connections (pg_stat_activity)',
};

const connectionsHeld = ({ fewest, most }: SoakOutcome['loadConnections']) =>
  fewest === most ? `${most}` : `${fewest} to ${most}`;

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** Why the soak failed, one line each; empty when it passed. */
export function failures(outcome: SoakOutcome): string[] {
  const found: string[] = [];
  if (outcome.counts.errors.length > 0) {
    found.push(
      `${outcome.counts.errors.length} requests not answered 2xx, e.g. ${outcome.counts.errors[0]}`,
    );
  }
  if (outcome.undelivered > 0)
    found.push(`${outcome.undelivered} messages never reached their receiver's socket`);
  if (outcome.drops.length > 0)
    found.push(`${outcome.drops.length} sockets dropped, e.g. ${outcome.drops[0]}`);
  if (outcome.sampleErrors.length > 0)
    found.push(`${outcome.sampleErrors.length} samples failed, e.g. ${outcome.sampleErrors[0]}`);
  for (const trend of outcome.trends) {
    if (trend.ok) continue;
    if (trend.unit === 'files on disk') {
      found.push(
        `${names[trend.metric]}: more open at a sample than the database has files (${trend.rise} open, ${trend.limit} files at the fewest)`,
      );
      continue;
    }
    const halves = trend.halves === undefined ? '' : `, ${halvesText(trend.halves)}`;
    found.push(
      `${names[trend.metric]} rose ${fixed(trend.rise, 2)} ${trend.unit} (limit ${trend.limit}${halves})`,
    );
  }
  return found;
}

function verdict(trend: MetricTrend): string {
  if (trend.unit === 'not judged') return '—';
  return trend.ok ? 'yes' : '**no**';
}

function halvesText([first, second]: [number, number]): string {
  return `halves ${fixed(first, 2)} and ${fixed(second, 2)}`;
}

function limitCell(trend: MetricTrend): string {
  if (trend.unit === 'not judged') return `not judged: ${trend.reason ?? ''}`;
  if (trend.unit === 'of the first third')
    return `${fixed(trend.rise * 100, 0)} % < ${fixed(trend.limit * 100, 0)} % ${trend.unit}`;
  if (trend.unit === 'files on disk')
    return `${trend.rise} open ≤ ${trend.limit} files on disk, at every sample`;
  if (trend.halves !== undefined && trend.rise >= trend.limit) {
    // Passed only because the rise did not hold in both halves: a step, said as such.
    const steady = trend.ok ? 'not in both halves' : 'in both halves';
    return `${fixed(trend.rise, 2)} ≥ ${trend.limit} ${trend.unit}, ${steady} (${halvesText(trend.halves)}; each must reach ${trend.limit / 2})`;
  }
  return `${fixed(trend.rise, 2)} < ${trend.limit} ${trend.unit}`;
}

/** The section of docs/performance.md the soak writes (bench:soak). */
export function soakSection(outcome: SoakOutcome): string {
  const { counts } = outcome;
  const total = Object.values(counts.answered).reduce((sum, count) => sum + count, 0);
  const failed = failures(outcome);
  const requests = trafficKinds.map((kind) => `| ${kind} | ${counts.answered[kind]} |`);
  const metrics = outcome.trends.map(
    (trend) =>
      `| ${names[trend.metric]} | ${fixed(trend.firstThird)} | ${fixed(trend.lastThird)} | ${fixed(trend.max)} | ` +
      `${fixed(trend.slopePerMinute, 3)} | ${limitCell(trend)} | ${verdict(trend)} |`,
  );
  return [
    `${outcome.minutes} minutes on the ${outcome.database} database, one request every ` +
      `${fixed(1000 / outcome.rate, 0)} ms (${outcome.rate} a second), the load generator and the ` +
      `server at nice ${outcome.niceness}: **${failed.length === 0 ? 'passed' : 'failed'}**. ` +
      `${total} requests answered, ${counts.errors.length} not answered 2xx; ` +
      `${counts.sentMessageIds.length} messages sent, ${outcome.undelivered} not heard by the ` +
      `receiver's socket; ${outcome.drops.length} sockets dropped; ${outcome.skippedBeats} beats ` +
      `skipped while 64 requests were waiting; the load held ${connectionsHeld(outcome.loadConnections)} ` +
      `connections open; ${outcome.samples} samples ` +
      `(${outcome.skippedSamples} seconds skipped while a reading was still in flight).`,
    '',
    '| Requests | Answered 2xx |',
    '| --- | ---: |',
    ...requests,
    '',
    '| Sampled each second | Median, first third | Median, last third | Max | Slope per minute, last two thirds | Rise (limit) | No upward trend |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- |',
    ...metrics,
    ...(failed.length === 0 ? [] : ['', ...failed.map((line) => `- ${line}`)]),
  ].join('\n');
}
