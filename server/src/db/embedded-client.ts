import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type {
  EmbeddedAnswer,
  EmbeddedReady,
  EmbeddedRequest,
  EmbeddedWorkerData,
  EmbeddedWorkerSettings,
  ErrorFields,
} from './embedded-protocol.ts';
import { HeldAnswers, afterPollingIo, holdStillMs, turnAfterMs } from './embedded-held.ts';
import type { Holding } from './embedded-held.ts';

/**
 * The embedded database as the server's thread sees it: the PGlite calls Drizzle and the jobs'
 * adapter make (`query`, `exec`, `transaction`), each sent to the worker thread that owns the
 * database (embedded-worker.ts). PGlite has one connection: while a transaction is open, every
 * statement outside it waits, as it does inside PGlite.
 */
export interface PgliteCalls {
  query: <Row>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<Row>>;
  exec: (text: string) => Promise<Results[]>;
  transaction: <Value>(callback: (tx: Transaction) => Promise<Value>) => Promise<Value>;
  isInTransaction: () => boolean;
  close: () => Promise<void>;
}

/** Rebuilds a database error from its fields, so callers read `code` and `constraint` as before. */
function errorFrom(fields: ErrorFields): Error {
  const error = new Error(String(fields.message ?? 'The embedded database failed'));
  const { message: _message, name, ...rest } = fields;
  error.name = typeof name === 'string' ? name : 'DatabaseError';
  return Object.assign(error, rest);
}

/**
 * The worker beside this file: the bundle's JavaScript when the server runs from server/dist; when
 * it runs from its sources (tsx, tests), a line of JavaScript that loads the TypeScript through
 * tsx's API, since a worker's own `--import tsx` is not applied to its first module on Node 20.
 */
function startWorker(data: EmbeddedWorkerData): Worker {
  const options = { workerData: data, transferList: [data.heldPort] };
  const here = new URL(import.meta.url);
  if (path.extname(here.pathname) !== '.ts') {
    return new Worker(new URL('./embedded-worker.js', here), options);
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./embedded-worker.ts', here).href;
  const load = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here.href)}))`;
  return new Worker(load, { ...options, eval: true });
}

interface Waiting {
  resolve: (result: Results | Results[]) => void;
  reject: (error: Error) => void;
}

type Statement =
  | { op: 'query'; text: string; params: unknown[]; options: QueryOptions | undefined }
  | { op: 'exec'; text: string };

export class EmbeddedClient implements PgliteCalls {
  readonly #worker: Worker;
  readonly #held: HeldAnswers;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  /** What the worker said after its last answer: whether its connection is in a transaction. */
  #workerInTransaction = false;
  /** Set while a transaction holds the connection; resolves when it ends. */
  #transaction: Promise<void> | null = null;
  /** Statements and transactions waiting for the open transaction to end. */
  #waitingForConnection = 0;
  #failure: Error | null = null;

  private constructor(worker: Worker, held: HeldAnswers) {
    this.#worker = worker;
    this.#held = held;
    worker.on('message', (answer: EmbeddedAnswer) => this.#answered(answer));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => {
      this.#fail(new Error(`The embedded database's thread ended (exit code ${code})`));
    });
    // The thread keeps the process alive only while a statement is in flight.
    worker.unref();
  }

  /** Starts the worker and opens the database in it; rejects with the reason it could not. */
  static async open(
    settings: EmbeddedWorkerSettings,
    holding: Partial<Holding> = {},
  ): Promise<EmbeddedClient> {
    const held = new HeldAnswers({ holdStillMs, turnAfterMs, ...holding });
    const worker = startWorker({ ...settings, ...held.workerSide });
    const ready = await new Promise<EmbeddedReady>((resolve, reject) => {
      const ended = (code: number) => {
        reject(new Error(`The embedded database's thread ended (exit code ${code})`));
      };
      worker.once('error', reject);
      worker.once('exit', ended);
      worker.once('message', (message: EmbeddedReady) => {
        worker.off('error', reject);
        worker.off('exit', ended);
        resolve(message);
      });
    });
    if (!ready.ready) {
      held.close();
      await worker.terminate();
      throw errorFrom(ready.error);
    }
    return new EmbeddedClient(worker, held);
  }

  #answered(answer: EmbeddedAnswer): void {
    const waiting = this.#waiting.get(answer.id);
    if (waiting === undefined) return;
    this.#waiting.delete(answer.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    this.#settle(answer, waiting);
  }

  #settle(answer: EmbeddedAnswer, waiting: Waiting): void {
    this.#workerInTransaction = answer.inTransaction;
    if (answer.ok) waiting.resolve(answer.result);
    else waiting.reject(errorFrom(answer.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }

  #send(request: EmbeddedRequest): Promise<Results | Results[]> {
    if (this.#failure !== null) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(request.id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }

  /** Sends a statement and holds this thread still for its answer (embedded-held.ts). */
  async #sendHeld(request: EmbeddedRequest): Promise<Results | Results[]> {
    if (this.#failure !== null) throw this.#failure;
    const post = (held: EmbeddedRequest) => this.#worker.postMessage(held);
    const answer = await this.#held.send(request, post, () => this.#failure);
    return new Promise((resolve, reject) => this.#settle(answer, { resolve, reject }));
  }

  #takeId(): number {
    const id = this.#nextId;
    this.#nextId += 1;
    return id;
  }

  /**
   * Runs one statement on the connection as it is (inside a transaction, or between them); a
   * held one holds this thread still for its answer (#sendHeld), unless an earlier held answer is
   * still to come (two statements of a transaction sent together).
   */
  async #run(statement: Statement, held = false): Promise<Results | Results[]> {
    const request = requestOf(this.#takeId(), statement);
    return held && this.#held.free ? this.#sendHeld(request) : this.#send(request);
  }

  /**
   * Waits until no transaction holds the connection (counted as waiting meanwhile), then calls
   * `take` at once. Everything waiting for a transaction wakes when it ends: `take` runs in the
   * same turn as the check, so a transaction it opens is seen by the waiters that wake after it,
   * and no two transactions share the connection.
   */
  async #whenConnectionFree<Taken>(take: () => Taken): Promise<Taken> {
    while (this.#transaction !== null) {
      this.#waitingForConnection += 1;
      await this.#transaction;
      this.#waitingForConnection -= 1;
    }
    return take();
  }

  /**
   * Marks the connection as a transaction's until the returned function is called. When others
   * wait for it and this thread owes a turn to its other work (embedded-held.ts, turnAfterMs), the
   * connection stays marked until it has taken one: what arrives meanwhile waits behind them.
   */
  #holdConnection(): () => void {
    let end: () => void = () => undefined;
    this.#transaction = new Promise<void>((resolve) => {
      end = resolve;
    });
    const free = () => {
      this.#transaction = null;
      end();
    };
    return () => {
      if (this.#waitingForConnection > 0 && this.#held.owesTurn) afterPollingIo(free);
      else free();
    };
  }

  async #outsideTransaction(statement: Statement): Promise<Results | Results[]> {
    return this.#whenConnectionFree(() => this.#run(statement));
  }

  async query<Row>(text: string, params: unknown[] = [], options?: QueryOptions) {
    const result = await this.#outsideTransaction({ op: 'query', text, params, options });
    return single<Row>(result);
  }

  async exec(text: string): Promise<Results[]> {
    return many(await this.#outsideTransaction({ op: 'exec', text }));
  }

  async transaction<Value>(callback: (tx: Transaction) => Promise<Value>): Promise<Value> {
    const release = await this.#whenConnectionFree(() => this.#holdConnection());
    let closed = false;
    // Its statements hold this thread still: the connection is the transaction's until it ends.
    const query = async <Row>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      single<Row>(await this.#run({ op: 'query', text, params, options }, true));
    const exec = async (text: string) => many(await this.#run({ op: 'exec', text }, true));
    const rollback = async () => {
      closed = true;
      await this.#run({ op: 'exec', text: 'rollback' }, true);
    };
    const tx: Transaction = {
      query,
      exec,
      rollback,
      sql: () => Promise.reject(new Error('The embedded client has no tagged-template queries')),
      listen: () => Promise.reject(new Error('The embedded client does not listen')),
      get closed() {
        return closed;
      },
    };
    try {
      // Held only when nothing sent earlier is still ahead of it.
      await this.#run({ op: 'exec', text: 'begin' }, this.#waiting.size === 0);
      const value = await callback(tx);
      if (!closed) await this.#run({ op: 'exec', text: 'commit' }, true);
      closed = true;
      return value;
    } catch (error) {
      if (!closed && this.#workerInTransaction) {
        await this.#run({ op: 'exec', text: 'rollback' }, true);
      }
      closed = true;
      throw error;
    } finally {
      release();
    }
  }

  /** Statements and transactions waiting their turn: sent behind the one running, or held back. */
  waiting(): number {
    return Math.max(0, this.#waiting.size - 1) + this.#waitingForConnection;
  }

  isInTransaction(): boolean {
    return this.#workerInTransaction;
  }

  /** Closes the database (its files are written) and ends the thread. */
  async close(): Promise<void> {
    if (this.#failure !== null) return;
    // Taken like a transaction's, so that what waited for the connection finds it closed.
    const release = await this.#whenConnectionFree(() => this.#holdConnection());
    try {
      // A second close that waited behind the first finds it done.
      if (this.#failure !== null) return;
      await this.#send({ id: this.#takeId(), op: 'close' });
      this.#failure = new Error('The embedded database is closed');
    } finally {
      release();
    }
    this.#held.close();
    await this.#worker.terminate();
  }
}

/**
 * Drizzle's PGlite driver is typed for the PGlite class but calls only `query` and `transaction`,
 * which EmbeddedClient answers as PGlite does.
 */
export function asPglite(client: PGlite | EmbeddedClient): PGlite {
  if (client instanceof PGlite) return client;
  return client as PgliteCalls as PGlite;
}

function requestOf(id: number, statement: Statement): EmbeddedRequest {
  if (statement.op === 'exec') return { id, op: 'exec', text: statement.text };
  const { options } = statement;
  return {
    id,
    op: 'query',
    text: statement.text,
    params: statement.params,
    rowMode: options?.rowMode,
    textTypes: Object.keys(options?.parsers ?? {}).map(Number),
  };
}

function single<Row>(result: Results | Results[]): Results<Row> {
  if (Array.isArray(result)) throw new Error('A query answered several results');
  // The worker ran the query PGlite-typed; its rows are whatever the statement selected.
  return result as Results<Row>;
}

function many(result: Results | Results[]): Results[] {
  return Array.isArray(result) ? result : [result];
}
