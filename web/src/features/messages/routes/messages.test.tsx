import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-socket.ts';
import { buildChatUser, buildMessage, buildProfile, me, otherUser } from '@/test/fixtures.ts';
import { deferred, json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';

const usersCall = 'GET /api/messages/users';
const petr = buildChatUser({ _id: otherUser._id, username: 'petr' });
const alice = buildChatUser({ username: 'alice' });
const benq = buildChatUser({ username: 'Benq' });

/** The app's socket once it has connected (the provider loads Socket.IO's client lazily). */
async function connected() {
  await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));
}

/** The people listed in a group, in order, by the start of each link's name (the username). */
function expectGroup(name: 'Online' | 'Offline', usernames: string[]) {
  const links = within(screen.getByRole('region', { name })).getAllByRole('link');
  expect(links).toHaveLength(usernames.length);
  usernames.forEach((username, index) => expect(links[index]).toHaveAccessibleName(username));
}

/** A person's link in the list (not the open conversation's link to their profile). */
const personLink = async (username: string) =>
  within(await screen.findByRole('region', { name: 'People' })).findByRole('link', {
    name: username,
  });

describe('messages: the people to talk to', () => {
  beforeAll(() => import('./messages.tsx'));

  it("loads the list, groups it Online and Offline with the online count, and says 'Select a Conversation'", async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/check-auth': signedIn, [usersCall]: () => answer.promise });
    renderApp('/messages');

    expect(await screen.findByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select a Conversation' })).toBeVisible();
    answer.resolve(json([petr, alice, benq]));
    await connected();
    // The screen watches the people it lists: the server tells it of them.
    await waitFor(() =>
      expect(fakeServer.socket().sent).toContainEqual([
        'presence:watch',
        { ids: [petr._id, alice._id, benq._id] },
      ]),
    );
    // The server counts the viewer, and partners not listed here: the count is the Online group's.
    const partnerNotListed = buildChatUser()._id;
    fakeServer.send('getOnlineUsers', [me._id, alice._id, benq._id, partnerNotListed]);

    await waitFor(() => expectGroup('Online', ['alice', 'Benq']));
    expectGroup('Offline', ['petr']);
    expect(screen.getByText('online').parentElement).toHaveTextContent('2 online');

    // A watching screen hears only what changed.
    fakeServer.send('presenceChanged', { online: [petr._id], offline: [alice._id] });
    await waitFor(() => expectGroup('Online', ['petr', 'Benq']));
    expectGroup('Offline', ['alice']);
    expect(screen.getByText('online').parentElement).toHaveTextContent('2 online');
  });

  it('counts online only the people the filtered list shows, and watches again after a reconnect', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/check-auth': signedIn, [usersCall]: () => json([petr, alice, benq]) });
    renderApp('/messages');
    await personLink('petr');
    await connected();
    fakeServer.send('getOnlineUsers', [me._id, petr._id, alice._id]);
    await waitFor(() => expectGroup('Online', ['petr', 'alice']));
    expect(screen.getByText('online').parentElement).toHaveTextContent('2 online');

    await user.type(screen.getByPlaceholderText('Search users...'), 'pe');
    await waitFor(() => expectGroup('Online', ['petr']));
    expect(screen.getByText('online').parentElement).toHaveTextContent('1 online');

    // A new connection watches nothing until it is told again.
    const socket = fakeServer.socket();
    socket.drop();
    const watchesBefore = socket.sent.filter(([event]) => event === 'presence:watch').length;
    socket.reconnect();
    await waitFor(() =>
      expect(socket.sent.filter(([event]) => event === 'presence:watch')).toHaveLength(
        watchesBefore + 1,
      ),
    );
    expect(socket.sent.at(-1)).toEqual([
      'presence:watch',
      { ids: [petr._id, alice._id, benq._id] },
    ]);
  });

  it("says 'Failed to fetch users' when the list cannot load, and tries again", async () => {
    const user = userEvent.setup({ delay: null });
    const failure = () => json({ message: 'Something broke', code: 'internal' }, 500);
    const answers = [failure(), failure(), failure()];
    mockApi({
      'GET /api/check-auth': signedIn,
      // The requests box (asked beside the list) loads; the chats fail until tried again.
      [usersCall]: ({ url }) =>
        url.searchParams.get('box') === 'requests' ? json([]) : (answers.shift() ?? json([petr])),
    });
    renderApp('/messages');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await personLink('petr')).toBeVisible();
  });

  it('says so when there is nobody else yet', async () => {
    mockApi({ 'GET /api/check-auth': signedIn, [usersCall]: () => json([]) });
    renderApp('/messages');
    expect(await screen.findByText('No one else is here yet.')).toBeVisible();
  });

  it('filters the loaded list at once by any part of the username, in any case, and asks the server too', async () => {
    const user = userEvent.setup({ delay: null });
    const searched = deferred<Response>();
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [usersCall]: ({ url }) => (url.searchParams.has('q') ? searched.promise : json([petr, benq])),
    });
    renderApp('/messages');
    await personLink('petr');

    await user.type(screen.getByPlaceholderText('Search users...'), 'BEN');
    // Before the server answers, the loaded list is already filtered.
    expect(screen.queryByRole('link', { name: 'petr' })).toBeNull();
    expect(await personLink('Benq')).toBeVisible();
    await waitFor(() => expect(queriesTo(usersCall).at(-1)?.get('q')).toBe('BEN'));

    const benedict = buildChatUser({ username: 'benedict' });
    searched.resolve(json([benq, benedict]));
    expect(await personLink('benedict')).toBeVisible();

    await user.clear(screen.getByPlaceholderText('Search users...'));
    await user.type(screen.getByPlaceholderText('Search users...'), 'zzz');
    expect(await screen.findByText('No users match “zzz”.')).toBeVisible();
  });

  it('opens a conversation from the list and names it in the address', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [usersCall]: () => json([petr, alice]),
      [`GET /api/messages/${petr._id}`]: () => json([buildMessage({ content: 'gl hf' })]),
      [`POST /api/messages/${petr._id}/read`]: () =>
        json({ message: 'Conversation marked as read', readAt: new Date().toISOString() }),
    });
    const { location } = renderApp('/messages');
    await connected();
    fakeServer.send('getOnlineUsers', [me._id, petr._id]);

    await user.click(await personLink('petr'));
    expect(location().search).toBe(`?with=${petr._id}`);
    expect(await screen.findByText('gl hf')).toBeVisible();
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByRole('heading', { name: 'petr' })).toBeVisible();
    expect(within(conversation).getByText('Active now')).toBeVisible();

    fakeServer.send('presenceChanged', { online: [], offline: [petr._id] });
    expect(await within(conversation).findByText('Offline')).toBeVisible();
    expect(await personLink('petr')).toHaveAttribute('aria-current', 'page');
  });

  it('opens ?with= for someone never talked to, named by their profile', async () => {
    const stranger = buildProfile({ _id: buildChatUser()._id, username: 'jiangly' });
    mockApi({
      'GET /api/check-auth': signedIn,
      [usersCall]: () => json([petr]),
      [`GET /api/myprofile/${stranger._id}`]: () => json({ user: stranger }),
      [`GET /api/messages/${stranger._id}`]: () => json([]),
    });
    renderApp(`/messages?with=${stranger._id}`);

    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByRole('heading', { name: 'jiangly' })).toBeVisible();
    expect(await screen.findByText('No messages yet. Say hello to jiangly!')).toBeVisible();
    expect(within(conversation).getByText('Offline')).toBeVisible();
    // Not a partner: the open conversation's person is watched, with the list.
    await connected();
    await waitFor(() =>
      expect(fakeServer.socket().sent).toContainEqual([
        'presence:watch',
        { ids: [stranger._id, petr._id] },
      ]),
    );
    fakeServer.send('presenceChanged', { online: [stranger._id], offline: [] });
    expect(await within(conversation).findByText('Active now')).toBeVisible();
  });

  it('says who cannot be messaged: an unknown user, and oneself', async () => {
    const unknownId = buildChatUser()._id;
    mockApi({
      'GET /api/check-auth': signedIn,
      [usersCall]: () => json([petr]),
      [`GET /api/myprofile/${unknownId}`]: () =>
        json({ message: 'User not found', code: 'not_found' }, 404),
    });
    const { router } = renderApp(`/messages?with=${unknownId}`);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeVisible();

    await router.navigate(`/messages?with=${testUser._id}`);
    expect(
      await screen.findByRole('heading', { name: 'You cannot message yourself' }),
    ).toBeVisible();
  });

  it('shows unread counts in the list and the header, and clears them once the conversation is read', async () => {
    const user = userEvent.setup({ delay: null });
    let unread = 3;
    const unreadPetr = {
      ...petr,
      unreadCount: 3,
      lastMessage: { content: 'ping', createdAt: new Date().toISOString(), sender: petr._id },
    };
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/messages/unread': () => json({ count: unread }),
      [usersCall]: () => json([unread > 0 ? unreadPetr : { ...unreadPetr, unreadCount: 0 }]),
      [`GET /api/messages/${petr._id}`]: () => json([buildMessage({ content: 'ping' })]),
      [`POST /api/messages/${petr._id}/read`]: () => {
        unread = 0;
        return json({ message: 'Conversation marked as read', readAt: new Date().toISOString() });
      },
    });
    renderApp('/messages');

    const header = await screen.findByRole('banner');
    const community = await within(header).findByRole('button', { name: 'Community' });
    await waitFor(() => expect(community).toHaveAccessibleDescription('3 unread'));
    expect(document.title).toBe('(3) Messages — Upsolve');
    const item = await personLink('petr');
    expect(item).toHaveAccessibleDescription('ping 3 unread');

    await user.click(item);
    await waitFor(() => expect(callsTo(`POST /api/messages/${petr._id}/read`)).toHaveLength(1));
    await waitFor(() => expect(community).not.toHaveAccessibleDescription());
    expect(document.title).toBe('Messages — Upsolve');
    await waitFor(async () => expect(await personLink('petr')).toHaveAccessibleDescription('ping'));
  });
});
