import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedUser, UnreadCount } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-socket.ts';
import { buildChatUser, buildMessage, buildProfile, me } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn, type FetchHandler } from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

/*
 * Message requests and blocking in the chat (docs/product.md, "Message requests", "Blocking"):
 * Chats | Requests with the requests' count, never in the header's badge; a request's Accept,
 * Decline and Block; Block in the conversation header, asking first.
 */
const petr = buildChatUser({ username: 'petr' });
const stranger = buildChatUser({
  username: 'spammer',
  unreadCount: 1,
  lastMessage: { content: 'Buy my course', createdAt: new Date().toISOString(), sender: '' },
});
const usersCall = 'GET /api/messages/users';
const acceptCall = `POST /api/messages/${stranger._id}/accept`;
const declineCall = `POST /api/messages/${stranger._id}/decline`;
const blockCall = `POST /api/blocks/${stranger._id}`;

/** The server's state the handlers answer from; a test changes it as the server would. */
interface State {
  chats: (typeof petr)[];
  requests: (typeof petr)[];
  unread: UnreadCount;
  blocked: BlockedUser[];
}

function serve(state: State, handlers: Record<string, FetchHandler> = {}) {
  return mockApi({
    'GET /api/check-auth': signedIn,
    [usersCall]: ({ url }) =>
      json(url.searchParams.get('box') === 'requests' ? state.requests : state.chats),
    'GET /api/messages/unread': () => json(state.unread),
    'GET /api/blocks': () => json(state.blocked),
    [`GET /api/messages/${stranger._id}`]: () =>
      json([buildMessage({ sender: stranger._id, content: 'Buy my course' })]),
    [`POST /api/messages/${stranger._id}/read`]: () =>
      json({ message: 'Conversation marked as read', readAt: new Date().toISOString() }),
    ...handlers,
  });
}

const freshState = (): State => ({
  chats: [petr],
  requests: [stranger],
  unread: { count: 0, requests: 1 },
  blocked: [],
});

const requestsTab = () => screen.findByRole('button', { name: /^Requests/ });
const people = () => screen.getByRole('region', { name: 'People' });
/** A person's link in the list, once the list is on screen. */
const personLink = async (username: string) =>
  within(await screen.findByRole('region', { name: 'People' })).findByRole('link', {
    name: username,
  });

describe('messages: requests', () => {
  beforeAll(() => import('./messages.tsx'));

  it('keeps requests under their own tab with a count, outside the chats and the header badge', async () => {
    const user = userEvent.setup({ delay: null });
    serve(freshState());
    renderApp('/messages');

    expect(await personLink('petr')).toBeVisible();
    expect(within(people()).queryByRole('link', { name: 'spammer' })).toBeNull();
    const tab = await requestsTab();
    await waitFor(() => expect(tab).toHaveAccessibleDescription('1 waiting'));
    expect(screen.getByRole('button', { name: 'Chats' })).toHaveAttribute('aria-pressed', 'true');
    // The header's Community menu carries no unread count for a request.
    expect(screen.getByRole('button', { name: 'Community' })).not.toHaveAccessibleDescription();

    await user.click(tab);
    expect(tab).toHaveAttribute('aria-pressed', 'true');
    expect(await within(people()).findByRole('link', { name: 'spammer' })).toBeVisible();
    expect(within(people()).queryByRole('link', { name: 'petr' })).toBeNull();
  });

  it('says so when no request waits', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ ...freshState(), requests: [], unread: { count: 0, requests: 0 } });
    renderApp('/messages');
    await user.click(await requestsTab());
    expect(await screen.findByText('No message requests.')).toBeVisible();
  });

  it('accepts a request: the conversation moves to the chats', async () => {
    const user = userEvent.setup({ delay: null });
    const state = freshState();
    const { callsTo } = serve(state, {
      [acceptCall]: () => {
        state.requests = [];
        state.chats = [stranger, petr];
        state.unread = { count: 1, requests: 0 };
        return json({ message: 'Request accepted' });
      },
    });
    renderApp(`/messages?with=${stranger._id}`);

    const request = await screen.findByRole('region', { name: 'Message request' });
    expect(request).toHaveTextContent('spammer wants to message you.');
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    await expectToast('Request accepted');
    expect(callsTo(acceptCall)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Message request' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Chats' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(people()).findByRole('link', { name: 'spammer' })).toBeVisible();
    // The message box stays, to reply.
    expect(screen.getByRole('textbox', { name: /message/i })).toBeVisible();
  });

  it('declines a request: it is hidden and the conversation closes', async () => {
    const user = userEvent.setup({ delay: null });
    const state = freshState();
    const { callsTo } = serve(state, {
      [declineCall]: () => {
        state.requests = [];
        state.unread = { count: 0, requests: 0 };
        return json({ message: 'Request declined' });
      },
    });
    const { location } = renderApp(`/messages?with=${stranger._id}`);

    const request = await screen.findByRole('region', { name: 'Message request' });
    await user.click(within(request).getByRole('button', { name: 'Decline' }));
    await expectToast('Request declined');
    expect(callsTo(declineCall)).toHaveLength(1);
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Select a Conversation' })).toBeVisible();
  });

  it('places a request that arrives live under Requests, without a badge', async () => {
    const state: State = { ...freshState(), requests: [], unread: { count: 0, requests: 0 } };
    serve(state);
    renderApp('/messages');
    await personLink('petr');
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));

    state.requests = [stranger];
    state.unread = { count: 0, requests: 1 };
    fakeServer.send('newMessage', {
      ...buildMessage({ sender: stranger._id, receiver: me._id }),
      box: 'requests',
    });
    await waitFor(async () => expect(await requestsTab()).toHaveAccessibleDescription('1 waiting'));
    expect(within(people()).queryByRole('link', { name: 'spammer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Community' })).not.toHaveAccessibleDescription();
  });
});

describe('messages: blocking', () => {
  beforeAll(() => import('./messages.tsx'));

  it('blocks from the conversation header after asking; the conversation stays readable', async () => {
    const user = userEvent.setup({ delay: null });
    const state = freshState();
    const { callsTo } = serve(state, {
      [blockCall]: () => {
        state.blocked = [
          { _id: stranger._id, username: 'spammer', blockedAt: new Date().toISOString() },
        ];
        state.requests = [];
        return json({ message: 'User blocked', blocked: true });
      },
      // Out of the requests, the conversation names the person from their profile.
      [`GET /api/myprofile/${stranger._id}`]: () =>
        json({ user: buildProfile({ _id: stranger._id, username: 'spammer' }) }),
    });
    renderApp(`/messages?with=${stranger._id}`);
    await screen.findByRole('log', { name: 'Conversation with spammer' });

    const header = within(screen.getByRole('region', { name: 'Conversation' }));
    await user.click((await header.findAllByRole('button', { name: 'Block' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Block spammer?' });
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(blockCall)).toHaveLength(0);

    await user.click((await header.findAllByRole('button', { name: 'Block' }))[0] as HTMLElement);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block spammer?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    await expectToast('User blocked');
    expect(callsTo(blockCall)).toHaveLength(1);
    expect(
      await screen.findByText('You blocked this user. Unblock them to send a message.'),
    ).toBeVisible();
    // Out of the requests, the conversation opens again from the profile: still readable.
    const readable = await screen.findByRole('log', { name: 'Conversation with spammer' });
    expect(await within(readable).findByText('Buy my course')).toBeVisible();
    expect(header.getByRole('button', { name: 'Unblock' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /message/i })).toBeNull();
  });
});
