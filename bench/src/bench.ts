// `npm run bench`: every read of the API against a bare `node:http` server sending the same bytes
// (interleaved rounds, 32 connections, median ratio), and the writes, on the embedded database and
// on PostgreSQL. Writes docs/performance.md and docs/performance-throughput.svg.
// `npm run bench -- --smoke`: tiny data, one short round, nothing written; exits non-zero on error.
// `--only=embedded` or `--only=postgres` measures one database.
// `--read=<name>` (repeatable, a read's name as the tables show it, e.g. `--read="dashboard, mark
// filter"`): only those reads, no writes, no mixed workload; printed, the report left alone.
// `--writes`: only the writes, no reads, no mixed workload; printed, the report left alone.
// `--mixed`: only the mixed workload (reads while other users write; mixed-suite.ts), which a full
// run measures after the reads and writes. Redis for its two nodes: BENCH_REDIS_URL, else
// TEST_REDIS_URL, else redis://127.0.0.1:6379. `--rates=1,20` measures only those write rates.
// Each mixed run prints its latency for hits, misses and writes, in its first 15 s and after them
// (latency.ts); `--by-kind` adds each kind of read and of write.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/builds.mjs';
import { scales } from './data.ts';
import type { Scale } from './data.ts';
import { embeddedDataset, workingCopy } from './dataset.ts';
import { throughputSvg } from './plot.ts';
import type { ThroughputPoint } from './plot.ts';
import {
  benchAdminUrl,
  defaultAdminUrl,
  postgresDataset,
  postgresWorkingCopy,
} from './postgres-dataset.ts';
import { runCommand } from './process.ts';
import { writeReportSection } from './report.ts';
import { readTable, writeTable } from './results.ts';
import { embeddedMixed, postgresMixed } from './mixed-suite.ts';
import { buildStale, startBareServer } from './servers.ts';
import type { BareServer } from './servers.ts';
import { runSuite } from './suite.ts';
import type { SuiteOptions, SuiteResult } from './suite.ts';

const smoke = process.argv.includes('--smoke');
const mixedOnly = process.argv.includes('--mixed');
const redisUrl =
  process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const only = process.argv
  .find((argument) => argument.startsWith('--only='))
  ?.slice('--only='.length);

/** The reads `--read=` names; empty: every read. */
const chosenReads = process.argv
  .filter((argument) => argument.startsWith('--read='))
  .map((argument) => argument.slice('--read='.length));
const writesOnly = process.argv.includes('--writes');
/** Some reads or only the writes: printed, the report left alone (a section holds every read). */
const partial = chosenReads.length > 0 || writesOnly;

const settings: SuiteOptions = smoke
  ? {
      rounds: { rounds: 1, seconds: 1, amount: 8, warmupSeconds: 0, connections: 4 },
      sessions: 2,
      variety: 10,
    }
  : {
      rounds: { rounds: 3, seconds: 5, warmupSeconds: 1, connections: 32 },
      sessions: 100,
      variety: 1_200,
    };
function suiteOptions(): SuiteOptions {
  if (writesOnly) return { ...settings, onlyReads: [], writes: true };
  return chosenReads.length > 0 ? { ...settings, onlyReads: chosenReads } : settings;
}
const options = suiteOptions();

const dashboardFirstPage = 'dashboard, first page';
const plotFile = path.join(repoRoot, 'docs', 'performance-throughput.svg');

async function embeddedSuite(
  name: string,
  scale: Scale,
  bare: BareServer,
  suiteOptions: SuiteOptions,
): Promise<SuiteResult> {
  const dataset = await embeddedDataset(name, scale);
  const copy = await workingCopy(dataset.dataDir);
  try {
    return await runSuite({ dataDir: copy.dataDir }, dataset.facts, bare, suiteOptions);
  } finally {
    await copy.remove();
  }
}

async function postgresSuite(adminUrl: string, bare: BareServer): Promise<SuiteResult> {
  const scaleName = smoke ? 'smoke' : 'postgres';
  const dataset = await postgresDataset(
    adminUrl,
    scaleName,
    smoke ? scales.smoke : scales.postgres,
  );
  const copy = await postgresWorkingCopy(adminUrl, dataset);
  try {
    return await runSuite({ databaseUrl: copy.url }, dataset.facts, bare, options);
  } finally {
    await copy.remove();
  }
}

function describeScale(scale: Scale): string {
  const count = (value: number) => value.toLocaleString('en');
  return `${count(scale.users)} users, ${count(scale.problems)} problems, ${count(scale.solutions)} solutions, ${count(scale.problemReviews)} reviews`;
}

function section(scale: Scale, result: SuiteResult, writesHaveTarget: boolean): string {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  return [
    `Data: ${describeScale(scale)}. Load average of the machine after the run (1, 5, 15 min): ${load}.`,
    '',
    `Server memory (RSS) while the reads ran: ${result.readsRss.peak.toFixed(0)} MiB at most, ${result.readsRss.last.toFixed(0)} MiB when they were done.`,
    '',
    readTable(result.reads),
    '',
    writeTable(result.writes, writesHaveTarget),
  ].join('\n');
}

/** The dashboard's first page at a smaller embedded data set: one point of the plot. */
async function plotPoint(name: string, scale: Scale, bare: BareServer): Promise<ThroughputPoint> {
  const result = await embeddedSuite(name, scale, bare, {
    ...options,
    onlyReads: [dashboardFirstPage],
  });
  return pointOf(scale, result);
}

function pointOf(scale: Scale, result: SuiteResult): ThroughputPoint {
  const read = result.reads.find((candidate) => candidate.name === dashboardFirstPage);
  if (read === undefined) throw new Error('The dashboard first page was not measured');
  return {
    problems: scale.problems,
    bareRps: read.bareRps,
    realRps: read.realRps,
    ratio: read.ratio,
  };
}

async function main(): Promise<void> {
  if (smoke) console.log('Smoke run: it checks that the bench works; its numbers measure nothing.');
  await buildStale();
  const adminUrl = benchAdminUrl() ?? (smoke ? undefined : defaultAdminUrl);
  if (only !== undefined && only !== 'embedded' && only !== 'postgres') {
    throw new Error(`--only takes embedded or postgres, not ${only}`);
  }
  if (only === 'postgres' && adminUrl === undefined) {
    throw new Error('--only=postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  }
  const runEmbedded = only === undefined || only === 'embedded';
  const runPostgres = (only === undefined || only === 'postgres') && adminUrl !== undefined;
  const embeddedScale = smoke ? scales.smoke : scales.embedded;
  const bare = await startBareServer();
  try {
    if (runEmbedded && !mixedOnly) await embeddedReads(embeddedScale, bare);
    if (runEmbedded && !partial) {
      console.log('Mixed workload, embedded database:');
      await report('mixed-embedded', await embeddedMixed(bare, smoke));
    }
    if (runPostgres && !mixedOnly) await postgresReads(adminUrl, bare);
    if (runPostgres && !partial) {
      console.log('Mixed workload, PostgreSQL, then two nodes with Redis:');
      await report('mixed-postgres', await postgresMixed(adminUrl, redisUrl, bare, smoke));
    }
  } finally {
    await bare.stop();
  }
}

/** Prints a section's tables, and writes them into the report unless this is a smoke run or a
 * partial one. */
async function report(name: string, body: string): Promise<void> {
  console.log(`\n${body}\n`);
  if (!smoke && !partial) await writeReportSection(name, body);
}

async function embeddedReads(embeddedScale: Scale, bare: BareServer): Promise<void> {
  console.log(`Embedded database (${describeScale(embeddedScale)}):`);
  const result = await embeddedSuite(
    smoke ? 'embedded-smoke' : 'embedded',
    embeddedScale,
    bare,
    options,
  );
  await report('reads-embedded', section(embeddedScale, result, false));
  if (partial) return;
  const points = smoke
    ? [pointOf(embeddedScale, result)]
    : [
        await plotPoint('embedded-smoke', scales.smoke, bare),
        await plotPoint('embedded-middle', scales.middle, bare),
        pointOf(embeddedScale, result),
      ];
  const svg = throughputSvg(points, 'GET /api/dashboard, first page: requests per second');
  if (!smoke) await writeFile(plotFile, svg);
}

async function postgresReads(adminUrl: string, bare: BareServer): Promise<void> {
  const scale = smoke ? scales.smoke : scales.postgres;
  console.log(`PostgreSQL (${describeScale(scale)}):`);
  const result = await postgresSuite(adminUrl, bare);
  await report('reads-postgres', section(scale, result, true));
}

await runCommand('The bench', main);
