import { answersOf, captureAll, sameAsCaptured } from './checks.ts';
import type { CapturedAnswers } from './checks.ts';
import { keyOf, send } from './http.ts';
import { runLoad } from './load.ts';
import type { LoadResult } from './load.ts';
import { median } from './process.ts';
import type { BareServer, RunningServer } from './servers.ts';
import type { ReadWorkload, WriteWorkload } from './workload.ts';

export interface RoundSettings {
  /** Rounds per side; a read alternates bare, real, bare, real, ... */
  rounds: number;
  seconds: number;
  /** Smoke runs: each run lasts until this many answers instead (a slow machine still gets some). */
  amount?: number;
  /** One untimed run per side first, so neither is measured while its code is still cold. */
  warmupSeconds: number;
  connections: number;
}

export interface ReadResult {
  name: string;
  target: number | null;
  /** Distinct requests the read cycles through. */
  distinct: number;
  /** Median over the rounds of (real requests/s ÷ bare requests/s in the same round). */
  ratio: number;
  bareRps: number;
  realRps: number;
  /** The real server's latency, median over the rounds, in milliseconds. */
  p50: number;
  p99: number;
  errors: number;
  /**
   * Share of the real server's answers that came from its shared cache, median over rounds; null
   * for a read the shared cache does not serve.
   */
  cacheHits: number | null;
}

export interface WriteResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const medianOf = (results: LoadResult[], pick: (result: LoadResult) => number) =>
  median(results.map(pick));

/**
 * Resolves once the real server has worked off the requests a run left in flight (it still answers
 * them after the run hung up): its readiness probe queries the database, so it waits its turn.
 * Without this the next run, bare or real, would share the machine with that backlog.
 */
export async function drained(origin: string): Promise<void> {
  const answer = await send(origin, { method: 'GET', path: '/api/ready', cookie: '' });
  if (answer.status !== 200) throw new Error(`GET /api/ready answered ${answer.status}`);
}

/**
 * Measures one read: captures the real server's answer to each of its requests once, has the bare
 * server replay them, then runs interleaved rounds in which every answer must match the capture.
 */
export async function measureRead(
  read: ReadWorkload,
  real: RunningServer,
  bare: BareServer,
  answers: CapturedAnswers,
  settings: RoundSettings,
): Promise<ReadResult> {
  if (read.requests.length === 0) throw new Error(`The read "${read.name}" has no requests`);
  await captureAll(real.origin, read.requests, answers);
  await bare.replay(answersOf(read.requests, answers));
  const check = sameAsCaptured(read.requests, answers);
  const load = async (origin: string, seconds: number) => {
    const result = await runLoad({
      origin,
      requests: read.requests,
      check,
      seconds,
      amount: settings.amount,
      connections: settings.connections,
    });
    await drained(real.origin);
    return result;
  };

  if (settings.warmupSeconds > 0) {
    await load(bare.origin, settings.warmupSeconds);
    await load(real.origin, settings.warmupSeconds);
  }
  const bareRuns: LoadResult[] = [];
  const realRuns: LoadResult[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const bareRun = await load(bare.origin, settings.seconds);
    const realRun = await load(real.origin, settings.seconds);
    bareRuns.push(bareRun);
    realRuns.push(realRun);
    ratios.push(realRun.requestsPerSecond / bareRun.requestsPerSecond);
  }
  return {
    name: read.name,
    target: read.target,
    distinct: new Set(read.requests.map(keyOf)).size,
    ratio: median(ratios),
    bareRps: medianOf(bareRuns, (run) => run.requestsPerSecond),
    realRps: medianOf(realRuns, (run) => run.requestsPerSecond),
    p50: medianOf(realRuns, (run) => run.p50),
    p99: medianOf(realRuns, (run) => run.p99),
    errors: realRuns.reduce((sum, run) => sum + run.errors, 0),
    cacheHits: realRuns.some((run) => run.cacheHits === null)
      ? null
      : medianOf(realRuns, (run) => run.cacheHits ?? 0),
  };
}

/** Measures one write on the real server alone: requests per second and latency, in rounds. */
export async function measureWrite(
  write: WriteWorkload,
  real: RunningServer,
  settings: RoundSettings,
): Promise<WriteResult> {
  const runs: LoadResult[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    runs.push(
      await runLoad({
        origin: real.origin,
        requests: write.requests,
        check: write.check,
        seconds: settings.seconds,
        amount: settings.amount,
        connections: settings.connections,
      }),
    );
    await drained(real.origin);
  }
  return {
    name: write.name,
    rps: medianOf(runs, (run) => run.requestsPerSecond),
    p50: medianOf(runs, (run) => run.p50),
    p99: medianOf(runs, (run) => run.p99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}
