import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiSettings, errorMessages, limits } from '@upsolve/contract';
import type { AiConversationSummary, AskAiResponse } from '@upsolve/contract';
import { aiMessages } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { askAs, useFakeAiApp } from '../../test/fake-ai.ts';
import { buildProblem, unknownId } from '../../test/factories.ts';

/**
 * An owner's AI conversations: GET /api/ai/conversations, GET|PATCH|DELETE
 * /api/ai/conversations/{id}, and GET /api/ai/provider. Only the owner sees or changes one.
 */
const { t, fake } = useFakeAiApp({ env: { AI_API_KEY: 'sk-secret', AI_MODEL: 'gpt-4o-mini' } });

const start = async (actor: Actor, body: object): Promise<AskAiResponse> => {
  const response = await askAs(t, actor, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AskAiResponse;
};
const list = async (actor: Actor, query = ''): Promise<AiConversationSummary[]> => {
  const response = await callAs(t, actor, 'GET', `/api/ai/conversations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { conversations: AiConversationSummary[] }).conversations;
};
const rename = (actor: Actor | null, id: string, body: object) =>
  callAs(t, actor, 'PATCH', `/api/ai/conversations/${id}`, body);
const turnsStored = async (conversationId: string): Promise<number> => {
  const [row] = await t.db
    .select({ count: count() })
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId));
  return row?.count ?? 0;
};

describe('GET /api/ai/conversations', () => {
  it("lists the owner's conversations, most recently used first, and those of one problem", async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    expect(await list(ada)).toEqual([]);
    const problem = await buildProblem(t.db, ada.user, { title: 'Two Sum' });
    const plain = await start(ada, { content: '  \n  What is DP?  \nSecond line' });
    const hints = await start(ada, { content: 'Help', problemId: problem.id });
    await start(bob, { content: "Bob's" });

    const listed = await list(ada);
    expect(listed.map((conversation) => conversation._id)).toEqual([
      hints.conversationId,
      plain.conversationId,
    ]);
    expect(listed[0]).toMatchObject({
      title: 'Hints: Two Sum',
      problem: { _id: problem.id, title: 'Two Sum' },
      hintRung: 0,
    });
    expect(listed[1]).toMatchObject({ title: 'What is DP?', problem: null });

    // A turn moves its conversation to the top.
    await start(ada, { content: 'More', conversationId: plain.conversationId });
    expect((await list(ada))[0]?._id).toBe(plain.conversationId);

    expect((await list(ada, `?problemId=${problem.id}`)).map((c) => c._id)).toEqual([
      hints.conversationId,
    ]);
    expect(await list(ada, `?problemId=${unknownId}`)).toEqual([]);
    expect(await list(ada, '?problemId=not-an-id')).toEqual([]);
  });

  it('cuts a long first line to the title limit', async () => {
    const ada = await signedInActor(t);
    const answer = await start(ada, { content: 'a'.repeat(500) });
    const [conversation] = await list(ada);
    expect(conversation?._id).toBe(answer.conversationId);
    expect(conversation?.title).toBe('a'.repeat(limits.aiConversationTitle));
  });
});

describe('GET /api/ai/conversations/{id}', () => {
  it("answers the owner's turns oldest first and 404 to anyone else", async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    fake.answer({ kind: 'reply', pieces: ['One'] });
    const first = await start(ada, { content: 'Q1' });
    fake.answer({ kind: 'reply', pieces: ['Two'] });
    await start(ada, { content: 'Q2', conversationId: first.conversationId });
    const response = await callAs(t, ada, 'GET', `/api/ai/conversations/${first.conversationId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.conversation).toMatchObject({ _id: first.conversationId, title: 'Q1' });
    expect(body.messages.map((message: { sender: string; content: string }) => message)).toEqual([
      expect.objectContaining({ sender: 'user', content: 'Q1' }),
      expect.objectContaining({ sender: 'ai', content: 'One', status: 'complete' }),
      expect.objectContaining({ sender: 'user', content: 'Q2' }),
      expect.objectContaining({ sender: 'ai', content: 'Two', status: 'complete' }),
    ]);
    for (const id of [first.conversationId, unknownId, 'nope']) {
      const other = await callAs(t, bob, 'GET', `/api/ai/conversations/${id}`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ message: errorMessages.notFound });
    }
  });
});

describe('PATCH /api/ai/conversations/{id}', () => {
  it('renames the owner’s conversation; 400 naming the title and 404 for others change nothing', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const answer = await start(ada, { content: 'Original' });
    const renamed = await rename(ada, answer.conversationId, { title: '  Graphs  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Conversation renamed',
      conversation: { _id: answer.conversationId, title: 'Graphs' },
    });
    expect((await list(ada))[0]?.title).toBe('Graphs');

    const cases: [object, Record<string, string>][] = [
      [{}, { title: 'Title is required' }],
      [{ title: '   ' }, { title: 'Title is required' }],
      [{ title: 'x'.repeat(101) }, { title: 'Title must be at most 100 characters' }],
      [{ title: 'two\nlines' }, { title: 'Title must be one line' }],
    ];
    for (const [body, fields] of cases) {
      const response = await rename(ada, answer.conversationId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', fields });
    }
    for (const id of [answer.conversationId, unknownId]) {
      expect((await rename(bob, id, { title: 'Stolen' })).statusCode).toBe(404);
    }
    expect((await list(ada))[0]?.title).toBe('Graphs');
  });
});

describe('DELETE /api/ai/conversations/{id}', () => {
  it('deletes the owner’s conversation with its turns; 404 for anyone else', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const kept = await start(ada, { content: 'Keep' });
    const gone = await start(ada, { content: 'Delete me' });
    const refused = await callAs(t, bob, 'DELETE', `/api/ai/conversations/${gone.conversationId}`);
    expect(refused.statusCode).toBe(404);
    expect(await turnsStored(gone.conversationId)).toBe(2);

    const deleted = await callAs(t, ada, 'DELETE', `/api/ai/conversations/${gone.conversationId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Conversation deleted' });
    expect((await list(ada)).map((c) => c._id)).toEqual([kept.conversationId]);
    expect(await turnsStored(gone.conversationId)).toBe(0);
    const again = await callAs(t, ada, 'GET', `/api/ai/conversations/${gone.conversationId}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/ai/provider', () => {
  it('names the provider and its model, never its key', async () => {
    const ada = await signedInActor(t);
    const response = await callAs(t, ada, 'GET', '/api/ai/provider');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: fake.baseUrl.replace(/^http:\/\//, '').replace(/\/v1$/, ''),
      model: 'gpt-4o-mini',
      configured: true,
      settings: [],
    });
    expect(response.body).not.toContain('sk-secret');
    expect(aiSettings).toContain('AI_BASE_URL');
  });
});

describe('every AI route signed out', () => {
  it('answers 401', async () => {
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['POST', '/api/askai', { content: 'Hi' }],
      ['GET', '/api/ai/provider'],
      ['GET', '/api/ai/conversations'],
      ['GET', `/api/ai/conversations/${unknownId}`],
      ['PATCH', `/api/ai/conversations/${unknownId}`, { title: 'x' }],
      ['DELETE', `/api/ai/conversations/${unknownId}`],
    ];
    for (const [method, url, body] of routes) {
      const response = await callAs(t, null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(fake.requests).toEqual([]);
  });
});
