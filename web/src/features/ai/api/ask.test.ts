import { describe, expect, it } from 'vitest';
import type { AskAiStreamEvent } from '@upsolve/contract';
import { ApiError } from '@/lib/api.ts';
import { json, mockApi } from '@/test/render-app.tsx';
import { streamAskAi } from './ask.ts';

/** A streamed answer cut into the given chunks, however they split the events. */
function chunked(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('streamAskAi', () => {
  it('hands over each event however the network cut the stream, skipping unknown ones', async () => {
    const first = `data: ${JSON.stringify({ type: 'token', text: 'Two ' })}\n\n`;
    const second = `data: ${JSON.stringify({ type: 'token', text: 'pointers' })}\n\n`;
    mockApi({
      'POST /api/askai': () =>
        chunked([
          first.slice(0, 9),
          first.slice(9) + second.slice(0, 20),
          second.slice(20),
          'data: {"type":"unknown"}\n\n',
          ': a comment keeps the connection open\n\n',
        ]),
    });
    const events: AskAiStreamEvent[] = [];

    await streamAskAi(
      { content: 'Which technique?' },
      { signal: new AbortController().signal, onEvent: (event) => events.push(event) },
    );

    expect(events).toEqual([
      { type: 'token', text: 'Two ' },
      { type: 'token', text: 'pointers' },
    ]);
  });

  it('throws the server’s refusal sent before the stream', async () => {
    mockApi({
      'POST /api/askai': () =>
        json({ message: 'Message is required', code: 'validation', fields: {} }, 400),
    });

    const refusal = streamAskAi(
      { content: '' },
      { signal: new AbortController().signal, onEvent: () => undefined },
    );

    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400, message: 'Message is required' });
  });
});
