import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedOut } from '@/test/render-app.tsx';

const resetCall = 'POST /api/account/reset';

describe('/reset-password', () => {
  beforeAll(() => import('./reset-password.tsx'));

  it("sets the new password with the link's token, then offers to sign in", async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedOut,
      [resetCall]: () => json({ message: accountMessages.passwordReset }),
    });
    renderApp('/reset-password?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeVisible();
    expect(document.title).toBe('Reset password — Upsolve');

    await user.type(screen.getByLabelText('New password'), 'new-Secret-2!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(accountMessages.passwordReset)).toBeVisible();
    // The page's own link; the header and the footer have theirs.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(callsTo(resetCall).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { token: 'abc123', password: 'new-Secret-2!' },
    ]);
  });

  it("shows the server's word on a link that is invalid, used or expired", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedOut,
      [resetCall]: () =>
        json(
          {
            message: accountMessages.resetLinkInvalid,
            code: 'validation',
            fields: { token: accountMessages.resetLinkInvalid },
          },
          400,
        ),
    });
    renderApp('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'new-Secret-2!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
  });

  it('refuses a link without a token at once', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkInvalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
