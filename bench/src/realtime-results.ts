import type { DeliveryResult } from './deliveries.ts';
import type { IdleSocketsResult } from './idle-sockets.ts';
import { markdownTable, ms, whole } from './results.ts';

/** A delivery run and what it was measured on. */
export interface DeliveryRow {
  setup: string;
  clients: string;
  result: DeliveryResult;
  /** DESIGN §10: the p99 must stay under this (ms). */
  p99BudgetMs: number;
}

/** 10,000 idle sockets may add at most this much to the idle server's resident memory (bytes). */
export const idleSocketsBudgetBytes = 300_000_000;

const bytesPerMiB = 1024 * 1024;
/** Megabytes as DESIGN states the budget: 10⁶ bytes. */
const megabytes = (mib: number) => `${whole((mib * bytesPerMiB) / 1_000_000)} MB`;

function deliveryVerdict(row: DeliveryRow): string {
  const over = row.result.p99 - row.p99BudgetMs;
  return over < 0 ? 'met' : `missed: p99 over ${row.p99BudgetMs} ms by ${ms(over)}`;
}

export function deliveryTable(rows: readonly DeliveryRow[]): string {
  return markdownTable(
    [
      'setup',
      'clients',
      'deliveries',
      'sends/s',
      'p50',
      'p95',
      'p99',
      'max',
      'p99 budget',
      'send answered, p99',
      "bench's own longest stall",
    ],
    rows.map((row) => [
      row.setup,
      row.clients,
      whole(row.result.deliveries),
      whole(row.result.perSecond),
      ms(row.result.p50),
      ms(row.result.p95),
      ms(row.result.p99),
      ms(row.result.max),
      `< ${row.p99BudgetMs} ms: ${deliveryVerdict(row)}`,
      ms(row.result.answeredP99),
      ms(row.result.benchDelayMax),
    ]),
  );
}

export function idleSocketsTable(result: IdleSocketsResult): string {
  const addedMiB = result.connectedMiB - result.idleMiB;
  const addedBytes = addedMiB * bytesPerMiB;
  const perSocketKiB = (addedBytes / 1024 / Math.max(result.sockets, 1)).toFixed(1);
  const verdict =
    addedBytes < idleSocketsBudgetBytes
      ? 'met'
      : `missed by ${megabytes((addedBytes - idleSocketsBudgetBytes) / bytesPerMiB)}`;
  const count = whole(result.sockets);
  return markdownTable(
    ['server process resident memory (VmRSS)', 'result', 'budget'],
    [
      ['idle, before any socket', megabytes(result.idleMiB), ''],
      [
        `${count} sockets connected (in ${result.connectSeconds.toFixed(1)} s), then idle`,
        megabytes(result.connectedMiB),
        '',
      ],
      [
        `added by the ${count} sockets`,
        `${megabytes(addedMiB)} (${perSocketKiB} KiB a socket)`,
        `< ${megabytes(idleSocketsBudgetBytes / bytesPerMiB)}: ${verdict}`,
      ],
      ['most held while they connected', megabytes(result.peakMiB), ''],
      ['most user ids in one presence event to one socket', whole(result.largestPresenceEvent), ''],
    ],
  );
}
