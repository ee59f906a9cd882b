import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AiConversationSummary, AiMessage } from '@upsolve/contract';
import {
  aiStream,
  buildAiMessage,
  buildConversation,
  endEvent,
  providerAnswer,
  startEvent,
} from '@/test/ai.ts';
import { buildProblemDetail, problemId } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn, type FetchHandler } from '@/test/render-app.tsx';

const recent = buildConversation({ title: 'Dijkstra with negative edges?' });
const older = buildConversation({ title: 'Why is my DP slow?' });
const hints = buildConversation({
  title: 'Hints: Watermelon',
  problem: { _id: problemId, title: 'Watermelon' },
  hintRung: 1,
});

const history: AiMessage[] = [
  buildAiMessage({ sender: 'user', content: 'Why is my DP slow?' }),
  buildAiMessage({
    content: 'Your state has one dimension too many:\n\n```cpp\nint dp[N][K];\n```\n',
    status: 'interrupted',
  }),
];

/** The chat with the viewer's conversations in the sidebar, each readable with its turns. */
function openChat(path: string, more: Record<string, FetchHandler> = {}) {
  const conversations = [recent, older, hints];
  const turns = new Map<string, AiMessage[]>([
    [recent._id, [buildAiMessage({ sender: 'user', content: 'Dijkstra with negative edges?' })]],
    [older._id, history],
    [hints._id, [buildAiMessage({ content: 'Think about parity.', hintRung: 1 })]],
  ]);
  const conversationHandlers = Object.fromEntries(
    conversations.map((conversation) => [
      `GET /api/ai/conversations/${conversation._id}`,
      () => json({ conversation, messages: turns.get(conversation._id) ?? [] }),
    ]),
  );
  const api = mockApi({
    'GET /api/check-auth': signedIn,
    'GET /api/ai/provider': providerAnswer,
    // `?problemId=` keeps that problem's hint conversations, as the server does.
    'GET /api/ai/conversations': ({ url }) => {
      const about = url.searchParams.get('problemId');
      const kept = conversations.filter((one) => about === null || one.problem?._id === about);
      return json({ conversations: kept });
    },
    ...conversationHandlers,
    ...more,
  });
  return { ...api, ...renderApp(path) };
}

const sidebar = () => screen.findByRole('list', { name: 'Your conversations' });
const chatArea = () => screen.getByRole('region', { name: 'Conversation' });

describe('/askai conversations', () => {
  beforeAll(() =>
    Promise.all([import('./ask-ai.tsx'), import('@/components/ui/markdown-renderer.tsx')]),
  );

  it('lists the conversations most recent first, and opens one with its history', async () => {
    const { location } = openChat('/askai');
    const user = userEvent.setup();

    const list = await sidebar();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dijkstra with negative edges?', 'Why is my DP slow?', 'Hints: Watermelon']);

    await user.click(within(list).getByRole('link', { name: 'Why is my DP slow?' }));

    expect(location().pathname).toBe(`/askai/${older._id}`);
    expect(
      await within(chatArea()).findByText(/Your state has one dimension too many/),
    ).toBeVisible();
    expect(within(chatArea()).getByText('Why is my DP slow?')).toBeVisible();
    // Its code is highlighted, with a copy button.
    expect(await within(chatArea()).findByRole('button', { name: 'Copy code' })).toBeVisible();
    expect(chatArea().querySelector('code.hljs')).not.toBeNull();
    // A reply the server kept as interrupted shows the same mark as a stopped one.
    expect(within(chatArea()).getByText('Interrupted')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Why is my DP slow?' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('renames a conversation in place: Enter saves, Escape cancels', async () => {
    const renamed = { ...older, title: 'Knapsack speed-up' };
    const { callsTo } = openChat('/askai', {
      [`PATCH /api/ai/conversations/${older._id}`]: () =>
        json({ message: 'Conversation renamed', conversation: renamed }),
    });
    const user = userEvent.setup();
    const list = await sidebar();

    await user.click(within(list).getByRole('button', { name: 'Rename Why is my DP slow?' }));
    const field = within(list).getByRole('textbox', { name: 'Conversation title' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Not this{Escape}');
    expect(within(list).getByRole('link', { name: 'Why is my DP slow?' })).toBeVisible();
    expect(callsTo(`PATCH /api/ai/conversations/${older._id}`)).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Rename Why is my DP slow?' }));
    const again = within(list).getByRole('textbox', { name: 'Conversation title' });
    await user.clear(again);
    await user.type(again, 'Knapsack speed-up{Enter}');

    expect(await within(list).findByRole('link', { name: 'Knapsack speed-up' })).toBeVisible();
    expect(within(list).queryByRole('link', { name: 'Why is my DP slow?' })).toBeNull();
    const [, init] = callsTo(`PATCH /api/ai/conversations/${older._id}`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ title: 'Knapsack speed-up' });
  });

  it('deletes a conversation after asking, leaving it if it was open', async () => {
    const { callsTo, location } = openChat(`/askai/${older._id}`, {
      [`DELETE /api/ai/conversations/${older._id}`]: () =>
        json({ message: 'Conversation deleted' }),
    });
    const user = userEvent.setup();
    const list = await sidebar();
    await within(chatArea()).findByText(/Your state has one dimension too many/);

    await user.click(within(list).getByRole('button', { name: 'Delete Why is my DP slow?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete conversation' });
    expect(callsTo(`DELETE /api/ai/conversations/${older._id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Conversation' }));

    await waitFor(() => expect(location().pathname).toBe('/askai'));
    expect(within(list).queryByRole('link', { name: 'Why is my DP slow?' })).toBeNull();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Welcome to AI Chat' })).toBeVisible();
    expect(callsTo(`DELETE /api/ai/conversations/${older._id}`)).toHaveLength(1);
  });
});

describe('/askai hints', () => {
  beforeAll(() =>
    Promise.all([import('./ask-ai.tsx'), import('@/components/ui/markdown-renderer.tsx')]),
  );

  it('shows the problem and the rung; Next hint climbs the ladder and goes after the last', async () => {
    const stream = aiStream();
    const { callsTo } = openChat(`/askai/${hints._id}`, {
      'POST /api/askai': () => stream.response,
    });
    const user = userEvent.setup();

    const ladder = await screen.findByRole('region', { name: 'Hint ladder' });
    expect(within(ladder).getByRole('link', { name: 'Watermelon' })).toHaveAttribute(
      'href',
      `/problem/${problemId}`,
    );
    expect(within(ladder).getByText('Hint 1 of 4: The area')).toBeVisible();
    expect(within(ladder).getByText('1. The area').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(within(ladder).getByRole('button', { name: 'Next hint' }));

    const [, init] = callsTo('POST /api/askai')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      content: 'Next hint, please.',
      conversationId: hints._id,
      nextHint: true,
    });
    expect(within(ladder).getByRole('button', { name: 'Next hint' })).toBeDisabled();

    const lastRung: AiConversationSummary = { ...hints, hintRung: 4 };
    stream.send(startEvent(lastRung, 'Next hint, please.'));
    stream.send({ type: 'token', text: 'Count the even splits.' });
    stream.send(endEvent(lastRung, { content: 'Count the even splits.', hintRung: 4 }));
    stream.close();

    expect(await within(ladder).findByText('Hint 4 of 4: A full explanation')).toBeVisible();
    await waitFor(() =>
      expect(within(ladder).queryByRole('button', { name: 'Next hint' })).toBeNull(),
    );
    expect(within(chatArea()).getByText('Count the even splits.')).toBeVisible();
  });

  it('opens the hint chat already on the problem, asking nothing', async () => {
    const { callsTo, location } = openChat(`/askai?problemId=${problemId}`);

    await waitFor(() => expect(location().pathname).toBe(`/askai/${hints._id}`));
    expect(location().search).toBe('');
    expect(await screen.findByRole('region', { name: 'Hint ladder' })).toBeVisible();
    expect(await within(chatArea()).findByText('Think about parity.')).toBeVisible();
    expect(callsTo('POST /api/askai')).toHaveLength(0);
  });

  it('starts a hint chat on a problem by asking for the first hint', async () => {
    const stream = aiStream();
    const started: AiConversationSummary = { ...hints, _id: buildConversation()._id };
    const otherProblem = buildProblemDetail()._id;
    // The server's hint chats on the problem: none until this one is stored.
    let stored: AiConversationSummary[] = [];
    const { callsTo, location, router } = openChat(`/askai?problemId=${otherProblem}`, {
      'GET /api/ai/conversations': ({ url }) =>
        json({ conversations: url.searchParams.has('problemId') ? stored : [started] }),
      'POST /api/askai': () => stream.response,
      [`GET /api/ai/conversations/${started._id}`]: () =>
        json({ conversation: started, messages: [] }),
    });

    await waitFor(() => expect(callsTo('POST /api/askai')).toHaveLength(1));
    const [, init] = callsTo('POST /api/askai')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      content: 'Give me a first hint.',
      problemId: otherProblem,
      nextHint: true,
    });
    expect(await within(chatArea()).findByText('Give me a first hint.')).toBeVisible();

    stream.send(startEvent(started, 'Give me a first hint.'));
    stream.send({ type: 'token', text: 'Think about parity.' });
    stored = [started];
    stream.send(endEvent(started, { content: 'Think about parity.', hintRung: 1 }));
    stream.close();

    await waitFor(() => expect(location().pathname).toBe(`/askai/${started._id}`));
    expect(location().search).toBe('');
    expect(await screen.findByRole('region', { name: 'Hint ladder' })).toBeVisible();
    expect(within(chatArea()).getByText('Think about parity.')).toBeVisible();
    expect(callsTo('POST /api/askai')).toHaveLength(1);

    // Asked again from the problem page: the chat just begun, not a second one.
    await router.navigate(`/askai?problemId=${otherProblem}`);
    await waitFor(() => expect(location().pathname).toBe(`/askai/${started._id}`));
    expect(callsTo('POST /api/askai')).toHaveLength(1);
  });
});
