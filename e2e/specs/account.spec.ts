import { accountMessages, accountTexts, passwordHint } from '@upsolve/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { callApi } from '../harness/http.ts';
import { fillSignInForm, signUpViaUi, uniqueUser } from '../harness/users.ts';
import type { TestUser } from '../harness/users.ts';

/*
 * Account safety (issue #25, "Account settings", "Forgotten password", "Leaving"): one user in two
 * browser contexts, as on two devices. No SMTP_URL is set, so "Forgot password?" sends nobody mail.
 */

// Every test signs up and in from the same address; the defaults would stop the run.
const { test, server } = useApp({
  env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000', RATE_LIMIT_SIGNIN_PER_MIN: '1000' },
});

const desktop = { viewport: { width: 1280, height: 800 } };

/**
 * Signs `user` in on `page` (a context of its own) and waits for its dashboard's real-time
 * connection to open, so the server knows the socket of this session when it ends.
 */
async function signInAsSecondDevice(page: Page, user: TestUser): Promise<void> {
  const socketOpened = page.waitForEvent('websocket', (socket) =>
    socket.url().includes('/socket.io/'),
  );
  await page.goto('/signin');
  await fillSignInForm(page, user.email, user.password);
  await expectPath(page, '/dashboard');
  const socket = await socketOpened;
  // Socket.IO's CONNECT answer ("40..."), sent once the server took the socket for this session.
  await socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).startsWith('40'),
  });
}

const sessionsList = (page: Page) => page.getByRole('list', { name: accountTexts.sessionsSection });

describe('account safety', () => {
  test('changing the password in one context signs the other out at once', async ({
    page,
    openPage,
  }) => {
    const user = uniqueUser();
    await signUpViaUi(page, user);
    const otherDevice = await openPage(desktop);
    await signInAsSecondDevice(otherDevice, user);

    await page.goto('/settings');
    await expectVisible(page.getByText(passwordHint), 'the password hint');
    const newPassword = `${user.password}-2`;
    await page.getByLabel(accountTexts.currentPassword).fill(user.password);
    await page.getByLabel(accountTexts.newPassword).fill(newPassword);
    await page.getByRole('button', { name: accountTexts.changePassword }).click();
    await expectVisible(page.getByText(accountMessages.passwordChanged));

    // The other context's socket is closed by the server, and the tab goes to sign-in by itself.
    await expectPath(otherDevice, '/signin');
    // This one stays signed in.
    await page.reload();
    await expectPath(page, '/settings');
    await expectVisible(sessionsList(page).getByText(accountTexts.thisSession));

    // Only the new password signs in now.
    await fillSignInForm(otherDevice, user.email, user.password);
    await expectVisible(otherDevice.getByText('Invalid email or password'));
    await fillSignInForm(otherDevice, user.email, newPassword);
    await expectPath(otherDevice, '/dashboard');
  });

  test('the sessions list shows both devices, and "Sign out" on the other one ends it', async ({
    page,
    openPage,
  }) => {
    const user = uniqueUser();
    await signUpViaUi(page, user);
    const otherDevice = await openPage(desktop);
    await signInAsSecondDevice(otherDevice, user);

    await page.goto('/settings');
    const sessions = sessionsList(page).getByRole('listitem');
    await expectVisible(sessionsList(page).getByText(accountTexts.thisSession));
    const otherRow = sessions.filter({ hasNotText: accountTexts.thisSession });
    await expectVisible(otherRow.getByText(accountTexts.lastSeen), "the other device's session");
    expect(await sessions.count()).toBe(2);

    await otherRow.getByRole('button', { name: /^Sign out / }).click();
    await expectVisible(page.getByText(accountMessages.sessionEnded));
    await expectHidden(otherRow, 'the ended session');
    expect(await sessions.count()).toBe(1);

    await expectPath(otherDevice, '/signin');
    // The ended session is refused from now on, even after a reload.
    await otherDevice.goto('/dashboard');
    await expectPath(otherDevice, '/signin');
  });

  test('"Forgot password?" on a site without mail says to ask the admin', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: accountTexts.forgotLink }).click();
    await expectPath(page, '/forgot-password');
    await expectVisible(page.getByRole('heading', { name: accountTexts.forgotTitle }));
    await expectVisible(page.getByText(accountTexts.noMail));
    expect(await page.getByRole('button', { name: accountTexts.sendLink }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe(`${accountTexts.forgotTitle} — Upsolve`);
  });

  test('deleting the account signs out to the landing page, and signing in then fails', async ({
    page,
  }) => {
    const user = uniqueUser();
    await signUpViaUi(page, user);
    await page.goto('/settings');
    await page.getByRole('button', { name: accountTexts.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: accountTexts.deleteConfirmTitle });
    await dialog.getByLabel(accountTexts.password, { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: accountTexts.deleteAccount }).click();
    await expectVisible(dialog.getByText(accountMessages.wrongPassword));

    await dialog.getByLabel(accountTexts.password, { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: accountTexts.deleteAccount }).click();
    await expectPath(page, '/');
    await expectVisible(page.getByText(accountMessages.accountDeleted));

    await page.goto('/dashboard');
    await expectPath(page, '/signin');
    await fillSignInForm(page, user.email, user.password);
    await expectVisible(page.getByText('Invalid email or password'));
    await expectPath(page, '/signin');
    const signin = await callApi(server().origin, 'POST', '/signin', {
      body: { email: user.username, password: user.password },
    });
    expect(signin.status).toBe(401);
  });
});
