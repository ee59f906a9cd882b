import { describe, expect, it } from 'vitest';
import { aiTexts, errorMessages } from '@upsolve/contract';
import type { AiConversationResponse, AskAiResponse } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { askAs, conversationsOwned, useFakeAiApp } from '../../test/fake-ai.ts';
import { buildProblem, buildSolution, unknownId } from '../../test/factories.ts';
import { contextBudgetChars } from './prompt.ts';

/**
 * Hints on a problem (POST /api/askai with `problemId` and `nextHint`): the server adds the
 * problem and the viewer's own solution to the prompt, and climbs the ladder one rung at a time.
 */
const { t, fake } = useFakeAiApp();

const askOk = async (actor: Actor, body: object): Promise<AskAiResponse> => {
  const response = await askAs(t, actor, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AskAiResponse;
};
const conversationOf = async (actor: Actor, id: string): Promise<AiConversationResponse> =>
  (await callAs(t, actor, 'GET', `/api/ai/conversations/${id}`)).json() as AiConversationResponse;
const lastPrompt = () => {
  const request = fake.requests.at(-1);
  if (request === undefined) throw new Error('The provider was not asked');
  return request.messages;
};
const systemText = () =>
  lastPrompt()
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n');

describe('hint conversations', () => {
  it('climbs the ladder one rung per "Next hint" only, with the problem and own solution in the prompt', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, bob.user, {
      title: 'Range Sums',
      statement: 'Answer q queries of the sum of a[l..r].',
      inputFormat: '1 <= n, q <= 2e5',
    });
    await buildSolution(t.db, problem, ada.user, {
      approach: 'Fenwick tree',
      code: 'int fenwick;',
    });
    await buildSolution(t.db, problem, bob.user, { approach: "Bob's secret approach" });

    const first = await askOk(ada, {
      content: 'A hint please',
      problemId: problem.id,
      nextHint: true,
    });
    expect(first.question.hintRung).toBe(1);
    expect(first.reply.hintRung).toBe(1);
    const text = systemText();
    expect(text).toContain('Range Sums');
    expect(text).toContain('Answer q queries of the sum of a[l..r].');
    expect(text).toContain('1 <= n, q <= 2e5');
    expect(text).toContain('Fenwick tree');
    expect(text).toContain('int fenwick;');
    expect(text).not.toContain("Bob's secret approach");
    expect(text).toContain('The current rung is 1 of 4');
    expect(text).toContain('no code unless');
    // The problem is the server's addition: the user's turn is only what they typed.
    expect(lastPrompt().at(-1)).toEqual({ role: 'user', content: 'A hint please' });

    const id = first.conversationId;
    const question = await askOk(ada, { content: 'Why does that work?', conversationId: id });
    expect(question.question.hintRung).toBeNull();
    expect(systemText()).toContain('The current rung is 1 of 4');
    expect((await conversationOf(ada, id)).conversation.hintRung).toBe(1);

    const second = await askOk(ada, { content: 'Next hint', conversationId: id, nextHint: true });
    expect(second.reply.hintRung).toBe(2);
    expect(systemText()).toContain('The current rung is 2 of 4');
    expect((await conversationOf(ada, id)).conversation).toMatchObject({
      hintRung: 2,
      title: 'Hints: Range Sums',
      problem: { _id: problem.id, title: 'Range Sums' },
    });
  });

  it('refuses a fifth hint, a hint without a problem and another problem; nothing stored or asked', async () => {
    const ada = await signedInActor(t);
    const problem = await buildProblem(t.db, ada.user);
    const other = await buildProblem(t.db, ada.user);
    const hints = await askOk(ada, { content: 'Hint', problemId: problem.id, nextHint: true });
    for (let rung = 2; rung <= 4; rung += 1) {
      await askOk(ada, { content: 'Next', conversationId: hints.conversationId, nextHint: true });
    }
    const plain = await askOk(ada, { content: 'No problem here' });
    fake.reset();
    const before = await conversationsOwned(t, ada);
    const cases: [object, Record<string, string>][] = [
      [
        { content: 'Next', conversationId: hints.conversationId, nextHint: true },
        { nextHint: aiTexts.ladderDone },
      ],
      [{ content: 'Hint', nextHint: true }, { nextHint: aiTexts.hintNeedsProblem }],
      [
        { content: 'Hint', conversationId: plain.conversationId, nextHint: true },
        { nextHint: aiTexts.hintNeedsProblem },
      ],
      [
        { content: 'Other', conversationId: hints.conversationId, problemId: other.id },
        { problemId: aiTexts.otherProblem },
      ],
      [
        { content: 'Other', conversationId: plain.conversationId, problemId: other.id },
        { problemId: aiTexts.otherProblem },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await askAs(t, ada, body, { stream: true });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', fields });
    }
    expect(fake.requests).toEqual([]);
    expect(await conversationsOwned(t, ada)).toBe(before);
    const stored = await conversationOf(ada, hints.conversationId);
    expect(stored.conversation.hintRung).toBe(4);
    expect(stored.messages).toHaveLength(8);
  });

  it("answers 404 for another user's private problem or an unknown one; nothing stored or asked", async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const secret = await buildProblem(t.db, bob.user, { visibility: 'private', title: 'Secret' });
    for (const problemId of [secret.id, unknownId, 'not-an-id']) {
      const response = await askAs(t, ada, { content: 'Hint', problemId, nextHint: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: errorMessages.notFound });
    }
    expect(fake.requests).toEqual([]);
    expect(await conversationsOwned(t, ada)).toBe(0);
    // Its owner may ask about it.
    const own = await askOk(bob, { content: 'Hint', problemId: secret.id, nextHint: true });
    expect(own.reply.status).toBe('complete');
    expect(systemText()).toContain('Secret');
  });
});

describe('the context sent with a question', () => {
  it('holds the newest earlier turns that fit the budget, and the question whole', async () => {
    const ada = await signedInActor(t);
    const long = (letter: string) => letter.repeat(7_000);
    fake.answer({ kind: 'reply', pieces: ['ok'] });
    const first = await askOk(ada, { content: long('a') });
    const id = first.conversationId;
    for (const letter of ['b', 'c', 'd']) {
      await askOk(ada, { content: long(letter), conversationId: id });
    }
    await askOk(ada, { content: 'Last question', conversationId: id });
    const earlier = lastPrompt().slice(1, -1);
    const sent = earlier.reduce((total, message) => total + message.content.length, 0);
    expect(sent).toBeLessThanOrEqual(contextBudgetChars);
    // 'd', 'c' and 'b' with their replies fit; 'a' does not.
    expect(earlier.map((message) => message.content[0])).toEqual(['b', 'o', 'c', 'o', 'd', 'o']);
    expect(lastPrompt().at(-1)).toEqual({ role: 'user', content: 'Last question' });
  });
});
