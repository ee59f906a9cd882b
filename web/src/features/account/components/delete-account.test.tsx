import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@/lib/session.ts';
import { deferred, json, mockApi, renderApp } from '@/test/render-app.tsx';
import { refused, settingsCalls, settingsSection } from './settings-calls.ts';
import { expectToast } from '@/test/toast.ts';

const deleteCall = 'DELETE /api/account';

async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  const card = await settingsSection('Delete account');
  expect(card.getByText(/This cannot be undone\./)).toBeVisible();
  await user.click(card.getByRole('button', { name: 'Delete my account' }));
  return within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
}

describe('delete account on /settings', () => {
  // The account's sections are most of what /settings loads on first use.
  beforeAll(() => import('./account-settings.tsx'));

  it('asks for the password in a dialog, then leaves for the landing page signed out', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      ...settingsCalls(),
      [deleteCall]: () => answer.promise,
    });
    const { location, queryClient } = renderApp('/settings');
    const dialog = await openDeleteDialog(user);
    await user.type(dialog.getByLabelText('Password'), 'my-Secret-1');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();

    answer.resolve(json({ message: accountMessages.accountDeleted }));
    await expectToast(accountMessages.accountDeleted);
    await waitFor(() => expect(location().pathname).toBe('/'));
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toBeNull());
    expect(callsTo(deleteCall).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { password: 'my-Secret-1' },
    ]);
  });

  it('shows a wrong password under the field and keeps the account', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...settingsCalls(),
      [deleteCall]: () => refused('password', accountMessages.wrongPassword),
    });
    const { location } = renderApp('/settings');
    const dialog = await openDeleteDialog(user);
    await user.type(dialog.getByLabelText('Password'), 'not-it');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(
        accountMessages.wrongPassword,
      ),
    );
    expect(location().pathname).toBe('/settings');
  });

  it('sends nothing without a password, and Cancel closes the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi(settingsCalls());
    renderApp('/settings');
    const dialog = await openDeleteDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('Password is required')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(deleteCall)).toHaveLength(0);
  });
});
