import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp } from '@/test/render-app.tsx';
import {
  phoneSession,
  refused,
  settingsCalls,
  settingsSection,
  thisSession,
} from './settings-calls.ts';
import { expectToast } from '@/test/toast.ts';

const changeCall = 'PUT /api/account/password';

const passwordCard = () => settingsSection('Password');

describe('change password on /settings', () => {
  // The account's sections are most of what /settings loads on first use.
  beforeAll(() => import('./account-settings.tsx'));

  it('sends the current and the new password, says the other sessions were signed out and empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    let sessions = [thisSession, phoneSession];
    const { callsTo } = mockApi({
      ...settingsCalls(),
      'GET /api/account/sessions': () => json({ sessions }),
      [changeCall]: () => {
        sessions = [thisSession];
        return answer.promise;
      },
    });
    renderApp('/settings');
    const card = await passwordCard();
    expect(card.getByText(/Use at least 8 characters/)).toBeVisible();
    expect(await screen.findByText('Safari on iPhone')).toBeVisible();

    await user.type(card.getByLabelText('Current password'), 'old-Secret-1');
    await user.type(card.getByLabelText('New password'), 'new-Secret-2!');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByRole('button', { name: 'Changing...' })).toBeDisabled();

    answer.resolve(json({ message: accountMessages.passwordChanged }));
    await expectToast(accountMessages.passwordChanged);
    expect(callsTo(changeCall).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { current: 'old-Secret-1', next: 'new-Secret-2!' },
    ]);
    await waitFor(() => expect(card.getByLabelText('Current password')).toHaveValue(''));
    expect(card.getByLabelText('New password')).toHaveValue('');
    // The other session ended, so the list no longer shows it.
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
  });

  it('shows a wrong current password under its field and changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...settingsCalls(),
      [changeCall]: () => refused('current', accountMessages.wrongPassword),
    });
    renderApp('/settings');
    const card = await passwordCard();
    await user.type(card.getByLabelText('Current password'), 'not-it');
    await user.type(card.getByLabelText('New password'), 'new-Secret-2!');
    await user.click(card.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(card.getByLabelText('Current password')).toHaveAccessibleDescription(
        accountMessages.wrongPassword,
      ),
    );
    expect(card.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByLabelText('New password')).toHaveValue('new-Secret-2!');
  });

  it('checks the new password before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi(settingsCalls());
    renderApp('/settings');
    const card = await passwordCard();
    await user.type(card.getByLabelText('Current password'), 'old-Secret-1');
    await user.type(card.getByLabelText('New password'), 'short');
    await user.click(card.getByRole('button', { name: 'Change password' }));

    expect(await card.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(callsTo(changeCall)).toHaveLength(0);
  });
});
