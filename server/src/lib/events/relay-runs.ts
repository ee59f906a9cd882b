/**
 * Runs `run` for whoever asks, at most one at a time on this node, sharing runs between callers:
 * `request()` resolves once a run that started after the call has finished, so it sees whatever
 * the caller did before asking. Callers arriving during a run share the one queued after it.
 *
 * Each caller waits for the rest of the current run and one more, never longer: the relay used to
 * loop while commits kept arriving and answer every waiting commit only when a run found nothing
 * new, so under a steady stream of writes each write waited for the stream to pause (votes at
 * 215 a second on PostgreSQL against a target of 500, docs/performance.md).
 */
export function sharedRuns(run: () => Promise<void>): {
  request: () => Promise<void>;
  /** Resolves when no run is running or queued (for closing). */
  settled: () => Promise<void>;
} {
  let current: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const started = run().finally(() => {
      if (current === started) current = null;
    });
    current = started;
    return started;
  };
  const request = (): Promise<void> => {
    if (current === null) return start();
    // The running one may have read before this caller's work: the next run is the caller's.
    queued ??= current.then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
  const settled = async (): Promise<void> => {
    while (current !== null || queued !== null) await (queued ?? current);
  };
  return { request, settled };
}

/**
 * Resolves when `work` settles or after `ms`, whichever comes first; the timer is cleared when
 * `work` wins, so a write answered at once leaves nothing pending.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work.then(() => undefined), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
