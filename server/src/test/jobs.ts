import type { JobRunRow } from '../db/schema/index.ts';
import type { FinishedRun } from '../lib/jobs/definition.ts';
import type { Jobs } from '../lib/jobs/runner.ts';

/** Resolves with the next run of job `name` to end on any of `nodes` (and match `which`). */
export function nextRun(
  nodes: Jobs | Jobs[],
  name: string,
  which: (run: FinishedRun) => boolean = () => true,
): Promise<FinishedRun> {
  const listening = Array.isArray(nodes) ? nodes : [nodes];
  return new Promise((resolve) => {
    const stops = listening.map((jobs) =>
      jobs.onFinished((run) => {
        if (run.name !== name || !which(run)) return;
        for (const stop of stops) stop();
        resolve(run);
      }),
    );
  });
}

/**
 * Reads a job's last run until `done` holds, for a run that may have ended before the test could
 * listen (one the app sends as it starts). Gives up after `timeoutMs`.
 */
export async function untilLastRun(
  jobs: Jobs,
  runName: string,
  done: (run: JobRunRow) => boolean,
  timeoutMs = 10_000,
): Promise<JobRunRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await jobs.lastRun(runName);
    if (run !== null && done(run)) return run;
    if (Date.now() > deadline) throw new Error(`${runName} did not finish within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
