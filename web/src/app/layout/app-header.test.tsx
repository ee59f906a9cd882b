import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '@upsolve/contract';
import { fakeServer } from '@/test/fake-socket.ts';
import { me, nextId, otherUser } from '@/test/fixtures.ts';
import { deferred, json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';

async function openDashboard() {
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Welcome back, tourist' });
  return view;
}

// Radix's dialog disables pointer events outside it; a real click there still reaches the page.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('header menus', () => {
  it('lists the Problems, Community and Profile menu items', async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    const user = setupUser();
    await openDashboard();

    const expected: Record<string, [string, string][]> = {
      Problems: [
        ['Dashboard', '/dashboard'],
        ['Bookmarked', '/bookmarkedproblems'],
        ['My Problems', '/myproblems'],
        ['Lists', '/lists'],
      ],
      Community: [
        ['Messages', '/messages'],
        ['Contests', '/contests'],
        ['Blogs', '/blogs'],
        ['Hire Collaborator', '/collaborators'],
        ['Invitations', '/invitations'],
      ],
      Profile: [
        ['My Profile', `/myprofile/${testUser._id}`],
        ['Important Links', '/importantlinks'],
        ['Ask AI', '/askai'],
        ['Settings', '/settings'],
      ],
    };
    for (const [menuName, items] of Object.entries(expected)) {
      await user.click(screen.getByRole('button', { name: menuName }));
      const menu = await screen.findByRole('menu', { name: menuName });
      const links = within(menu).getAllByRole('menuitem');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(items);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });

  it('closes on selection and opens the chosen page', async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    const user = setupUser();
    const { location } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Problems' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Problems' }));

    expect(await screen.findByRole('heading', { name: 'My Problems' })).toBeVisible();
    expect(location().pathname).toBe('/myproblems');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and on a click outside, and works from the keyboard', async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    const user = setupUser();
    const { location } = await openDashboard();
    const community = screen.getByRole('button', { name: 'Community' });

    await user.click(community);
    expect(await screen.findByRole('menu', { name: 'Community' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(community).toHaveFocus();

    await user.click(community);
    await screen.findByRole('menu', { name: 'Community' });
    await user.click(screen.getByRole('heading', { name: 'Welcome back, tourist' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    community.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Community' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Messages' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Contest Calendar' })).toBeVisible();
    expect(location().pathname).toBe('/contests');
  });
});

describe('the invitations badge', () => {
  const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
    _id: nextId(),
    from: otherUser,
    to: me,
    projectDetails: 'An ICPC team?',
    status: 'pending',
    createdAt: '2026-03-04T10:00:00.000Z',
    answeredAt: null,
    ...overrides,
  });

  it('counts received invitations waiting for an answer, and one that arrives at once', async () => {
    const user = setupUser();
    let answers = {
      incoming: [invitation(), invitation({ status: 'accepted' })],
      outgoing: [invitation({ from: me, to: otherUser })],
    };
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/collaborations': () => json(answers),
      'GET /api/messages/unread': () => json({ count: 2 }),
    });
    await openDashboard();
    const community = screen.getByRole('button', { name: 'Community' });
    await waitFor(() => expect(community).toHaveAccessibleDescription('2 unread, 1 pending'));
    expect(within(community).getByText('3')).toBeVisible();
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));

    const arriving = invitation({ projectDetails: 'A CSES study group?' });
    answers = { ...answers, incoming: [arriving, ...answers.incoming] };
    fakeServer.send('invitation:new', arriving);
    await waitFor(() => expect(community).toHaveAccessibleDescription('2 unread, 2 pending'));

    await user.click(community);
    const item = await screen.findByRole('menuitem', { name: 'Invitations' });
    expect(item).toHaveAccessibleDescription('2 pending');
    expect(within(item).getByText('2')).toBeVisible();
    await user.click(item);
    const received = await screen.findByRole('region', { name: 'Received' });
    expect(within(received).getByText('2 pending')).toBeVisible();
  });

  it('shows no badge when nothing waits', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/collaborations': () =>
        json({ incoming: [invitation({ status: 'declined' })], outgoing: [] }),
    });
    await openDashboard();
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));
    expect(screen.getByRole('button', { name: 'Community' })).not.toHaveAccessibleDescription();
  });
});

describe('phone menu', () => {
  it('opens a panel with the same groups and closes when a page is chosen', async () => {
    mockApi({ 'GET /api/check-auth': signedIn, 'GET /api/blogs': () => json([]) });
    const user = setupUser();
    const { location } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    for (const group of ['Problems', 'Community', 'Profile']) {
      expect(within(panel).getByRole('heading', { name: group })).toBeVisible();
    }
    expect(within(panel).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      `/myprofile/${testUser._id}`,
    );
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeVisible();

    await user.click(within(panel).getByRole('link', { name: 'Blogs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    expect(location().pathname).toBe('/blogs');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('log out', () => {
  it('shows "Logging out..." while waiting, then signs out and goes to /', async () => {
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'POST /api/logout': () => answer.promise,
    });
    const user = setupUser();
    const { location, queryClient } = await openDashboard();
    const banner = screen.getAllByRole('banner')[0];
    if (!banner) throw new Error('no header');

    await user.click(within(banner).getByRole('button', { name: 'Log out' }));

    const busy = await within(banner).findByRole('button', { name: 'Logging out...' });
    expect(busy).toBeDisabled();
    expect(callsTo('POST /api/logout')).toHaveLength(1);

    answer.resolve(json({ message: 'Logged out' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(
      (await screen.findAllByRole('link', { name: 'Create your free account' }))[0],
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(location().pathname).toBe('/');
  });
});

describe('theme toggle', () => {
  it('switches to the dark theme and remembers the choice', async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    const user = setupUser();
    await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('upsolve-theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('upsolve-theme')).toBe('light');
  });
});
