/**
 * What the server's thread and the embedded database's worker thread say to each other
 * (embedded-client.ts, embedded-worker.ts). Every request carries a number its answer repeats.
 */

import type { MessagePort } from 'node:worker_threads';
import type { Results, RowMode } from '@electric-sql/pglite';

/** How the worker opens the database, given as the worker's `workerData`. */
export interface EmbeddedWorkerSettings {
  /** Where the database's files are (`memory://` for one that keeps none). */
  dataDir: string;
}

/**
 * What the server's thread gives the worker beside its settings: where the worker answers a
 * statement the server's thread waits for, holding still (a transaction's: embedded-client.ts).
 */
export interface EmbeddedWorkerData extends EmbeddedWorkerSettings {
  heldPort: MessagePort;
  /** Its first 32-bit word is set to 1, and waiters woken, once such an answer is on `heldPort`. */
  heldSignal: SharedArrayBuffer;
}

/** Whether the server's thread waits for the answer holding still (see EmbeddedWorkerData). */
interface Held {
  held?: boolean;
}

export type EmbeddedRequest = Held &
  (
    | {
        id: number;
        op: 'query';
        text: string;
        params: unknown[];
        rowMode: RowMode | undefined;
        /**
         * Types whose values stay the text PostgreSQL sent. Drizzle keeps dates and intervals as
         * text by giving PGlite a parser that returns its input for each; functions cannot cross
         * threads, so the worker is given the types and makes those parsers itself.
         */
        textTypes: number[];
      }
    | { id: number; op: 'exec'; text: string }
    | { id: number; op: 'close' }
  );

/** A database error's fields (SQLSTATE `code`, `constraint`, `detail`...), which callers read. */
export type ErrorFields = Record<string, string | number | undefined>;

export type EmbeddedAnswer =
  | { id: number; ok: true; result: Results | Results[]; inTransaction: boolean }
  | { id: number; ok: false; error: ErrorFields; inTransaction: boolean };

/** The worker's first message: the database is open, or why it could not be opened. */
export type EmbeddedReady = { ready: true } | { ready: false; error: ErrorFields };
