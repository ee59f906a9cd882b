import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockedUser, Profile } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, otherUser } from '@/test/fixtures.ts';
import { deferred, json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

/** /settings (docs/product.md, "Settings"): the two switches and the blocked users. */
const profileCall = `GET /api/myprofile/${testUser._id}`;
const updateCall = `PUT /api/myprofile/${testUser._id}/updateprofile`;
const unblockCall = `DELETE /api/blocks/${otherUser._id}`;
const petr: BlockedUser = {
  _id: otherUser._id,
  username: 'petr',
  blockedAt: new Date().toISOString(),
};

// The account's sections below these, and the linked handles (their own features' tests cover them).
const accountCalls = {
  'GET /api/account/sessions': () => json({ sessions: [] }),
  'GET /api/handles': () => json({ handles: [] }),
};

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
    await expectToast('Settings saved');
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
    await expectToast('Something broke');
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
    // Privacy and Upsolve tracking each say so; one retry loads both.
    const failures = await screen.findAllByText('Your settings could not be loaded.');
    expect(failures).toHaveLength(2);
    const [retry] = screen.getAllByRole('button', { name: 'Try again' });
    if (retry === undefined) throw new Error('no Try again');
    await user.click(retry);
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
    await expectToast('User unblocked');
    expect(callsTo(unblockCall)).toHaveLength(1);
    expect(await within(card).findByText('You have not blocked anyone.')).toBeVisible();
  });
});

describe('settings: Upsolve tracking', () => {
  beforeAll(() => import('@/features/account/index.ts'));
  beforeAll(() => import('./settings.tsx'));

  const saving = () => ({
    [updateCall]: ({ body }: { body: unknown }) =>
      json({
        message: 'Profile updated successfully',
        profile: buildProfile(body as Partial<Profile>),
      }),
  });

  it('saves spoiler-safe mode and the time zone, each as it changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      ...accountCalls,
      [profileCall]: () => json({ user: buildProfile({ spoilerSafe: false, timeZone: 'UTC' }) }),
      ...saving(),
    });
    renderApp('/settings');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Upsolve tracking' }),
    ).toBeVisible();
    const spoilerSafe = await screen.findByRole('switch', { name: 'Spoiler-safe mode' });
    expect(spoilerSafe).toHaveAccessibleDescription(
      'Hide difficulties and tags until you solve a problem or reveal it. Follows you to every device.',
    );
    expect(spoilerSafe).toHaveAttribute('aria-checked', 'false');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveAccessibleDescription(
      'Your activity calendar counts days in this time zone.',
    );
    expect(zone).toHaveValue('UTC');
    expect(within(zone).getByRole('option', { name: 'Europe/Berlin' })).toBeInTheDocument();

    await user.click(spoilerSafe);
    await waitFor(() => expect(spoilerSafe).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(zone).toBeEnabled());
    await user.selectOptions(zone, 'Asia/Tokyo');
    await waitFor(() => expect(zone).toHaveValue('Asia/Tokyo'));
    expect(await screen.findAllByText('Settings saved')).not.toHaveLength(0);
    const bodies = callsTo(updateCall).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ spoilerSafe: true }, { timeZone: 'Asia/Tokyo' }]);
  });

  it('saves the browser’s zone once, quietly, when none is chosen yet', async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    let stored: Profile = buildProfile({ timeZone: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      ...accountCalls,
      [profileCall]: () => json({ user: stored }),
      [updateCall]: ({ body }) => {
        stored = { ...stored, ...(body as Partial<Profile>) };
        return json({ message: 'Profile updated successfully', profile: stored });
      },
    });
    renderApp('/settings');

    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(callsTo(updateCall)).toHaveLength(1));
    const bodies = callsTo(updateCall).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ timeZone: browserZone }]);
    // The settings load again with the zone saved, and nothing more is sent.
    await waitFor(() => expect(callsTo(profileCall)).toHaveLength(2));
    await waitFor(() => expect(zone).toHaveValue(browserZone));
    expect(callsTo(updateCall)).toHaveLength(1);
  });
});
