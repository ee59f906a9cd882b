import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation, Message } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-socket.ts';
import { buildChatUser, buildMessage, me, nextId, otherUser } from '@/test/fixtures.ts';
import {
  deferred,
  json,
  mockApi,
  renderApp,
  signedIn,
  type FetchHandler,
} from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

const petr = buildChatUser({ _id: otherUser._id, username: 'petr' });
const alice = buildChatUser({ username: 'alice' });
const conversationCall = `GET /api/messages/${petr._id}`;
const sendCall = `POST /api/messages/send/${petr._id}`;
const readCall = `POST /api/messages/${petr._id}/read`;

/** The stored copy of what the viewer sent to petr, as the server answers it. */
function stored(content: string, overrides: Partial<Message> = {}): Message {
  return buildMessage({
    sender: me._id,
    receiver: petr._id,
    content,
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}

/** Opens the conversation with petr, whose history is `messages`. */
async function openConversation(messages: Message[], handlers: Record<string, FetchHandler> = {}) {
  const api = mockApi({
    'GET /api/check-auth': signedIn,
    'GET /api/messages/users': () => json([petr, alice]),
    [conversationCall]: () => json(messages),
    [readCall]: () =>
      json({ message: 'Conversation marked as read', readAt: new Date().toISOString() }),
    ...handlers,
  });
  const view = renderApp(`/messages?with=${petr._id}`);
  const log = await screen.findByRole('log', { name: 'Conversation with petr' });
  await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));
  const box = screen.getByRole('textbox', { name: 'Message to petr' });
  const sendButton = screen.getByRole('button', { name: 'Send message' });
  return { ...api, ...view, log, box, sendButton };
}

describe('messages: a conversation', () => {
  beforeAll(() => import('./messages.tsx'));

  it("shows each message with its 24-hour time under its day, and 'Seen' under the viewer's newest read one", async () => {
    const day = (hours: number, minutes: number) =>
      new Date(2026, 2, 4, hours, minutes).toISOString();
    const { log } = await openConversation([
      buildMessage({ content: 'Did you solve D?', createdAt: day(9, 5), readAt: day(9, 6) }),
      stored('Yes, with a segment tree', { createdAt: day(21, 40), readAt: day(22, 0) }),
    ]);

    const dayGroup = within(log).getByRole('region', { name: 'Mar 4, 2026' });
    expect(within(dayGroup).getByText('Did you solve D?')).toBeVisible();
    expect(within(dayGroup).getByText('09:05')).toBeVisible();
    expect(within(dayGroup).getByText('21:40')).toBeVisible();
    expect(within(log).getAllByText('· Seen')).toHaveLength(1);
  });

  it("sends optimistically: the message shows at once with '(sending...)', then as stored", async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const { log, box, callsTo } = await openConversation([], { [sendCall]: () => answer.promise });

    await user.type(box, '  gl hf  {Enter}');
    expect(within(log).getByText('gl hf')).toBeVisible();
    expect(within(log).getByText('(sending...)')).toBeVisible();
    expect(box).toHaveValue('');
    expect(callsTo(sendCall)).toHaveLength(1);
    // The tab names its socket, so the server echoes the message only to the viewer's other tabs.
    const [, init] = callsTo(sendCall)[0] ?? [];
    expect(new Headers(init?.headers).get('X-Socket-Id')).toBe(fakeServer.socket().id);

    answer.resolve(json(stored('gl hf'), 201));
    await waitFor(() => expect(within(log).queryByText('(sending...)')).toBeNull());
    expect(within(log).getAllByText('gl hf')).toHaveLength(1);
  });

  it("removes a message that failed and alerts 'Failed to send message. Please try again.'", async () => {
    const user = userEvent.setup({ delay: null });
    const { log, box } = await openConversation([], {
      [sendCall]: () => json({ message: 'Something broke', code: 'internal' }, 500),
    });

    await user.type(box, 'will this arrive?{Enter}');
    await expectToast('Failed to send message. Please try again.');
    expect(within(log).queryByText('will this arrive?')).toBeNull();
    // The words come back to the empty box, to be sent again.
    expect(box).toHaveValue('will this arrive?');
  });

  it('says when messages are sent too quickly (429)', async () => {
    const user = userEvent.setup({ delay: null });
    const { box } = await openConversation([], {
      [sendCall]: () =>
        json({ message: 'Too many requests, slow down', code: 'rate_limited' }, 429),
    });
    await user.type(box, 'spam{Enter}');
    await expectToast('You are sending messages too quickly. Please wait a moment.');
  });

  it('sends on Enter; Shift+Enter starts a new line', async () => {
    const user = userEvent.setup({ delay: null });
    const { box, callsTo } = await openConversation([], {
      [sendCall]: ({ body }) => json(stored('line one\nline two'), body ? 201 : 400),
    });

    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(callsTo(sendCall)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(sendCall)).toHaveLength(1));
    const [, init] = callsTo(sendCall)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'line one\nline two' });
  });

  it('keeps the send button disabled for blank or whitespace-only text, and Enter sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { box, sendButton, callsTo } = await openConversation([]);

    expect(sendButton).toBeDisabled();
    await user.type(box, '   {Shift>}{Enter}{/Shift}  ');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(callsTo(sendCall)).toHaveLength(0);
    await user.type(box, 'x');
    expect(sendButton).toBeEnabled();
  });

  it('adds a real-time message only to the open conversation, only once, and marks it read', async () => {
    const { log, callsTo } = await openConversation([
      buildMessage({ content: 'hi', readAt: new Date().toISOString() }),
    ]);
    const incoming = {
      ...buildMessage({ content: 'are you there?', createdAt: new Date().toISOString() }),
      box: 'accepted' as const,
    };

    fakeServer.send('newMessage', incoming);
    expect(await within(log).findByText('are you there?')).toBeVisible();
    fakeServer.send('newMessage', incoming);
    fakeServer.send('newMessage', {
      ...buildMessage({ sender: alice._id, content: 'from alice' }),
      box: 'accepted',
    });
    expect(within(log).getAllByText('are you there?')).toHaveLength(1);
    expect(within(log).queryByText('from alice')).toBeNull();
    await waitFor(() => expect(callsTo(readCall)).toHaveLength(1));

    // What the viewer sent from another tab shows here too.
    fakeServer.send('messageSent', stored('sent from my phone'));
    expect(await within(log).findByText('sent from my phone')).toBeVisible();
  });

  it("shows 'Seen' when petr reads, and that petr is typing", async () => {
    const sent = stored('did you read the editorial?');
    const { log } = await openConversation([sent]);
    expect(within(log).queryByText('· Seen')).toBeNull();

    fakeServer.send('messagesRead', {
      by: petr._id,
      readAt: new Date(Date.now() + 1000).toISOString(),
    });
    expect(await within(log).findByText('· Seen')).toBeVisible();

    fakeServer.send('typing', { from: petr._id, typing: true });
    expect(await screen.findByText('petr is typing...')).toBeVisible();
    fakeServer.send('typing', { from: petr._id, typing: false });
    await waitFor(() => expect(screen.queryByText('petr is typing...')).toBeNull());
  });

  it('fetches the conversation again after a reconnect, so nothing sent meanwhile is missed', async () => {
    const missed = buildMessage({
      content: 'sent while you were away',
      readAt: new Date().toISOString(),
    });
    let history: Message[] = [];
    const { log } = await openConversation([], { [conversationCall]: () => json(history) });

    fakeServer.socket().drop();
    history = [missed];
    fakeServer.socket().reconnect();
    expect(await within(log).findByText('sent while you were away')).toBeVisible();
  });

  it('tells petr while the viewer types, and when they stop', async () => {
    const user = userEvent.setup({ delay: null });
    const { box } = await openConversation([], { [sendCall]: () => json(stored('x'), 201) });

    // The screen also watches presence; only typing notices count here.
    const typingSent = () => fakeServer.socket().sent.filter(([event]) => event === 'typing');
    await user.type(box, 'x');
    expect(typingSent()).toEqual([['typing', { to: petr._id, typing: true }]]);
    await user.keyboard('{Enter}');
    expect(typingSent().at(-1)).toEqual(['typing', { to: petr._id, typing: false }]);
  });

  it('loads older messages above the newest page', async () => {
    const user = userEvent.setup({ delay: null });
    const older = buildMessage({
      content: 'an older message',
      createdAt: new Date(2026, 2, 3, 8, 0).toISOString(),
      readAt: new Date().toISOString(),
    });
    const newer = buildMessage({
      content: 'the newest message',
      createdAt: new Date(2026, 2, 4, 8, 0).toISOString(),
      readAt: new Date().toISOString(),
    });
    const { log, queriesTo } = await openConversation([], {
      [conversationCall]: ({ url }) =>
        url.searchParams.get('cursor') === 'older-page'
          ? json([older])
          : new Response(JSON.stringify([newer]), {
              headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'older-page' },
            }),
    });
    await within(log).findByText('the newest message');

    await user.click(within(log).getByRole('button', { name: 'Load older messages' }));
    expect(await within(log).findByText('an older message')).toBeVisible();
    expect(queriesTo(conversationCall).at(-1)?.get('cursor')).toBe('older-page');
    const texts = within(log)
      .getAllByText(/message$/)
      .map((element) => element.textContent);
    expect(texts).toEqual(['an older message', 'the newest message']);
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('opens with the accepted invitation’s project, before the first message', async () => {
    const invitation = (overrides: Partial<Invitation>): Invitation => ({
      _id: nextId(),
      from: otherUser,
      to: me,
      projectDetails: 'A gym bot in Rust.\nWant to join?',
      status: 'accepted',
      createdAt: '2026-03-04T10:00:00.000Z',
      answeredAt: '2026-03-04T11:00:00.000Z',
      ...overrides,
    });
    const { log } = await openConversation([buildMessage({ content: 'Welcome aboard!' })], {
      'GET /api/collaborations': () =>
        json({
          incoming: [
            invitation({}),
            invitation({ status: 'pending', projectDetails: 'Still waiting' }),
            invitation({ from: { _id: alice._id, username: 'alice' }, projectDetails: 'Alice’s' }),
          ],
          outgoing: [
            invitation({ from: me, to: otherUser, status: 'declined', projectDetails: 'No' }),
          ],
        }),
    });
    const intro = await within(log).findByRole('list', { name: 'Invitations' });
    expect(within(intro).getAllByRole('listitem')).toHaveLength(1);
    expect(intro).toHaveTextContent('Invitation');
    expect(intro).toHaveTextContent('petr invited you');
    expect(within(intro).getByText(/A gym bot in Rust/)).toBeVisible();
    expect(log.textContent?.indexOf('A gym bot')).toBeLessThan(
      log.textContent?.indexOf('Welcome aboard!') ?? 0,
    );
    expect(log).not.toHaveTextContent('Still waiting');
  });
});
