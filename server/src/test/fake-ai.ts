import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { askAiStreamEventSchema } from '@upsolve/contract';
import type { AskAiStreamEvent } from '@upsolve/contract';
import type { Actor } from './actors.ts';
import { createTestApp, lazyTestApp } from './harness.ts';
import type { TestApp, TestAppOptions } from './harness.ts';

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

/**
 * A test app whose AI provider is a fake (AI_BASE_URL set, so the provider counts as
 * configured), both started for the file; the fake answers "Hello" again before each test.
 */
export function useFakeAiApp(options: TestAppOptions = {}): { t: TestApp; fake: FakeAi } {
  let fake: FakeAi | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakeAi();
    current = await createTestApp({
      ...options,
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'coach-model', ...options.env },
    });
  });
  afterAll(async () => {
    await current?.close();
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  const started = (): FakeAi => {
    if (fake === undefined) throw new Error('The fake AI starts in beforeAll.');
    return fake;
  };
  return {
    t: lazyTestApp(() => current),
    fake: {
      get baseUrl() {
        return started().baseUrl;
      },
      get requests() {
        return started().requests;
      },
      answer: (behaviour) => started().answer(behaviour),
      requestAbandoned: () => started().requestAbandoned(),
      reset: () => started().reset(),
      close: () => started().close(),
    },
  };
}

/** POST /api/askai as `actor` (null: signed out), as JSON or as a stream of events. */
export function askAs(
  t: TestApp,
  actor: Pick<Actor, 'cookie'> | null,
  body: object,
  options: { stream?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/askai',
    headers: {
      ...(actor === null ? {} : { cookie: actor.cookie }),
      ...(options.stream === true ? { accept: 'text/event-stream' } : {}),
    },
    payload: body,
  });
}

/** The events of a streamed answer, each checked against the contract. */
export function streamEvents(body: string): AskAiStreamEvent[] {
  expect(body.endsWith('\n\n')).toBe(true);
  return body
    .split('\n\n')
    .filter((block) => block !== '')
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return askAiStreamEventSchema.parse(JSON.parse(block.slice('data: '.length)));
    });
}
