import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { refused, settingsCalls, settingsSection } from './settings-calls.ts';
import { expectToast } from '@/test/toast.ts';

const changeCall = 'PUT /api/account/email';

describe('change email on /settings', () => {
  // The account's sections are most of what /settings loads on first use.
  beforeAll(() => import('./account-settings.tsx'));

  it('shows the current email, sends the new one with the password and then shows it', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      ...settingsCalls(),
      [changeCall]: () => json({ message: accountMessages.emailChanged }),
    });
    renderApp('/settings');
    const card = await settingsSection('Email');
    expect(card.getByText('tourist@example.com')).toBeVisible();

    await user.type(card.getByLabelText('New email'), 'new@example.com');
    await user.type(card.getByLabelText('Password'), 'my-Secret-1');
    await user.click(card.getByRole('button', { name: 'Change email' }));

    await expectToast(accountMessages.emailChanged);
    expect(await card.findByText('new@example.com')).toBeVisible();
    expect(callsTo(changeCall).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { email: 'new@example.com', password: 'my-Secret-1' },
    ]);
    expect(card.getByLabelText('New email')).toHaveValue('');
  });

  it('shows the server’s reasons under the fields they name', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...settingsCalls(),
      [changeCall]: () => refused('password', accountMessages.wrongPassword),
    });
    renderApp('/settings');
    const card = await settingsSection('Email');
    await user.type(card.getByLabelText('New email'), 'new@example.com');
    await user.type(card.getByLabelText('Password'), 'not-it');
    await user.click(card.getByRole('button', { name: 'Change email' }));

    await waitFor(() =>
      expect(card.getByLabelText('Password')).toHaveAccessibleDescription(
        accountMessages.wrongPassword,
      ),
    );
    expect(card.getByText('tourist@example.com')).toBeVisible();
  });

  it('checks the address before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi(settingsCalls());
    renderApp('/settings');
    const card = await settingsSection('Email');
    await user.type(card.getByLabelText('New email'), 'not-an-address');
    await user.type(card.getByLabelText('Password'), 'my-Secret-1');
    await user.click(card.getByRole('button', { name: 'Change email' }));

    expect(await card.findByText('Enter a valid email address')).toBeVisible();
    expect(callsTo(changeCall)).toHaveLength(0);
  });
});
