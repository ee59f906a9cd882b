import { describe, expect, it } from 'vitest';
import { aiErrorReply, askAiResponseSchema, errorMessages } from '@upsolve/contract';
import type { AiConversationResponse, AskAiResponse } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { askAs, conversationsOwned, streamEvents, useFakeAiApp } from '../../test/fake-ai.ts';
import { unknownId } from '../../test/factories.ts';

/**
 * POST /api/askai (docs/product.md, "AI chat"): a question stored with the provider's reply, as
 * JSON or streamed; the provider is a fake OpenAI-compatible server (test/fake-ai.ts).
 */
const { t, fake } = useFakeAiApp();

const askOk = async (actor: Actor, body: object): Promise<AskAiResponse> => {
  const response = await askAs(t, actor, body);
  expect(response.statusCode, response.body).toBe(200);
  return askAiResponseSchema.parse(response.json());
};
const conversationOf = async (actor: Actor, id: string): Promise<AiConversationResponse> => {
  const response = await callAs(t, actor, 'GET', `/api/ai/conversations/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AiConversationResponse;
};

describe('POST /api/askai as JSON', () => {
  it('answers with the reply and stores the question and the reply in a new conversation', async () => {
    const ada = await signedInActor(t);
    fake.answer({ kind: 'reply', pieces: ['Use ', 'two ', 'pointers.'] });
    const answer = await askOk(ada, { content: 'How do I find a pair with sum k?\nSorted array.' });
    expect(answer).toMatchObject({
      message: 'Use two pointers.',
      notice: null,
      question: { sender: 'user', content: 'How do I find a pair with sum k?\nSorted array.' },
      reply: { sender: 'ai', content: 'Use two pointers.', status: 'complete', hintRung: null },
    });
    const stored = await conversationOf(ada, answer.conversationId);
    expect(stored.conversation).toMatchObject({
      title: 'How do I find a pair with sum k?',
      problem: null,
      hintRung: 0,
    });
    expect(stored.messages).toEqual([answer.question, answer.reply]);
    // The provider was asked with the settings' model and key, the coach's prompt and the question.
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ model: 'coach-model', stream: true });
    expect(request?.authorization).toBe('Bearer unused');
    expect(request?.messages[0]).toMatchObject({ role: 'system' });
    expect(request?.messages[0]?.content).toContain('competitive programmers');
    expect(request?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How do I find a pair with sum k?\nSorted array.',
    });
  });

  it('continues a conversation with its earlier turns as context and moves it to the top', async () => {
    const ada = await signedInActor(t);
    const first = await askOk(ada, { content: 'What is a segment tree?' });
    const other = await askOk(ada, { content: 'Another topic' });
    fake.answer({ kind: 'reply', pieces: ['Lazy propagation.'] });
    const second = await askOk(ada, {
      content: 'And range updates?',
      conversationId: first.conversationId,
    });
    expect(second.conversationId).toBe(first.conversationId);
    expect(fake.requests.at(-1)?.messages.slice(1)).toEqual([
      { role: 'user', content: 'What is a segment tree?' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'And range updates?' },
    ]);
    const stored = await conversationOf(ada, first.conversationId);
    expect(stored.messages.map((message) => message.content)).toEqual([
      'What is a segment tree?',
      'Hello',
      'And range updates?',
      'Lazy propagation.',
    ]);
    const list = await callAs(t, ada, 'GET', '/api/ai/conversations');
    const ids = (list.json() as { conversations: { _id: string }[] }).conversations.map(
      (conversation) => conversation._id,
    );
    expect(ids).toEqual([first.conversationId, other.conversationId]);
  });
});

describe('POST /api/askai streamed', () => {
  it('sends start, a token per piece and one end with the stored reply', async () => {
    const ada = await signedInActor(t);
    fake.answer({ kind: 'reply', pieces: ['Binary ', 'search ', 'the answer.'] });
    const response = await askAs(t, ada, { content: 'Minimise the maximum?' }, { stream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = streamEvents(response.body);
    const [start, ...rest] = events;
    expect(start).toMatchObject({
      type: 'start',
      conversation: { title: 'Minimise the maximum?' },
      question: { sender: 'user', content: 'Minimise the maximum?' },
    });
    expect(rest.slice(0, -1)).toEqual([
      { type: 'token', text: 'Binary ' },
      { type: 'token', text: 'search ' },
      { type: 'token', text: 'the answer.' },
    ]);
    const end = events.at(-1);
    expect(end).toMatchObject({
      type: 'end',
      reply: { content: 'Binary search the answer.', status: 'complete' },
      notice: null,
    });
    if (start?.type !== 'start' || end?.type !== 'end') throw new Error('start and end expected');
    expect(end.conversationId).toBe(start.conversationId);
    const stored = await conversationOf(ada, start.conversationId);
    expect(stored.messages).toEqual([start.question, end.reply]);
  });

  it('keeps what arrived as interrupted when the provider breaks off midway', async () => {
    const ada = await signedInActor(t);
    fake.answer({ kind: 'cut', pieces: ['First ', 'half'] });
    const events = streamEvents(
      (await askAs(t, ada, { content: 'Explain' }, { stream: true })).body,
    );
    expect(events.filter((event) => event.type === 'end')).toEqual([
      expect.objectContaining({ reply: expect.objectContaining({ status: 'interrupted' }) }),
    ]);
    const end = events.at(-1);
    if (end?.type !== 'end') throw new Error('end expected');
    expect(end.reply.content).toBe('First half');
    const stored = await conversationOf(ada, end.conversationId);
    expect(stored.messages.map((message) => [message.content, message.status])).toEqual([
      ['Explain', 'complete'],
      ['First half', 'interrupted'],
    ]);
    // What arrived is part of the conversation: the next question is asked with it.
    await askOk(ada, { content: 'Go on', conversationId: end.conversationId });
    expect(fake.requests.at(-1)?.messages.slice(1)).toEqual([
      { role: 'user', content: 'Explain' },
      { role: 'assistant', content: 'First half' },
      { role: 'user', content: 'Go on' },
    ]);
  });
});

describe('POST /api/askai when the provider fails', () => {
  it('stores a failed reply with the error text, keeps the question and never sends it as context', async () => {
    const ada = await signedInActor(t);
    fake.answer({ kind: 'error', status: 500 });
    const failed = await askOk(ada, { content: 'Are you there?' });
    expect(failed).toMatchObject({
      message: aiErrorReply,
      reply: { content: aiErrorReply, status: 'failed' },
      // The provider is configured (AI_BASE_URL is set): no settings to name.
      notice: null,
    });
    const streamed = streamEvents(
      (
        await askAs(
          t,
          ada,
          { content: 'Still there?', conversationId: failed.conversationId },
          { stream: true },
        )
      ).body,
    );
    expect(streamed.map((event) => event.type)).toEqual(['start', 'end']);
    expect(streamed[1]).toMatchObject({ reply: { content: aiErrorReply, status: 'failed' } });

    fake.answer({ kind: 'reply', pieces: ['Yes.'] });
    await askOk(ada, { content: 'Now?', conversationId: failed.conversationId });
    expect(fake.requests.at(-1)?.messages.slice(1)).toEqual([
      { role: 'user', content: 'Are you there?' },
      { role: 'user', content: 'Still there?' },
      { role: 'user', content: 'Now?' },
    ]);
    const stored = await conversationOf(ada, failed.conversationId);
    expect(stored.messages.map((message) => message.status)).toEqual([
      'complete',
      'failed',
      'complete',
      'failed',
      'complete',
      'complete',
    ]);
  });
});

describe('POST /api/askai refusals', () => {
  it('answers 401 to a signed-out visitor and asks no provider', async () => {
    const response = await askAs(t, null, { content: 'Hi' });
    expect(response.statusCode).toBe(401);
    expect(fake.requests).toEqual([]);
  });

  it('answers 400 naming the field for blank or too long content; nothing is stored or asked', async () => {
    const ada = await signedInActor(t);
    const cases: [object, Record<string, string>][] = [
      [{}, { content: 'Message is required' }],
      [{ content: '   \n ' }, { content: 'Message is required' }],
      [{ content: 'x'.repeat(8_001) }, { content: 'Message must be at most 8000 characters' }],
    ];
    for (const [body, fields] of cases) {
      const response = await askAs(t, ada, body, { stream: true });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', fields });
    }
    expect(await conversationsOwned(t, ada)).toBe(0);
    expect(fake.requests).toEqual([]);
  });

  it("answers 404 for another user's or an unknown conversation; nothing is stored or asked", async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const adas = await askOk(ada, { content: 'Mine' });
    fake.reset();
    for (const conversationId of [adas.conversationId, unknownId, 'not-an-id']) {
      const response = await askAs(t, bob, { content: 'Let me in', conversationId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: errorMessages.notFound });
    }
    expect(await conversationsOwned(t, bob)).toBe(0);
    expect((await conversationOf(ada, adas.conversationId)).messages).toHaveLength(2);
    expect(fake.requests).toEqual([]);
  });
});
