import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-socket.ts';
import { buildNotification, otherUser, pagedJson } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

describe('the header’s bell', () => {
  it('shows the unread count, reads it again on first connect, and follows notification:new live', async () => {
    let unread = 2;
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/notifications/unread': () => json({ count: unread }),
      'GET /api/notifications': () => json([]),
    });
    renderApp('/notifications');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));
    // Read again once connected: a notification made before the socket joined never arrives.
    await waitFor(() => expect(callsTo('GET /api/notifications/unread')).toHaveLength(2));

    unread = 3;
    fakeServer.send('notification:new', { notification: buildNotification(), unread: 3 });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
  });

  it('has no count when nothing is unread', async () => {
    mockApi({ 'GET /api/check-auth': signedIn, 'GET /api/notifications': () => json([]) });
    renderApp('/notifications');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });
});

describe('/notifications', () => {
  beforeAll(() => import('./notifications.tsx'));

  it('lists them newest first with who did what where, each linking to its item', async () => {
    const reply = buildNotification();
    const mention = buildNotification({
      kind: 'mention',
      readAt: '2026-03-06T12:00:00.000Z',
      target: {
        kind: 'post',
        _id: otherUser._id,
        title: 'Watermelon',
        url: '/problem/x/discussion',
      },
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/notifications/unread': () => json({ count: 1 }),
      'GET /api/notifications': () => pagedJson([reply, mention], { total: 2 }),
    });
    renderApp('/notifications');
    const first = await screen.findByRole('article', { name: '@petr replied to you (unread)' });
    expect(within(first).getByRole('link')).toHaveAttribute('href', reply.target.url);
    expect(first).toHaveTextContent('in Segment trees for beginners');
    const second = screen.getByRole('article', { name: '@petr mentioned you' });
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/problem/x/discussion');
    expect(within(second).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('marks one read, then all', async () => {
    const user = userEvent.setup({ delay: null });
    const one = buildNotification();
    const two = buildNotification({ kind: 'comment' });
    let unreadIds = [one._id, two._id];
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/notifications/unread': () => json({ count: unreadIds.length }),
      'GET /api/notifications': () =>
        json(
          [one, two].map((n) => ({
            ...n,
            readAt: unreadIds.includes(n._id) ? null : '2026-03-07T00:00:00.000Z',
          })),
        ),
      'POST /api/notifications/read': ({ body }) => {
        const { ids } = body as { ids?: string[] };
        unreadIds = ids ? unreadIds.filter((id) => !ids.includes(id)) : [];
        return json({ message: 'Marked as read', count: ids?.length ?? 2 });
      },
    });
    renderApp('/notifications');
    const first = await screen.findByRole('article', { name: '@petr replied to you (unread)' });
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('article', { name: '@petr replied to you' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(callsTo('POST /api/notifications/read')[0]?.[1]?.body).toBe(
      JSON.stringify({ ids: [one._id] }),
    );

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Marked as read')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeVisible();
    expect(callsTo('POST /api/notifications/read')[1]?.[1]?.body).toBe(JSON.stringify({}));
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
  });

  it("says 'No notifications yet' when there are none", async () => {
    mockApi({ 'GET /api/check-auth': signedIn, 'GET /api/notifications': () => json([]) });
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
