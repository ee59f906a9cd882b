import { describe, expect, it } from 'vitest';
import { sharedRuns, waitAtMost } from './relay-runs.ts';

/** A run the test finishes by hand, and what each run saw when it started. */
function controlledRuns() {
  const finishers: (() => void)[] = [];
  let work = 0;
  const sawWork: number[] = [];
  const runs = sharedRuns(
    () =>
      new Promise<void>((resolve) => {
        sawWork.push(work);
        finishers.push(resolve);
      }),
  );
  /** Lets every pending callback run: the runs' promise chains settle within a few turns. */
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  const finishRun = async (index: number) => {
    finishers[index]?.();
    await settle();
  };
  return {
    runs,
    sawWork,
    doWork: () => (work += 1),
    finishRun,
    started: () => finishers.length,
    settle,
  };
}

function tracked(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe('relay runs shared between commits', () => {
  it('answers a caller once a run that started after its call finished, not the one running', async () => {
    const scene = controlledRuns();
    const first = tracked(scene.runs.request());
    scene.doWork();
    const second = tracked(scene.runs.request());
    expect(scene.started()).toBe(1);

    await scene.finishRun(0);
    expect(first.done).toBe(true);
    expect(second.done).toBe(false);
    expect(scene.started()).toBe(2);
    expect(scene.sawWork[1]).toBe(1);

    await scene.finishRun(1);
    expect(second.done).toBe(true);
  });

  it('lets callers that arrive during a run share the one queued after it', async () => {
    const scene = controlledRuns();
    void scene.runs.request();
    const waiting = [scene.runs.request(), scene.runs.request(), scene.runs.request()].map(tracked);
    await scene.finishRun(0);
    expect(scene.started()).toBe(2);
    await scene.finishRun(1);
    expect(waiting.every((caller) => caller.done)).toBe(true);
    expect(scene.started()).toBe(2);
  });

  it('answers an early caller after two runs however many callers keep arriving', async () => {
    const scene = controlledRuns();
    void scene.runs.request();
    const early = tracked(scene.runs.request());
    await scene.finishRun(0);
    // A steady stream: a new caller during each run.
    for (let run = 1; run <= 5; run += 1) {
      void scene.runs.request();
      await scene.finishRun(run);
      if (run === 1) expect(early.done).toBe(true);
    }
    expect(scene.started()).toBe(7);
  });

  it('is settled once nothing runs or waits', async () => {
    const scene = controlledRuns();
    void scene.runs.request();
    void scene.runs.request();
    const settled = tracked(scene.runs.settled());
    await scene.finishRun(0);
    expect(settled.done).toBe(false);
    await scene.finishRun(1);
    expect(settled.done).toBe(true);
  });
});

describe('waiting at most so long for a relay', () => {
  it('answers when the work settles, or when the time is up if it never does', async () => {
    let finish: () => void = () => undefined;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const settled = tracked(waitAtMost(work, 60_000));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(settled.done).toBe(false);
    finish();
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(settled.done).toBe(true);

    // Work that never settles: the wait ends anyway (or this test would time out).
    const never = new Promise<void>(() => undefined);
    await expect(waitAtMost(never, 20)).resolves.toBeUndefined();
  });
});
