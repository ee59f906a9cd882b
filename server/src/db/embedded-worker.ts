/**
 * The embedded database's own thread: it opens PGlite and runs the statements the server's thread
 * sends (embedded-client.ts), so that a slow query, an ANALYZE or a VACUUM no longer holds every
 * request the server is answering meanwhile (docs/decisions/016-embedded-database-on-its-own-thread.md).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ParserOptions, PGlite } from '@electric-sql/pglite';
import { createPglite } from './embedded-engine.ts';
import type {
  EmbeddedAnswer,
  EmbeddedReady,
  EmbeddedRequest,
  EmbeddedWorkerData,
  ErrorFields,
} from './embedded-protocol.ts';

/** An error's own fields that cross threads: its text and PostgreSQL's named fields. */
function fieldsOf(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

const keepText = (value: string) => value;

async function run(client: PGlite, request: EmbeddedRequest) {
  switch (request.op) {
    case 'query': {
      const parsers: ParserOptions = {};
      for (const type of request.textTypes) parsers[type] = keepText;
      return client.query<Record<string, unknown>>(request.text, request.params, {
        rowMode: request.rowMode,
        parsers,
      });
    }
    case 'exec':
      return client.exec(request.text);
    case 'close':
      await client.close();
      return [];
  }
}

async function serve(port: NonNullable<typeof parentPort>, settings: EmbeddedWorkerData) {
  const heldSignal = new Int32Array(settings.heldSignal);
  const answer = (request: EmbeddedRequest, message: EmbeddedAnswer) => {
    if (request.held !== true) {
      port.postMessage(message);
      return;
    }
    // Posted before the signal is set, so the waiting thread finds it once woken.
    settings.heldPort.postMessage(message);
    Atomics.store(heldSignal, 0, 1);
    Atomics.notify(heldSignal, 0);
  };
  let client: PGlite;
  try {
    client = await createPglite({ dataDir: settings.dataDir });
  } catch (error) {
    port.postMessage({ ready: false, error: fieldsOf(error) } satisfies EmbeddedReady);
    return;
  }
  // PGlite runs one statement at a time, in the order they arrive.
  port.on('message', (request: EmbeddedRequest) => {
    run(client, request).then(
      (result) => {
        const inTransaction = request.op !== 'close' && client.isInTransaction();
        answer(request, { id: request.id, ok: true, result, inTransaction });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => {
        const inTransaction = !client.closed && client.isInTransaction();
        answer(request, { id: request.id, ok: false, error: fieldsOf(error), inTransaction });
      },
    );
  });
  port.postMessage({ ready: true } satisfies EmbeddedReady);
}

if (parentPort !== null) await serve(parentPort, workerData as EmbeddedWorkerData);
