import type { CapturedAnswers } from './checks.ts';
import type { DatasetFacts } from './facts.ts';
import { watchRss } from './memory.ts';
import type { RssSeen } from './memory.ts';
import { cacheShare, ms } from './results.ts';
import { measureRead, measureWrite } from './rounds.ts';
import type { ReadResult, RoundSettings, WriteResult } from './rounds.ts';
import { markReadPlans } from './mark-reads.ts';
import { startRealServer } from './servers.ts';
import type { BareServer, RunningServer, Storage } from './servers.ts';
import { signInSessions } from './sessions.ts';
import { trackingReadPlans } from './tracking-reads.ts';
import { readPlans, writeWorkloads } from './workload.ts';
import type { ReadPlan } from './workload.ts';

export interface SuiteOptions {
  rounds: RoundSettings;
  /** Signed-in sessions the requests are spread over. */
  sessions: number;
  /** At most this many distinct ids, searches, filters or cursors per read. */
  variety: number;
  /** Only the reads with these names (all when undefined); writes only when every read runs. */
  onlyReads?: readonly string[];
  /** The writes even when `onlyReads` names some (or none). */
  writes?: boolean;
}

export interface SuiteResult {
  reads: ReadResult[];
  writes: WriteResult[];
  /** The server's resident memory while the reads ran (peak) and once they were done. */
  readsRss: RssSeen;
}

const describe = (result: ReadResult) =>
  `  ${result.name}: ${Math.round(result.realRps)} req/s, bare ${Math.round(result.bareRps)} req/s, ratio ${result.ratio.toFixed(3)}, p99 ${ms(result.p99)}, cache hits ${cacheShare(result.cacheHits)}`;

/** Measures each read in turn beside the bare server, saying how each went as it goes. */
export async function measureReads(
  plans: readonly ReadPlan[],
  real: RunningServer,
  bare: BareServer,
  answers: CapturedAnswers,
  rounds: RoundSettings,
): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const plan of plans) {
    const read = { ...plan, requests: await plan.requests() };
    const result = await measureRead(read, real, bare, answers, rounds);
    console.log(describe(result));
    results.push(result);
  }
  return results;
}

/**
 * Starts the real server on `storage`, signs in the bench's sessions, and measures every read
 * beside the bare server, then every write. Reads come first: the writes change what they return.
 */
export async function runSuite(
  storage: Storage,
  facts: DatasetFacts,
  bare: BareServer,
  options: SuiteOptions,
): Promise<SuiteResult> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const real = await startRealServer(storage);
  try {
    console.log(`  server ready after ${elapsed()}`);
    const cookies = await signInSessions(real.origin, options.sessions, facts.users);
    console.log(`  ${cookies.length} sessions signed in after ${elapsed()}`);
    const input = { origin: real.origin, facts, cookies, variety: options.variety };
    const answers: CapturedAnswers = new Map();
    const { onlyReads } = options;
    const plans = [
      ...readPlans(input, answers),
      ...markReadPlans(input, answers),
      ...trackingReadPlans(input),
    ].filter((plan) => onlyReads === undefined || onlyReads.includes(plan.name));
    const unknown = onlyReads?.filter((name) => !plans.some((plan) => plan.name === name)) ?? [];
    if (unknown.length > 0) throw new Error(`No read is named ${unknown.join(' or ')}`);
    const rss = watchRss(real.pid);
    let readResults: ReadResult[];
    let readsRss: RssSeen;
    try {
      readResults = await measureReads(plans, real, bare, answers, options.rounds);
    } finally {
      // Stopped either way: a reading left running would keep the bench from exiting.
      readsRss = await rss.stop();
    }
    const writeResults: WriteResult[] = [];
    if (onlyReads === undefined || options.writes === true) {
      for (const write of writeWorkloads(input)) {
        const result = await measureWrite(write, real, options.rounds);
        console.log(`  ${write.name}: ${Math.round(result.rps)} req/s, p99 ${ms(result.p99)}`);
        writeResults.push(result);
      }
    }
    return { reads: readResults, writes: writeResults, readsRss };
  } finally {
    await real.stop();
  }
}
