import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { aiErrorReply, aiTexts, errorMessages } from '@upsolve/contract';
import type { AiConversationResponse, AskAiResponse } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { askAs, streamEvents, useFakeAiApp } from '../../test/fake-ai.ts';
import { createTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { baseUrlOf } from '../../test/sockets.ts';
import { openAiProvider, providerName } from './provider.ts';

/**
 * What stops an answer: the per-user limits, a provider that goes silent or is unreachable, a
 * client that stops reading, and a server with no provider chosen.
 */
const conversationOf = async (t: TestApp, actor: Actor, id: string) =>
  (await callAs(t, actor, 'GET', `/api/ai/conversations/${id}`)).json() as AiConversationResponse;

describe('the limits on questions', () => {
  const { t, fake } = useFakeAiApp({
    env: { RATE_LIMIT_AI_PER_MIN: '3', RATE_LIMIT_AI_PER_DAY: '2' },
  });

  it('answers 429 after the day’s questions, without asking the provider or storing anything', async () => {
    const ada = await signedInActor(t);
    const first = (await askAs(t, ada, { content: 'One' })).json() as AskAiResponse;
    const { conversationId } = first;
    expect((await askAs(t, ada, { content: 'Two', conversationId })).statusCode).toBe(200);
    fake.reset();
    const refused = await askAs(t, ada, { content: 'Three', conversationId });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: errorMessages.rateLimited, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(fake.requests).toEqual([]);
    expect((await conversationOf(t, ada, conversationId)).messages).toHaveLength(4);
  });

  it('answers 429 after the minute’s requests, bad ones included, per user', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    for (let request = 0; request < 3; request += 1) {
      expect((await askAs(t, ada, { content: ' ' })).statusCode).toBe(400);
    }
    const refused = await askAs(t, ada, { content: 'Now a real one' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: errorMessages.rateLimited, code: 'rate_limited' });
    expect(fake.requests).toEqual([]);
    // Bob's questions are counted apart.
    expect((await askAs(t, bob, { content: 'Mine' })).statusCode).toBe(200);
  });
});

describe('a provider that goes silent', () => {
  const { t, fake } = useFakeAiApp({ ai: { inactivityMs: 100 } });

  it('is given up: failed when nothing came, interrupted with what came before the silence', async () => {
    const ada = await signedInActor(t);
    fake.answer({ kind: 'stall', pieces: [] });
    const abandoned = fake.requestAbandoned();
    const silent = (await askAs(t, ada, { content: 'Hello?' })).json() as AskAiResponse;
    await abandoned;
    expect(silent.reply).toMatchObject({ content: aiErrorReply, status: 'failed' });
    expect(silent.question.content).toBe('Hello?');

    fake.answer({ kind: 'stall', pieces: ['Half ', 'an answer'] });
    const events = streamEvents(
      (
        await askAs(
          t,
          ada,
          { content: 'Go on', conversationId: silent.conversationId },
          { stream: true },
        )
      ).body,
    );
    expect(events.map((event) => event.type)).toEqual(['start', 'token', 'token', 'end']);
    expect(events.at(-1)).toMatchObject({
      reply: { content: 'Half an answer', status: 'interrupted' },
    });
  });
});

describe('a client that stops reading', () => {
  const { t, fake } = useFakeAiApp();

  it('ends the provider’s request and keeps what arrived as interrupted', async () => {
    const ada = await signedInActor(t);
    const base = await baseUrlOf(t);
    fake.answer({ kind: 'stall', pieces: ['Partial ', 'answer'] });
    const abandoned = fake.requestAbandoned();
    const stop = new AbortController();
    // A browser's fetch on a connection of its own, aborted by Stop once two pieces are shown.
    const received = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${base}/api/askai`, {
        method: 'POST',
        agent: false,
        signal: stop.signal,
        headers: {
          cookie: ada.cookie,
          accept: 'text/event-stream',
          'content-type': 'application/json',
        },
      });
      request.on('error', (error) => {
        if (!stop.signal.aborted) reject(error);
      });
      request.on('response', (response) => {
        expect(response.statusCode).toBe(200);
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (piece: string) => {
          text += piece;
          if (text.includes('"text":"answer"')) resolve(text);
        });
      });
      request.end(JSON.stringify({ content: 'A long explanation, please' }));
    });
    stop.abort();
    await abandoned;

    const [start] = streamEvents(`${received.split('\n\n')[0] ?? ''}\n\n`);
    if (start?.type !== 'start') throw new Error('The stream did not begin with start');
    // The reply is stored once the request has been ended: await it rather than guess when.
    await expect
      .poll(async () =>
        (await conversationOf(t, ada, start.conversationId)).messages.map((message) => [
          message.content,
          message.status,
        ]),
      )
      .toEqual([
        ['A long explanation, please', 'complete'],
        ['Partial answer', 'interrupted'],
      ]);
  });
});

describe('a server whose provider is unreachable', () => {
  it('fails the reply, naming the settings only when no provider was chosen', async () => {
    // The harness's AI_BASE_URL is a port nobody answers on, and it counts as chosen.
    const configured = await createTestApp();
    const unconfigured = await createTestApp({
      env: { AI_BASE_URL: '' },
      ai: {
        provider: openAiProvider({
          baseUrl: 'http://127.0.0.1:9/v1',
          apiKey: undefined,
          model: 'llama3.2',
        }),
      },
    });
    try {
      const ada = await signedInActor(configured);
      const chosen = (await askAs(configured, ada, { content: 'Hi' })).json() as AskAiResponse;
      expect(chosen).toMatchObject({ message: aiErrorReply, notice: null });
      expect(chosen.reply.status).toBe('failed');

      const bob = await signedInActor(unconfigured);
      const events = streamEvents(
        (await askAs(unconfigured, bob, { content: 'Hi' }, { stream: true })).body,
      );
      expect(events.at(-1)).toMatchObject({
        type: 'end',
        reply: { content: aiErrorReply, status: 'failed' },
        notice: aiTexts.notConfigured,
      });
      const provider = await callAs(unconfigured, bob, 'GET', '/api/ai/provider');
      expect(provider.json()).toEqual({
        name: 'Ollama',
        model: 'llama3.2',
        configured: false,
        settings: ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'],
      });
    } finally {
      await configured.close();
      await unconfigured.close();
    }
  });
});

describe('the provider’s name', () => {
  it('comes from the base URL', () => {
    expect(providerName('https://api.openai.com/v1')).toBe('OpenAI');
    expect(providerName('https://api.groq.com/openai/v1')).toBe('Groq');
    expect(providerName('http://127.0.0.1:11434/v1')).toBe('Ollama');
    expect(providerName('http://ollama.internal:8080/v1')).toBe('Ollama');
    expect(providerName('https://openrouter.ai/api/v1')).toBe('openrouter.ai');
    expect(providerName('http://llm.example:8000/v1')).toBe('llm.example:8000');
  });
});
