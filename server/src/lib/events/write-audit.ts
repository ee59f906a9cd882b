import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which write routes answered without recording an event. A change says what happened, so a
 * write route that records none must say why (`config.writesNoEvent`); the audit notes every
 * other one, and a test drives each write route once and expects none (write-routes.test.ts).
 */
export class WriteAudit {
  private readonly current = new AsyncLocalStorage<{ recorded: number }>();
  /** `METHOD /path` of each write route that answered, with or without events. */
  readonly seen = new Set<string>();
  /** `METHOD /path` of each write route that answered without an event or a reason. */
  readonly silent = new Set<string>();

  /** Runs one write route's handler, counting the events its changes record. */
  async run<Result>(route: string, excused: boolean, handle: () => Promise<Result>) {
    const state = { recorded: 0 };
    const result = await this.current.run(state, handle);
    this.seen.add(route);
    if (state.recorded === 0 && !excused) this.silent.add(route);
    return result;
  }

  /** A change committed `count` events within the write in progress, if any. */
  recorded(count: number): void {
    const state = this.current.getStore();
    if (state !== undefined) state.recorded += count;
  }
}
