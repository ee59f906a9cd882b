import type { RunOutcome } from './runs.ts';

/**
 * Runs `work` with a signal that aborts once `timeoutSeconds` pass or `stopping` aborts, and ends
 * then at once, as a failure with the signal's reason, whether or not `work` heeds the signal:
 * a handler stuck on a socket must not hold up a shutdown or its job's retry.
 */
export async function attempt(
  work: (signal: AbortSignal) => Promise<unknown>,
  timeoutSeconds: number,
  stopping: AbortSignal,
): Promise<RunOutcome> {
  const run = new AbortController();
  const stop = () => run.abort(stopping.reason);
  stopping.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(
    () => run.abort(new Error(`The run took longer than ${timeoutSeconds} s.`)),
    timeoutSeconds * 1000,
  );
  const { signal } = run;
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  if (stopping.aborted) stop();
  try {
    return { ok: true, result: await Promise.race([work(signal), aborted]) };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
    stopping.removeEventListener('abort', stop);
  }
}
