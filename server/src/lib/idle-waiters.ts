/**
 * Promises of "nothing is in progress any more", for tests and shutdowns that wait for work
 * running behind answers (lib/cache-loads.ts's loads, plugins/cache-reload.ts's reloads).
 */
export class IdleWaiters {
  private waiting: (() => void)[] = [];

  /** Resolves at once when `idleNow`, else at the next `release()`. */
  wait(idleNow: boolean): Promise<void> {
    if (idleNow) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The work became idle: everyone waiting is told. */
  release(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
