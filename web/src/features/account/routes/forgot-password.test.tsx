import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, accountTexts } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedOut } from '@/test/render-app.tsx';

const forgotCall = 'POST /api/account/forgot';

describe('/forgot-password', () => {
  beforeAll(() => import('./forgot-password.tsx'));

  it('mails a link where the site can, and then says one is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedOut,
      'GET /api/account/recovery': () => json({ byMail: true }),
      [forgotCall]: () => json({ message: accountMessages.forgotSent }),
    });
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeVisible();
    expect(document.title).toBe('Forgot password — Upsolve');

    await user.type(await screen.findByLabelText('Email'), 'tourist@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText(accountMessages.forgotSent)).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(callsTo(forgotCall).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { email: 'tourist@example.com' },
    ]);
  });

  it('checks the address before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedOut,
      'GET /api/account/recovery': () => json({ byMail: true }),
    });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'tourist');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(callsTo(forgotCall)).toHaveLength(0);
  });

  it("says to ask the site's admin where the site cannot mail", async () => {
    mockApi({
      'GET /api/check-auth': signedOut,
      'GET /api/account/recovery': () => json({ byMail: false }),
    });
    renderApp('/forgot-password');
    expect(await screen.findByText(accountTexts.noMail)).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });
});
