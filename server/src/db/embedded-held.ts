import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import type { EmbeddedAnswer, EmbeddedRequest } from './embedded-protocol.ts';

/**
 * How long the server's thread holds still for a statement of a transaction before it goes back
 * to other work and takes the answer when it comes. A transaction's statements take a millisecond
 * or two; waiting for each one's answer as any other message would hold the one connection for
 * as long as the busy thread takes to turn to it (some 50 ms a transaction under twenty writes a
 * second, with the connection held all the time: docs/decisions/018-transactions-held-still.md).
 */
export const holdStillMs = 20;

/**
 * How long this thread may run transactions one after another, holding still for their
 * statements, before it turns to its other work (sockets, requests, the answers of statements
 * outside transactions) and only then hands the connection to the next one waiting. Without a
 * turn, transactions that queued while one ran (a burst of chat messages) run back to back from
 * one callback, and a message committed first is delivered only after the last of them.
 */
export const turnAfterMs = 10;

export interface Holding {
  holdStillMs: number;
  turnAfterMs: number;
}

/**
 * Calls `callback` once this thread has polled for I/O: two immediates, since one set in the poll
 * phase runs in that same iteration's check phase, before any new I/O is seen.
 */
export function afterPollingIo(callback: () => void): void {
  setImmediate(() => setImmediate(callback));
}

/**
 * The server's side of the held answers (embedded-protocol.ts, EmbeddedWorkerData): it sends a
 * statement and holds its thread still until the worker answers on the held port, or until
 * `holdStillMs` has passed; then it takes the answer when it comes, without holding still.
 */
export class HeldAnswers {
  readonly #port: MessagePort;
  readonly #signal: Int32Array;
  /** Whether an answer came too late to hold still for, and is still to come. */
  #late = false;
  /** When this thread first held still since it last turned to other work (null: it has since). */
  #holdingSince: number | null = null;

  /** The worker's side, to be given to the worker (its port transferred). */
  readonly workerSide: { heldPort: MessagePort; heldSignal: SharedArrayBuffer };

  constructor(private readonly holding: Holding) {
    const channel = new MessageChannel();
    const shared = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    this.#port = channel.port1;
    this.#signal = new Int32Array(shared);
    this.workerSide = { heldPort: channel.port2, heldSignal: shared };
  }

  /** Whether a statement may be held now: not while an earlier answer is still to come. */
  get free(): boolean {
    return !this.#late;
  }

  /**
   * Whether this thread has held still, or run what it held still for, `turnAfterMs` or more since
   * it last turned to other work.
   */
  get owesTurn(): boolean {
    if (this.#holdingSince === null) return false;
    return performance.now() - this.#holdingSince >= this.holding.turnAfterMs;
  }

  #markHolding(): void {
    if (this.#holdingSince !== null) return;
    this.#holdingSince = performance.now();
    // An immediate runs once the callbacks and promises this one runs in have settled.
    setImmediate(() => {
      this.#holdingSince = null;
    });
  }

  /**
   * Posts `request` (through `post`) and waits for its answer; `failure` says why no answer will
   * come (the worker ended), checked while the answer is late.
   */
  send(
    request: EmbeddedRequest,
    post: (request: EmbeddedRequest) => void,
    failure: () => Error | null,
  ): Promise<EmbeddedAnswer> {
    this.#markHolding();
    Atomics.store(this.#signal, 0, 0);
    post({ ...request, held: true });
    const waited = Atomics.wait(this.#signal, 0, 0, this.holding.holdStillMs);
    const received = waited === 'timed-out' ? undefined : receiveMessageOnPort(this.#port);
    // The worker posts only answers on this port.
    if (received !== undefined) return Promise.resolve(received.message as EmbeddedAnswer);
    this.#late = true;
    return new Promise((resolve, reject) => {
      const take = () => {
        const late = receiveMessageOnPort(this.#port);
        const failed = failure();
        if (late === undefined && failed === null) {
          setTimeout(take, 1);
          return;
        }
        this.#late = false;
        if (late !== undefined) resolve(late.message as EmbeddedAnswer);
        else reject(failed);
      };
      setTimeout(take, 1);
    });
  }

  close(): void {
    this.#port.close();
  }
}
