import type {
  AiConversationSummary,
  AiMessage,
  AiProviderResponse,
  AskAiStreamEvent,
} from '@upsolve/contract';
import { nextId } from './fixtures.ts';
import { json } from './render-app.tsx';

/*
 * The AI assistant's answers as the server sends them, and a streamed answer the test writes
 * event by event.
 */

export const ollama: AiProviderResponse = {
  name: 'Ollama',
  model: 'llama3.2',
  configured: true,
  settings: [],
};

export const providerAnswer = () => json(ollama);

export function buildConversation(
  overrides: Partial<AiConversationSummary> = {},
): AiConversationSummary {
  return {
    _id: nextId(),
    title: 'Binary search on answers',
    problem: null,
    hintRung: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

export function buildAiMessage(overrides: Partial<AiMessage> = {}): AiMessage {
  return {
    _id: nextId(),
    sender: 'ai',
    content: 'Here is how.',
    status: 'complete',
    hintRung: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A streamed answer to POST /askai: `response` goes back from the mocked fetch, then the test
 * sends each event when it chooses and closes the stream.
 */
export function aiStream() {
  const encoder = new TextEncoder();
  let enqueue: (chunk: Uint8Array) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      enqueue = (chunk) => controller.enqueue(chunk);
      end = () => controller.close();
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: AskAiStreamEvent) =>
      enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    close: () => end(),
  };
}

/** The `start` event of a question asked in `conversation`. */
export function startEvent(conversation: AiConversationSummary, content: string): AskAiStreamEvent {
  return {
    type: 'start',
    conversationId: conversation._id,
    conversation,
    question: buildAiMessage({ sender: 'user', content }),
  };
}

/** The `end` event with the stored reply. */
export function endEvent(
  conversation: AiConversationSummary,
  reply: Partial<AiMessage> = {},
  notice: string | null = null,
): AskAiStreamEvent {
  return {
    type: 'end',
    conversationId: conversation._id,
    reply: buildAiMessage(reply),
    notice,
  };
}
