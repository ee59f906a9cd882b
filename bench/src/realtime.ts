// `npm run bench:realtime`: direct messages in real time. Delivery latency (sender's HTTP send to
// the receiver's `newMessage`) on one node with 1,000 connected clients and across two nodes
// through Redis; the memory 10,000 idle sockets add to a server; and the chat's two reads beside
// the bare server, as `npm run bench` measures reads. Writes the "Real time" section of
// docs/performance.md.
// `npm run bench:realtime -- --smoke`: tiny numbers, nothing written; exits non-zero on error.
// `--only=embedded` or `--only=postgres`: one part, printed and not written.
// PostgreSQL as for `npm run bench` (BENCH_DATABASE_URL, ...); Redis at BENCH_REDIS_URL, else
// TEST_REDIS_URL, else redis://127.0.0.1:6379.
import { loadavg } from 'node:os';
import { scales } from './data.ts';
import type { DeliveryRow } from './realtime-results.ts';
import { deliveryTable, idleSocketsTable } from './realtime-results.ts';
import { embeddedRuns, postgresRuns } from './realtime-runs.ts';
import type { EmbeddedResults, PostgresResults, RealtimeSettings } from './realtime-runs.ts';
import { benchAdminUrl, defaultAdminUrl } from './postgres-dataset.ts';
import { runCommand } from './process.ts';
import { writeReportSection } from './report.ts';
import { readTable } from './results.ts';
import { buildStale, startBareServer } from './servers.ts';

const smoke = process.argv.includes('--smoke');
const only = process.argv
  .find((argument) => argument.startsWith('--only='))
  ?.slice('--only='.length);

const settings: RealtimeSettings = smoke
  ? {
      datasetName: 'realtime_smoke',
      scale: scales.realtimeSmoke,
      clients: 20,
      idleSockets: 40,
      warmup: { deliveries: 10, perSecond: 50 },
      deliveries: { deliveries: 40, perSecond: 50 },
      rounds: { rounds: 1, seconds: 1, amount: 8, warmupSeconds: 0, connections: 4 },
    }
  : {
      datasetName: 'realtime',
      scale: scales.realtime,
      clients: 1_000,
      idleSockets: 10_000,
      warmup: { deliveries: 100, perSecond: 50 },
      // Five minutes at 50 a second: the period of the embedded database's housekeeping, which
      // analyzes every five minutes once 500 writes have gone through (plugins/housekeeping.ts)
      // and holds every query meanwhile. Any five minutes hold exactly one such pause; a shorter
      // window would hold one or none, depending on when it started.
      deliveries: { deliveries: 15_000, perSecond: 50 },
      rounds: { rounds: 3, seconds: 5, warmupSeconds: 1, connections: 32 },
    };

const redisUrl =
  process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

function describeData(): string {
  const { users, conversations } = settings.scale;
  const count = (value: number) => value.toLocaleString('en');
  const total = conversations.viewers * conversations.partnersEach;
  return (
    `${count(users)} users; ${count(total)} conversations of ${conversations.messagesEach} ` +
    `messages, each of the first ${count(conversations.viewers)} users with ` +
    `${conversations.partnersEach} of the next ${count(conversations.partnerPool)}`
  );
}

/** The report's tables: those of the parts that ran (both, unless `--only` chose one). */
function tables(embedded: EmbeddedResults | undefined, postgres: PostgresResults | undefined) {
  const clients = settings.clients.toLocaleString('en');
  const rows: DeliveryRow[] = [];
  if (embedded !== undefined) {
    const setup = 'one node, embedded database';
    rows.push({ setup, clients, result: embedded.delivery, p99BudgetMs: 25 });
  }
  if (postgres !== undefined) {
    rows.push({
      setup: 'two nodes, PostgreSQL and Redis; every message crosses nodes',
      clients: `${clients} (half on each node)`,
      result: postgres.delivery,
      p99BudgetMs: 50,
    });
  }
  const parts = ['**Delivery latency**, sender → receiver:', deliveryTable(rows)];
  if (embedded !== undefined) {
    parts.push(
      '**Idle sockets**, one node, embedded database, each socket a user and session of its own:',
      idleSocketsTable(embedded.idle),
      '**Reads of the chat**, embedded database:',
      readTable(embedded.reads),
    );
  }
  if (postgres !== undefined) {
    parts.push(
      '**Reads of the chat**, PostgreSQL (one node, no Redis):',
      readTable(postgres.reads),
    );
  }
  return parts.join('\n\n');
}

async function main(): Promise<void> {
  if (smoke) console.log('Smoke run: it checks that the bench works; its numbers measure nothing.');
  if (only !== undefined && only !== 'embedded' && only !== 'postgres') {
    throw new Error(`--only takes embedded or postgres, not ${only}`);
  }
  await buildStale();
  const adminUrl = benchAdminUrl() ?? defaultAdminUrl;
  const loadBefore = loadAverage();
  const bare = await startBareServer();
  try {
    let embedded: EmbeddedResults | undefined;
    if (only !== 'postgres') {
      console.log(`Embedded database, one node (${describeData()}):`);
      embedded = await embeddedRuns(bare, settings);
    }
    let postgres: PostgresResults | undefined;
    if (only !== 'embedded') {
      console.log(`PostgreSQL, one node for the reads, then two nodes through Redis:`);
      postgres = await postgresRuns(adminUrl, redisUrl, bare, settings);
    }
    const body = [
      `Data: ${describeData()}. Load average of the machine (1, 5, 15 min) before the run: ` +
        `${loadBefore}; after it: ${loadAverage()}.`,
      tables(embedded, postgres),
    ].join('\n\n');
    console.log(`\n${body}\n`);
    // The section holds both parts: a run of one of them is only printed.
    if (!smoke && only === undefined) await writeReportSection('realtime', body);
  } finally {
    await bare.stop();
  }
}

await runCommand('The realtime bench', main);
