import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import type { JobRunRow } from '../../db/schema/index.ts';

/** An error's text is kept to this length: enough to say why, never a whole response body. */
export const errorTextLimit = 1000;

/** How a run ended: its result (kept as JSON) or why it failed. */
export type RunOutcome = { ok: true; result: unknown } | { ok: false; error: unknown };

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, errorTextLimit);
}

/** A value as JSON holds it; what JSON cannot hold (undefined, a cycle) is kept as null. */
function asJson(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value) ?? 'null');
  } catch {
    return null;
  }
}

/** Notes that a run of `name` started now. */
export async function recordStart(db: Database, name: string): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: sql`now()` } });
}

/**
 * Notes how a run of `name` ended. A success clears the last error; a failure keeps the last
 * success's time and result, so a screen can say both when it last worked and why it now fails.
 */
export async function recordFinish(db: Database, name: string, outcome: RunOutcome) {
  const failures = outcome.ok ? 0 : 1;
  const ended = outcome.ok
    ? { lastSucceededAt: sql`now()`, lastResult: asJson(outcome.result), lastError: null }
    : { lastError: errorText(outcome.error) };
  await db
    .insert(jobRuns)
    .values({ name, lastFinishedAt: sql`now()`, runs: 1, failures, ...ended })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        lastFinishedAt: sql`now()`,
        runs: sql`${jobRuns.runs} + 1`,
        failures: sql`${jobRuns.failures} + ${failures}`,
        ...ended,
      },
    });
}

/** The last run of `name` (a job's name, or its name and key), or null when it never ran. */
export async function lastRun(db: Database, name: string): Promise<JobRunRow | null> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row ?? null;
}
