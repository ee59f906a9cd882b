import { askAiStreamEventSchema, type AskAiInput, type AskAiStreamEvent } from '@upsolve/contract';
import { createParser } from 'eventsource-parser';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';

export interface AskAiStreamOptions {
  signal: AbortSignal;
  /** Each event of the answer, in order: `start`, the `token`s, then `end`. */
  onEvent: (event: AskAiStreamEvent) => void;
}

/**
 * POST /askai with `Accept: text/event-stream`: sends the question and hands each event of the
 * streamed answer to `onEvent` as it arrives. Resolves when the stream closes (after `end`, or
 * early if the connection broke off). Throws `ApiError` when the server refused the question
 * before streaming (400, 401, 404, 429), `NetworkError` when no answer came, and an AbortError
 * once `signal` aborts.
 */
export async function streamAskAi(input: AskAiInput, { signal, onEvent }: AskAiStreamOptions) {
  const response = await api.openStream(apiPaths.askAi, { body: input, signal });
  const body = response.body;
  if (body === null) return;
  let ended = false;
  const parser = createParser({
    onEvent: (message) => {
      if (signal.aborted || ended) return;
      const event = askAiStreamEventSchema.safeParse(parseJson(message.data));
      // An event this client does not know (a newer server) is skipped, not fatal.
      if (!event.success) return;
      ended = event.data.type === 'end';
      onEvent(event.data);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  // Stop ends the read at once, whether or not the fetch underneath notices the abort.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      // `end` is the last event: the answer is complete even if the connection lingers.
      if (ended) {
        cancel();
        break;
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  signal.throwIfAborted();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
