import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { aiErrorReply } from '@upsolve/contract';
import { startFakeAi } from '../../server/src/test/fake-ai-server.ts';
import type { FakeAi } from '../../server/src/test/fake-ai-server.ts';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { createProblem } from '../harness/content.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

// The AI provider is a local fake of an OpenAI-compatible API streaming real SSE chunks.
let fake: FakeAi | undefined;

beforeAll(async () => {
  fake = await startFakeAi();
});

afterAll(async () => {
  await fake?.close();
});

const provider = (): FakeAi => {
  if (fake === undefined) throw new Error('The fake AI provider did not start');
  return fake;
};

const { test } = useApp(() => ({
  env: { AI_BASE_URL: provider().baseUrl, AI_MODEL: 'coach', RATE_LIMIT_SIGNUP_PER_HOUR: '1000' },
}));

const chatLog = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const question = (page: Page) => page.getByPlaceholder('Ask me anything about coding...');

async function ask(page: Page, text: string) {
  await question(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** Everything the last request to the provider said: system prompt, context and question. */
function lastPrompt(): string {
  const request = provider().requests.at(-1);
  if (request === undefined) throw new Error('The provider heard nothing');
  return request.messages.map((message) => `${message.role}: ${message.content}`).join('\n');
}

describe('the AI assistant', () => {
  test('streams a reply, keeps the conversation, stops a slow one and renames and deletes it', async ({
    page,
  }) => {
    provider().reset();
    await signUpViaUi(page, uniqueUser('coach'));
    await page.goto('/askai');
    await expectVisible(page.getByRole('heading', { name: 'Welcome to AI Chat' }));
    await expectVisible(
      page.getByText('Ask me anything about coding, algorithms, or programming concepts!'),
    );
    await expectVisible(page.getByRole('heading', { name: /AI Chat · 127\.0\.0\.1/ }));
    await expectVisible(page.getByRole('heading', { name: 'Pro Tips' }));
    await expectNoSeriousA11yViolations(page, 'AI chat, empty');

    provider().answer({
      kind: 'reply',
      pieces: ['Use a **segment tree**: ', 'each query is $O(\\log n)$.'],
    });
    await ask(page, 'How do I answer range minimum queries quickly?');
    await expectVisible(chatLog(page).getByText('segment tree'));
    await expectVisible(chatLog(page).getByText('How do I answer range minimum queries quickly?'));
    await page.waitForURL(/\/askai\/[0-9a-f-]{36}$/);
    const conversationUrl = page.url();
    const sidebar = page.getByRole('list', { name: 'Your conversations' });
    await expectVisible(sidebar.getByText('How do I answer range minimum queries quickly?'));

    // A slow reply: the first words arrive, the rest never does; Stop keeps what arrived.
    provider().answer({ kind: 'stall', pieces: ['First, build the tree bottom-up'] });
    const abandoned = provider().requestAbandoned();
    await ask(page, 'And how do I build it?');
    await expectVisible(page.getByRole('button', { name: 'Thinking...' }));
    await expect(question(page).isDisabled()).resolves.toBe(true);
    await expectVisible(chatLog(page).getByText('First, build the tree bottom-up'));
    await page.getByRole('button', { name: 'Stop the answer' }).click();
    await abandoned;
    await expectVisible(chatLog(page).getByText('Interrupted'));
    await expectVisible(page.getByRole('button', { name: 'Send' }));

    // The history is the server's: a reload shows both turns and the interrupted reply.
    await page.goto(conversationUrl);
    await expectVisible(chatLog(page).getByText('segment tree'));
    await expectVisible(chatLog(page).getByText('First, build the tree bottom-up'));
    await expectVisible(chatLog(page).getByText('Interrupted'));
    // The next question goes with the earlier turns as context.
    provider().answer({ kind: 'reply', pieces: ['Yes.'] });
    await ask(page, 'Is that all?');
    await expectVisible(chatLog(page).getByText('Yes.'));
    expect(lastPrompt()).toContain('user: How do I answer range minimum queries quickly?');

    // The provider fails: the error reply, the question kept.
    provider().answer({ kind: 'error', status: 500 });
    await ask(page, 'One more thing?');
    await expectVisible(chatLog(page).getByText(aiErrorReply));
    await expectVisible(chatLog(page).getByText('One more thing?'));

    // Renamed in place, then deleted after a confirmation.
    await sidebar
      .getByRole('button', { name: 'Rename How do I answer range minimum queries quickly?' })
      .click();
    await page.getByLabel('Conversation title').fill('Segment trees');
    await page.keyboard.press('Enter');
    await expectVisible(sidebar.getByText('Segment trees'));
    await page.reload();
    await expectVisible(sidebar.getByText('Segment trees'));
    await sidebar.getByRole('button', { name: 'Delete Segment trees' }).click();
    await page.getByRole('button', { name: 'Delete Conversation' }).click();
    await expectPath(page, '/askai');
    await expectHidden(sidebar.getByText('Segment trees'));
    await expectVisible(page.getByRole('heading', { name: 'Welcome to AI Chat' }));
  });

  test('climbs the hint ladder of a problem one rung at a time, with the problem as context', async ({
    page,
  }) => {
    provider().reset();
    await signUpViaUi(page, uniqueUser('hints'));
    const problemId = await createProblem(page, {
      statement: 'Split $w$ kilos of watermelon into two even parts.',
    });
    await page.goto(`/problem/${problemId}`);
    provider().answer({ kind: 'reply', pieces: ['Think about parity.'] });
    await page.getByRole('link', { name: 'Ask for a hint' }).click();
    await expectVisible(page.getByText('Think about parity.'));
    await page.waitForURL(/\/askai\/[0-9a-f-]{36}$/);
    const first = lastPrompt();
    expect(first).toContain('Split $w$ kilos of watermelon into two even parts.');
    expect(first).toContain('The current rung is 1 of 4');
    expect(first).toContain('user: Give me a first hint.');
    const ladder = page.getByRole('region', { name: 'Hint ladder' });
    await expectVisible(ladder);
    await expectNoSeriousA11yViolations(page, 'AI chat, hints');

    for (const [rung, answer] of [
      [2, 'An even w above 2 always splits.'],
      [3, 'Check w % 2 == 0 and w > 2: O(1).'],
      [4, 'Full explanation: two even parts need w even and at least 4.'],
    ] as const) {
      provider().answer({ kind: 'reply', pieces: [answer] });
      await page.getByRole('button', { name: 'Next hint' }).click();
      await expectVisible(page.getByText(answer));
      expect(lastPrompt()).toContain(`The current rung is ${rung} of 4`);
    }
    // The fourth rung is the last: no more "Next hint".
    await expectHidden(page.getByRole('button', { name: 'Next hint' }));

    // The conversation links to its problem, and the problem page back to the conversation.
    const hintsUrl = page.url();
    await ladder.getByRole('link', { name: /Even Split/ }).click();
    await expectPath(page, `/problem/${problemId}`);
    const asked = provider().requests.length;
    await page.getByRole('link', { name: 'Ask for a hint' }).click();
    await page.waitForURL(hintsUrl);
    await expectVisible(
      page.getByText('Full explanation: two even parts need w even and at least 4.'),
    );
    expect(provider().requests).toHaveLength(asked);
  });
});
