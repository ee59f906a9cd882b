import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, type AccountSession } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import {
  laptopSession,
  phoneSession,
  settingsCalls,
  settingsSection,
  thisSession,
} from './settings-calls.ts';
import { expectToast } from '@/test/toast.ts';

const sessionsSection = () => settingsSection('Signed-in sessions');

describe('signed-in sessions on /settings', () => {
  // The account's sections are most of what /settings loads on first use.
  beforeAll(() => import('./account-settings.tsx'));

  it('lists each session with its device and when it was last seen, this one marked', async () => {
    mockApi(settingsCalls([thisSession, phoneSession, laptopSession]));
    renderApp('/settings');
    const card = await sessionsSection();
    const rows = await card.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis sessionLast seen just now$/),
      expect.stringMatching(/^Safari on iPhoneLast seen 5 minutes ago/),
      expect.stringMatching(/^Firefox on WindowsLast seen 2 days ago/),
    ]);
    // This session is ended by logging out, not from here.
    expect(card.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Sign out Firefox on Windows' })).toBeVisible();
    expect(card.queryByRole('button', { name: 'Sign out Chrome on Linux' })).toBeNull();
    expect(card.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  });

  it('signs one other session out', async () => {
    const user = userEvent.setup({ delay: null });
    let sessions: AccountSession[] = [thisSession, phoneSession];
    const endCall = `DELETE /api/account/sessions/${phoneSession.id}`;
    const { callsTo } = mockApi({
      ...settingsCalls(),
      'GET /api/account/sessions': () => json({ sessions }),
      [endCall]: () => {
        sessions = [thisSession];
        return json({ message: accountMessages.sessionEnded });
      },
    });
    renderApp('/settings');
    const card = await sessionsSection();
    await user.click(await card.findByRole('button', { name: 'Sign out Safari on iPhone' }));

    await expectToast(accountMessages.sessionEnded);
    await waitFor(() => expect(card.queryByText('Safari on iPhone')).toBeNull());
    expect(card.getByText('No other session is signed in.')).toBeVisible();
    expect(callsTo(endCall)).toHaveLength(1);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const user = userEvent.setup({ delay: null });
    const endAllCall = 'DELETE /api/account/sessions';
    const { callsTo } = mockApi({
      ...settingsCalls([thisSession, phoneSession, laptopSession]),
      [endAllCall]: () => json({ message: accountMessages.otherSessionsEnded }),
    });
    renderApp('/settings');
    const card = await sessionsSection();
    await user.click(await card.findByRole('button', { name: 'Sign out everywhere else' }));

    await expectToast(accountMessages.otherSessionsEnded);
    await waitFor(() => expect(card.getAllByRole('listitem')).toHaveLength(1));
    expect(card.getByText('This session')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(callsTo(endAllCall)).toHaveLength(1);
  });

  it('says when a session is already gone', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...settingsCalls([thisSession, phoneSession]),
      [`DELETE /api/account/sessions/${phoneSession.id}`]: () =>
        json({ message: accountMessages.sessionNotFound, code: 'not_found' }, 404),
    });
    renderApp('/settings');
    const card = await sessionsSection();
    await user.click(await card.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    await expectToast(accountMessages.sessionNotFound);
  });

  it('says when the sessions cannot load, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const failure = () => json({ message: 'Something broke', code: 'internal' }, 500);
    const answers = [failure(), failure(), failure()];
    mockApi({
      ...settingsCalls(),
      'GET /api/account/sessions': () => answers.shift() ?? json({ sessions: [thisSession] }),
    });
    renderApp('/settings');
    const card = await sessionsSection();
    expect(await card.findByText('Your sessions could not be loaded.')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('This session')).toBeVisible();
  });
});
