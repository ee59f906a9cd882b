import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat API (Ollama, OpenAI, Groq): POST
 * /v1/chat/completions answers as they do when asked to stream, with `data:` lines of
 * `chat.completion.chunk` objects ending in `data: [DONE]`. Tests point AI_BASE_URL (or a
 * provider) at it, say how it answers, and read what it was asked.
 */

/** How the fake answers the requests that follow. */
export type FakeAiBehaviour =
  /** Streams the pieces, then `finish_reason: "stop"` and `[DONE]`. */
  | { kind: 'reply'; pieces: string[] }
  /** Answers this status with an OpenAI-style error body. */
  | { kind: 'error'; status: number }
  /** Streams the pieces, then says nothing more and keeps the connection open. */
  | { kind: 'stall'; pieces: string[] }
  /** Streams the pieces, then destroys the connection midway through the stream. */
  | { kind: 'cut'; pieces: string[] };

export interface FakeAiRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
}

export interface FakeAi {
  /** `http://127.0.0.1:<port>/v1`: the value of AI_BASE_URL. */
  baseUrl: string;
  /** Every request heard, oldest first. */
  readonly requests: FakeAiRequest[];
  answer(behaviour: FakeAiBehaviour): void;
  /** Resolves once the client ends a request before its answer ended (Stop, a timeout). */
  requestAbandoned(): Promise<void>;
  /** Forgets the requests; answers "Hello" again. */
  reset(): void;
  close(): Promise<void>;
}

function chunk(content: string | null, finishReason: 'stop' | null): string {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [
      {
        index: 0,
        delta: content === null ? {} : { role: 'assistant', content },
        finish_reason: finishReason,
      },
    ],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeAi(): Promise<FakeAi> {
  let behaviour: FakeAiBehaviour = { kind: 'reply', pieces: ['Hello'] };
  const requests: FakeAiRequest[] = [];
  let abandonedWaiters: (() => void)[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await bodyOf(request);
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(text) as Omit<FakeAiRequest, 'authorization'>;
    requests.push({ ...body, authorization: request.headers.authorization });
    const current = behaviour;
    response.once('close', () => {
      if (response.writableFinished) return;
      const waiters = abandonedWaiters;
      abandonedWaiters = [];
      for (const resolve of waiters) resolve();
    });
    if (current.kind === 'error') {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'The fake is failing', type: 'server_error' } }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const piece of current.pieces) response.write(chunk(piece, null));
    if (current.kind === 'stall') return;
    if (current.kind === 'cut') {
      // Flushed first, so the client reads the pieces before the connection breaks.
      response.write('', () => response.socket?.destroy());
      return;
    }
    response.write(chunk(null, 'stop'));
    response.end('data: [DONE]\n\n');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next) {
      behaviour = next;
    },
    requestAbandoned() {
      return new Promise((resolve) => abandonedWaiters.push(resolve));
    },
    reset() {
      requests.length = 0;
      behaviour = { kind: 'reply', pieces: ['Hello'] };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      );
    },
  };
}
