import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiErrorReply, errorMessages, type AiConversationSummary } from '@upsolve/contract';
import { aiStream, buildConversation, endEvent, providerAnswer, startEvent } from '@/test/ai.ts';
import { json, mockApi, renderApp, signedIn, type FetchHandler } from '@/test/render-app.tsx';

/**
 * The chat screen with no conversation yet, POST /askai answered by `askai`; the sidebar lists
 * what `listed` holds when it is read.
 */
function openNewChat(askai: FetchHandler, listed: AiConversationSummary[] = []) {
  const api = mockApi({
    'GET /api/check-auth': signedIn,
    'GET /api/ai/provider': providerAnswer,
    'GET /api/ai/conversations': () => json({ conversations: listed }),
    'POST /api/askai': askai,
  });
  const app = renderApp('/askai');
  return { ...api, ...app };
}

const chatArea = () => screen.getByRole('region', { name: 'Conversation' });
const input = () => screen.getByRole('textbox', { name: 'Your question' });

describe('/askai', () => {
  beforeAll(() =>
    Promise.all([import('./ask-ai.tsx'), import('@/components/ui/markdown-renderer.tsx')]),
  );

  it('welcomes a new chat under a title naming the provider, with the pro tips', async () => {
    openNewChat(() => json({}));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Chat · Ollama' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(chatArea()).getByRole('heading', { name: 'Welcome to AI Chat' })).toBeVisible();
    expect(
      within(chatArea()).getByText(
        'Ask me anything about coding, algorithms, or programming concepts!',
      ),
    ).toBeVisible();
    expect(input()).toHaveAttribute('placeholder', 'Ask me anything about coding...');
    const tips = screen.getByRole('region', { name: 'Pro Tips' });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((tip) => tip.textContent),
    ).toEqual([
      'Ask specific questions',
      'Include code snippets for debugging',
      'Ask for explanations of algorithms',
      'Request code examples and best practices',
    ]);
    expect(screen.getByRole('link', { name: 'New chat' })).toHaveAttribute('href', '/askai');
  });

  it('streams the reply as it is written, then becomes the stored conversation', async () => {
    const stream = aiStream();
    const conversation = buildConversation({ title: 'How do I binary search?' });
    const listed: AiConversationSummary[] = [];
    const { callsTo, location } = openNewChat(() => {
      listed.push(conversation);
      return stream.response;
    }, listed);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome to AI Chat' });

    await user.type(input(), 'How do I binary search?{Enter}');

    expect(within(chatArea()).getByText('How do I binary search?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thinking...' })).toBeDisabled();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(screen.getByText('AI is typing...').closest('[role=status]')).not.toBeNull();
    const [, init] = callsTo('POST /api/askai')[0] ?? [];
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'How do I binary search?' });

    stream.send(startEvent(conversation, 'How do I binary search?'));
    stream.send({ type: 'token', text: 'Keep a range ' });
    expect(await within(chatArea()).findByText('Keep a range')).toBeVisible();
    stream.send({ type: 'token', text: 'that holds the **answer**.' });
    expect(await within(chatArea()).findByText('answer')).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByRole('button', { name: 'Stop the answer' })).toBeVisible();

    stream.send(endEvent(conversation, { content: 'Keep a range that holds the **answer**.' }));
    stream.close();

    await waitFor(() => expect(location().pathname).toBe(`/askai/${conversation._id}`));
    expect(screen.queryByText('AI is typing...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    const sidebar = await screen.findByRole('list', { name: 'Your conversations' });
    expect(
      await within(sidebar).findByRole('link', {
        name: 'How do I binary search?',
        current: 'page',
      }),
    ).toHaveAttribute('href', `/askai/${conversation._id}`);
    // The question and its reply once each, user's on the right and the AI's on the left.
    const bubbles = chatArea().querySelectorAll('[data-sender]');
    expect([...bubbles].map((bubble) => bubble.getAttribute('data-sender'))).toEqual([
      'user',
      'ai',
    ]);
  });

  it('stops on Stop, keeping what arrived marked as interrupted', async () => {
    const stream = aiStream();
    const conversation = buildConversation();
    const { location } = openNewChat(() => stream.response);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome to AI Chat' });

    await user.type(input(), 'Explain segment trees{Enter}');
    stream.send(startEvent(conversation, 'Explain segment trees'));
    stream.send({ type: 'token', text: 'A segment tree stores' });
    expect(await within(chatArea()).findByText('A segment tree stores')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stop the answer' }));

    expect(await within(chatArea()).findByText('Interrupted')).toBeVisible();
    expect(within(chatArea()).getByText('A segment tree stores')).toBeVisible();
    expect(within(chatArea()).getByText('Explain segment trees')).toBeVisible();
    expect(input()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Stop the answer' })).toBeNull();
    expect(location().pathname).toBe(`/askai/${conversation._id}`);
  });

  it('shows a failed reply as the AI’s error message, keeps the question and the notice', async () => {
    const stream = aiStream();
    const conversation = buildConversation();
    const notice = 'No AI provider is set: fill in AI_BASE_URL, AI_API_KEY and AI_MODEL.';
    openNewChat(() => stream.response);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome to AI Chat' });

    await user.type(input(), 'Hello?{Enter}');
    stream.send(startEvent(conversation, 'Hello?'));
    // Not closed: `end` is the last event, so the answer is over even if the connection lingers.
    stream.send(endEvent(conversation, { content: aiErrorReply, status: 'failed' }, notice));

    expect(await within(chatArea()).findByText(aiErrorReply)).toBeVisible();
    expect(within(chatArea()).getByText('Hello?')).toBeVisible();
    expect(screen.queryByText('AI is typing...')).toBeNull();
    expect(screen.getByText(notice)).toBeVisible();
    expect(input()).toBeEnabled();
  });

  it('answers with the AI’s error message when the server cannot be reached', async () => {
    openNewChat(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome to AI Chat' });

    await user.type(input(), 'Anyone there?{Enter}');

    expect(
      await within(chatArea()).findByText('⚠️ Error: Unable to reach AI. Please try again later.'),
    ).toBeVisible();
    expect(within(chatArea()).getByText('Anyone there?')).toBeVisible();
    expect(input()).toBeEnabled();
  });

  it('says when too many questions were asked, and gives the question back', async () => {
    openNewChat(() => json({ message: 'Slow down', code: 'rate_limited' }, 429));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome to AI Chat' });

    await user.type(input(), 'One more{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.rateLimited);
    expect(input()).toHaveValue('One more');
    expect(within(chatArea()).getByRole('heading', { name: 'Welcome to AI Chat' })).toBeVisible();
  });

  it('sends nothing blank; Shift+Enter starts a new line', async () => {
    const { callsTo } = openNewChat(() => json({}));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome to AI Chat' });

    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input(), '   {Enter}');
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');

    expect(input()).toHaveValue('   line one\nline two');
    expect(callsTo('POST /api/askai')).toHaveLength(0);
  });
});
