/**
 * What one node knows of the bus's numbered messages (plugins/bus.ts): Redis numbers each message
 * as it publishes it, so a number skipped is a message lost, and a number counted at one check and
 * still not heard at the next is one too. Each method answers why the node's caches must go, or
 * null when nothing was missed.
 */
export class HeardMessages {
  /** The number of the last message heard, or given up on. */
  #last: number;
  /** The count read at the last check, while it was ahead of what had been heard. */
  #awaited: number | null = null;

  constructor(publishedSoFar: number) {
    this.#last = publishedSoFar;
  }

  /** A message numbered `number` arrived. */
  heard(number: number): string | null {
    const expected = this.#last + 1;
    this.#last = Math.max(this.#last, number);
    // One at or below the last is late: a check already gave up on it and flushed.
    return number > expected ? `message ${expected} skipped` : null;
  }

  /** What a check about to read the count must compare it with (see `counted`). */
  beginCheck(): number {
    return this.#last;
  }

  /**
   * The count of published messages, read by a check begun when `heardBefore` was heard.
   * Messages keep arriving while the count is on its way, so only a count below what was heard
   * before it was asked for says the counter started again (its key expired).
   */
  counted(count: number, heardBefore: number): string | null {
    let missed: string | null = null;
    if (count < heardBefore) {
      this.#last = count;
      missed = 'the count of published messages started again';
    } else if (this.#awaited !== null && this.#last < this.#awaited) {
      missed = `message ${this.#awaited} was counted a check ago and not heard`;
      this.#last = Math.min(count, this.#awaited);
    }
    this.#awaited = count > this.#last ? count : null;
    return missed;
  }
}
