import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedUser, Profile } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, otherUser } from '@/test/fixtures.ts';
import { deferred, json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';

/** /settings (docs/product.md, "Settings"): the two switches and the blocked users. */
const profileCall = `GET /api/myprofile/${testUser._id}`;
const updateCall = `PUT /api/myprofile/${testUser._id}/updateprofile`;
const unblockCall = `DELETE /api/blocks/${otherUser._id}`;
const petr: BlockedUser = {
  _id: otherUser._id,
  username: 'petr',
  blockedAt: new Date().toISOString(),
};

// The account's sections below these (the account feature's tests cover them).
const accountCalls = { 'GET /api/account/sessions': () => json({ sessions: [] }) };

describe('settings', () => {
  // The account's sections first: they are most of what the screen loads.
  beforeAll(() => import('@/features/account/index.ts'));
  beforeAll(() => import('./settings.tsx'));

  it('shows the switches as saved (email off, online on by default) and saves each change', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      ...accountCalls,
      [profileCall]: () => json({ user: buildProfile({ showEmail: false, showOnline: true }) }),
      [updateCall]: ({ body }) =>
        json({
          message: 'Profile updated successfully',
          profile: buildProfile(body as Partial<Profile>),
        }),
    });
    renderApp('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const account = ['Password', 'Email', 'Signed-in sessions', 'Your data', 'Delete account'];
    for (const section of account) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const email = await screen.findByRole('switch', { name: 'Show my email' });
    const online = screen.getByRole('switch', { name: "Show when I'm online" });
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(online).toHaveAttribute('aria-checked', 'true');

    await user.click(email);
    expect(await screen.findByText('Settings saved')).toBeVisible();
    await waitFor(() => expect(email).toHaveAttribute('aria-checked', 'true'));
    await user.click(online);
    await waitFor(() => expect(online).toHaveAttribute('aria-checked', 'false'));
    const bodies = callsTo(updateCall).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ showEmail: true }, { showOnline: false }]);
  });

  it('reads a profile without the settings as the defaults', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      ...accountCalls,
      [profileCall]: () => json({ user: buildProfile() }),
    });
    renderApp('/settings');
    const email = await screen.findByRole('switch', { name: 'Show my email' });
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: "Show when I'm online" })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('keeps the switch as it was when saving fails, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      ...accountCalls,
      [profileCall]: () => json({ user: buildProfile({ showEmail: false, showOnline: true }) }),
      [updateCall]: () => json({ message: 'Something broke', code: 'internal' }, 500),
    });
    renderApp('/settings');
    const email = await screen.findByRole('switch', { name: 'Show my email' });
    await user.click(email);
    expect(await screen.findByText('Something broke')).toBeVisible();
    expect(email).toHaveAttribute('aria-checked', 'false');
  });

  it('says when the settings cannot load, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const failure = () => json({ message: 'Something broke', code: 'internal' }, 500);
    const answers = [failure(), failure(), failure()];
    mockApi({
      'GET /api/check-auth': signedIn,
      ...accountCalls,
      [profileCall]: () => answers.shift() ?? json({ user: buildProfile({ showEmail: true }) }),
    });
    renderApp('/settings');
    expect(await screen.findByText('Your settings could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Show my email' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('lists the blocked users, each with Unblock', async () => {
    const user = userEvent.setup({ delay: null });
    const blocked = deferred<Response>();
    let list = [petr];
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      ...accountCalls,
      [profileCall]: () => json({ user: buildProfile() }),
      'GET /api/blocks': () =>
        callsTo('GET /api/blocks').length === 1 ? blocked.promise : json(list),
      [unblockCall]: () => {
        list = [];
        return json({ message: 'User unblocked', blocked: false });
      },
    });
    renderApp('/settings');

    expect(await screen.findByRole('status', { name: 'Loading blocked users' })).toBeVisible();
    blocked.resolve(json(list));
    const card = (await screen.findByRole('heading', { name: 'Blocked users' })).closest('div')
      ?.parentElement as HTMLElement;
    expect(await within(card).findByRole('link', { name: '@petr' })).toHaveAttribute(
      'href',
      `/profile/${otherUser._id}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Unblock petr' }));
    expect(await screen.findByText('User unblocked')).toBeVisible();
    expect(callsTo(unblockCall)).toHaveLength(1);
    expect(await within(card).findByText('You have not blocked anyone.')).toBeVisible();
  });
});
