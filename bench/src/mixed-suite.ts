import { loadavg } from 'node:os';
import { scales } from './data.ts';
import type { Scale } from './data.ts';
import { embeddedDataset, workingCopy } from './dataset.ts';
import { measureSetups, prepareMixed } from './mixed.ts';
import type { MixedOptions, Setup } from './mixed.ts';
import { mixedTable, mixedWorkloadLine } from './mixed-report.ts';
import { postgresDataset, postgresWorkingCopy } from './postgres-dataset.ts';
import type { BareServer, Storage } from './servers.ts';
import type { DatasetFacts } from './facts.ts';

/** `--rates=1,20`: only these write rates (while iterating; the report then lacks the others). */
function ratesChosen(): number[] | null {
  const chosen = process.argv.find((argument) => argument.startsWith('--rates='));
  if (chosen === undefined) return null;
  return chosen
    .slice('--rates='.length)
    .split(',')
    .map((rate) => Number(rate));
}

/** The mixed workload's sizes: a full run, and the smoke run's tiny one (it only checks the bench). */
export function mixedOptions(smoke: boolean): MixedOptions {
  const rates = ratesChosen() ?? [0, 1, 20];
  if (smoke) {
    const few = { firstPage: 4, searches: 4, filters: 4, cursorPages: 4, problems: 6 };
    return {
      readers: 2,
      writers: 2,
      counts: { ...few, solutions: 4, reviews: 4, profiles: 4, blogLists: 2, blogs: 4 },
      real: { seconds: 2, connections: 4 },
      bare: { seconds: 1, amount: 20, connections: 4 },
      rates,
    };
  }
  return {
    readers: 100,
    writers: 10,
    counts: {
      firstPage: 300,
      searches: 300,
      filters: 300,
      cursorPages: 300,
      problems: 400,
      solutions: 200,
      reviews: 200,
      profiles: 200,
      blogLists: 100,
      blogs: 200,
    },
    real: { seconds: 60, connections: 32 },
    bare: { seconds: 10, connections: 32 },
    rates,
  };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

function describeScale(scale: Scale): string {
  const count = (value: number) => value.toLocaleString('en');
  return `${count(scale.users)} users, ${count(scale.problems)} problems, ${count(scale.solutions)} solutions, ${count(scale.problemReviews)} reviews`;
}

/** Prepares on the data copy, measures every setup, and says it all as a report section. */
async function mixedSection(
  storage: Storage,
  facts: DatasetFacts,
  scale: Scale,
  bare: BareServer,
  options: MixedOptions,
  setups: readonly Setup[],
): Promise<string> {
  const loadBefore = loadAverage();
  const prepared = await prepareMixed(storage, facts, bare, options, setups);
  const results = await measureSetups(storage, bare, prepared, options, setups);
  return [
    `Data: ${describeScale(scale)}. Load average of the machine (1, 5, 15 min) before the runs: ${loadBefore}; after them: ${loadAverage()}.`,
    '',
    mixedWorkloadLine(prepared, results),
    '',
    mixedTable(results),
  ].join('\n');
}

/** The mixed workload on the embedded database, one node (it belongs to one process). */
export async function embeddedMixed(bare: BareServer, smoke: boolean): Promise<string> {
  const scale = smoke ? scales.smoke : scales.embedded;
  const dataset = await embeddedDataset(smoke ? 'embedded-smoke' : 'embedded', scale);
  const copy = await workingCopy(dataset.dataDir);
  const options = mixedOptions(smoke);
  const setups: Setup[] = [{ name: 'one node, embedded', nodes: 1, rates: options.rates }];
  try {
    return await mixedSection(
      { dataDir: copy.dataDir },
      dataset.facts,
      scale,
      bare,
      options,
      setups,
    );
  } finally {
    await copy.remove();
  }
}

/**
 * The mixed workload on PostgreSQL: one node with its limits in memory, one node with its limits
 * in Redis (reads alone: the difference is what the rate limiter's Redis round trip costs), and
 * two nodes sharing the database and Redis, the connections split between them.
 */
export async function postgresMixed(
  adminUrl: string,
  redisUrl: string,
  bare: BareServer,
  smoke: boolean,
): Promise<string> {
  const scale = smoke ? scales.smoke : scales.postgres;
  const dataset = await postgresDataset(adminUrl, smoke ? 'smoke' : 'postgres', scale);
  const copy = await postgresWorkingCopy(adminUrl, dataset);
  const options = mixedOptions(smoke);
  const setups: Setup[] = [
    { name: 'one node, PostgreSQL', nodes: 1, rates: options.rates },
    { name: 'one node, PostgreSQL, limits in Redis', nodes: 1, redisUrl, rates: [0] },
    { name: 'two nodes, PostgreSQL and Redis', nodes: 2, redisUrl, rates: options.rates },
  ];
  try {
    return await mixedSection(
      { databaseUrl: copy.url },
      dataset.facts,
      scale,
      bare,
      options,
      setups,
    );
  } finally {
    await copy.remove();
  }
}
