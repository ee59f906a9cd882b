import { answersOf, captureAll } from './checks.ts';
import type { CapturedAnswers } from './checks.ts';
import type { DatasetFacts } from './facts.ts';
import { watchRss } from './memory.ts';
import type { RssSeen } from './memory.ts';
import { distinctUrls, mixedReads } from './mixed-reads.ts';
import type { MixedRead, MixedReadCounts } from './mixed-reads.ts';
import { runMixed } from './mixed-run.ts';
import type { Latency } from './latency.ts';
import type { MixedRunResult, RunLength } from './mixed-run.ts';
import { prepareWrites, writeKinds } from './mixed-writes.ts';
import type { WritePlan } from './mixed-writes.ts';
import { dropRedisKeys } from './realtime-runs.ts';
import { probeRedis } from './redis-probe.ts';
import { drained } from './rounds.ts';
import { startRealServer } from './servers.ts';
import type { BareServer, RealServer, Storage } from './servers.ts';
import { signInUsers } from './sessions.ts';

export interface MixedOptions {
  /** Signed-in readers the reads are spread over, and the other users who write. */
  readers: number;
  writers: number;
  counts: MixedReadCounts;
  /** The measured run of the real server, and each of the bare server's two beside it. */
  real: RunLength;
  bare: RunLength;
  /** Writes per second, one measured run each. */
  rates: readonly number[];
}

/** How the real server runs: one node, or several on one database sharing a Redis. */
export interface Setup {
  name: string;
  nodes: number;
  redisUrl?: string;
  /** The rates measured in this setup (a subset of the options' rates). */
  rates: readonly number[];
}

export interface MixedRateResult {
  setup: string;
  nodes: number;
  writesPerSecond: number;
  bareRps: number;
  ratio: number;
  run: MixedRunResult;
  /** The rate limiter's kind of Redis call, timed while the nodes were loaded (Redis setups). */
  redisRoundTrip: Latency | null;
  /** Each node's resident memory at its peak during the run, in MiB. */
  rssPeakMiB: number[];
}

/** What every run of one data copy shares: the sessions' reads and the writes' plan. */
export interface PreparedMixed {
  reads: MixedRead[];
  plan: WritePlan;
  distinct: number;
  sessions: number;
}

const elapsedSince = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Reviews the runs of `setups` add in all: one write in each round of kinds, with room to spare. */
function reviewsNeeded(setups: readonly Setup[], options: MixedOptions): number {
  const writes = setups.reduce(
    (sum, setup) => sum + setup.rates.reduce((total, rate) => total + rate, 0),
    0,
  );
  // A run can outlast its nominal length a little (the load tool stops at a sample tick).
  return Math.ceil((writes * (options.real.seconds + 2)) / writeKinds.length) + 10;
}

/**
 * On a server of its own (which it warms, so it is stopped before anything is measured): signs in
 * the readers and writers, finds what each write needs, walks the cursor pages, and captures every
 * read's compressed answer for the bare server to replay.
 */
export async function prepareMixed(
  storage: Storage,
  facts: DatasetFacts,
  bare: BareServer,
  options: MixedOptions,
  setups: readonly Setup[],
): Promise<PreparedMixed> {
  const started = performance.now();
  const server = await startRealServer(storage);
  try {
    const readers = await signInUsers(server.origin, options.readers, facts.users);
    const writers = await signInUsers(server.origin, options.writers, facts.users, options.readers);
    console.log(
      `  ${readers.length + writers.length} sessions signed in after ${elapsedSince(started)}`,
    );
    const plan = await prepareWrites({
      origin: server.origin,
      writers,
      readers,
      sampleProblemIds: facts.sampleProblemIds,
      reviews: reviewsNeeded(setups, options),
    });
    const answers: CapturedAnswers = new Map();
    const reads = await mixedReads(
      {
        origin: server.origin,
        facts,
        readers,
        writerIds: writers.map((writer) => writer.userId),
        writtenProblemIds: plan.problemIds,
        votedBlogIds: plan.blogIds,
        counts: options.counts,
      },
      answers,
    );
    const requests = reads.map((read) => read.request);
    await captureAll(server.origin, requests, answers);
    await bare.replay(answersOf(requests, answers));
    console.log(`  ${reads.length} reads prepared and captured after ${elapsedSince(started)}`);
    return { reads, plan, distinct: distinctUrls(reads), sessions: readers.length };
  } finally {
    await server.stop();
  }
}

async function startNodes(storage: Storage, setup: Setup, prefix: string): Promise<RealServer[]> {
  const settings: Record<string, string> =
    setup.redisUrl === undefined ? {} : { REDIS_URL: setup.redisUrl, REDIS_PREFIX: prefix };
  const nodes: RealServer[] = [];
  try {
    // One after the other, so that a node that fails to start leaves the others to stop.
    for (let node = 0; node < setup.nodes; node += 1) {
      nodes.push(await startRealServer(storage, settings));
    }
    return nodes;
  } catch (error) {
    for (const node of nodes) await node.stop();
    throw error;
  }
}

/**
 * One rate: freshly started nodes (nothing cached: a cold start), the bare server, then the real
 * nodes with writes beside the reads, then the bare server again; the ratio is to the bare
 * server's mean of its two runs.
 */
async function measureRate(
  storage: Storage,
  bare: BareServer,
  prepared: PreparedMixed,
  options: MixedOptions,
  setup: Setup,
  rate: number,
  runIndex: number,
): Promise<MixedRateResult> {
  const prefix = `upsolve-bench-mixed-${process.pid}-${Date.now()}:`;
  const nodes = await startNodes(storage, setup, prefix);
  try {
    const origins = nodes.map((node) => node.origin);
    const offset = (runIndex * 997) % prepared.reads.length;
    const bareBefore = await runMixed([bare.origin], prepared.reads, null, options.bare, offset);
    const probe = setup.redisUrl === undefined ? null : await probeRedis(setup.redisUrl, prefix);
    const writes = rate === 0 ? null : { plan: prepared.plan, perSecond: rate };
    const watches = nodes.map((node) => watchRss(node.pid));
    let run: MixedRunResult;
    let roundTrip: Latency | null = null;
    let rss: RssSeen[] = [];
    try {
      run = await runMixed(origins, prepared.reads, writes, options.real, offset);
    } finally {
      rss = await Promise.all(watches.map((watch) => watch.stop()));
      roundTrip = (await probe?.stop()) ?? null;
    }
    for (const origin of origins) await drained(origin);
    const bareAfter = await runMixed([bare.origin], prepared.reads, null, options.bare, offset);
    const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
    return {
      setup: setup.name,
      nodes: setup.nodes,
      writesPerSecond: rate,
      bareRps,
      ratio: run.requestsPerSecond / bareRps,
      run,
      redisRoundTrip: roundTrip,
      rssPeakMiB: rss.map((seen) => seen.peak),
    };
  } finally {
    for (const node of nodes) await node.stop();
    if (setup.redisUrl !== undefined) await dropRedisKeys(setup.redisUrl, prefix);
  }
}

/** Every setup at each of its rates, in order, saying how each went as it goes. */
export async function measureSetups(
  storage: Storage,
  bare: BareServer,
  prepared: PreparedMixed,
  options: MixedOptions,
  setups: readonly Setup[],
): Promise<MixedRateResult[]> {
  const results: MixedRateResult[] = [];
  for (const setup of setups) {
    for (const rate of setup.rates) {
      const result = await measureRate(
        storage,
        bare,
        prepared,
        options,
        setup,
        rate,
        results.length,
      );
      const { run } = result;
      const hits = run.cache.hit / Math.max(1, run.cache.hit + run.cache.miss);
      console.log(
        `  ${setup.name}, ${rate} writes/s: ${Math.round(run.requestsPerSecond)} req/s, ratio ${result.ratio.toFixed(3)}, ` +
          `hits ${Math.round(hits * 100)}% of cached reads, p99 ${run.latency.p99.toFixed(0)} ms, max ${run.latency.max.toFixed(0)} ms`,
      );
      results.push(result);
    }
  }
  return results;
}
