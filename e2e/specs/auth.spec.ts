import { errorMessages } from '@upsolve/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { callApi } from '../harness/http.ts';
import {
  fillSignInForm,
  fillSignUpForm,
  signUpViaUi,
  signedInUserId,
  uniqueUser,
} from '../harness/users.ts';

// Every test signs up at least one user from the same address; the defaults would stop the run.
const { test, server } = useApp({
  env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000', RATE_LIMIT_SIGNIN_PER_MIN: '1000' },
});

const header = (page: Page) => page.getByRole('banner');

describe('signing up, in and out', () => {
  test('a new user signs up, stays signed in across a reload, logs out and signs back in', async ({
    page,
  }) => {
    const user = uniqueUser();
    await signUpViaUi(page, user);
    await expectVisible(header(page).getByText(user.username), 'the username in the header');

    await page.reload();
    await expectPath(page, '/dashboard');
    await expectVisible(header(page).getByText(user.username), 'the username after a reload');

    await header(page).getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/');

    await page.goto('/dashboard');
    await expectPath(page, '/signin');

    await fillSignInForm(page, user.email, user.password);
    await expectPath(page, '/dashboard');
    await expectVisible(header(page).getByText(user.username), 'the username after signing in');
  });

  test('a signed-in user opening /signup or /signin is sent to /dashboard', async ({ page }) => {
    await signUpViaUi(page, uniqueUser());
    await page.goto('/signup');
    await expectPath(page, '/dashboard');
    await page.goto('/signin');
    await expectPath(page, '/dashboard');
  });

  test('sign-up with an empty field says all fields are required and creates no account', async ({
    page,
  }) => {
    const user = uniqueUser();
    await page.goto('/signup');
    await fillSignUpForm(page, { username: user.username, email: user.email });
    await expectVisible(page.getByText('All fields are required'));
    await expectPath(page, '/signup');

    const signin = await callApi(server().origin, 'POST', '/signin', {
      body: { email: user.email, password: user.password },
    });
    expect(signin.status).toBe(401);
  });

  test('signing up with a taken username shows the server’s message', async ({ page }) => {
    const existing = uniqueUser();
    const first = await callApi(server().origin, 'POST', '/signup', { body: existing });
    expect(first.status).toBeLessThan(300);

    await page.goto('/signup');
    await fillSignUpForm(page, { ...uniqueUser(), username: existing.username });
    await expectVisible(page.getByText(errorMessages.usernameTaken));
    await expectPath(page, '/signup');
  });

  test('a wrong password shows “Invalid email or password” and does not sign in', async ({
    page,
  }) => {
    const user = uniqueUser();
    await signUpViaUi(page, user);
    await page.context().clearCookies();

    await page.goto('/signin');
    await fillSignInForm(page, user.email, `${user.password}-wrong`);
    await expectVisible(page.getByText('Invalid email or password'));
    await expectPath(page, '/signin');
  });

  test('a guarded deep link asks for sign-in, then opens the page that was asked for', async ({
    page,
  }) => {
    const user = uniqueUser();
    await signUpViaUi(page, user);
    await page.context().clearCookies();

    await page.goto('/myproblems');
    await expectPath(page, '/signin');
    await fillSignInForm(page, user.username, user.password);
    await expectPath(page, '/myproblems');
  });
});

describe('navigation', () => {
  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expectVisible(page.getByRole('heading', { name: /not found/i }), 'a not-found heading');
    await expect(page.title()).resolves.toMatch(/not found/i);
  });

  test('header menus open, close on an outside click and navigate', async ({ page }) => {
    await signUpViaUi(page, uniqueUser());
    const userId = await signedInUserId(page);

    await header(page).getByRole('button', { name: 'Problems' }).click();
    const menu = page.getByRole('menu');
    await expectVisible(menu.getByRole('menuitem', { name: 'Bookmarked' }));
    await expectVisible(menu.getByRole('menuitem', { name: 'My Problems' }));
    await page.mouse.click(640, 600);
    await expectHidden(menu, 'the Problems menu');

    await header(page).getByRole('button', { name: 'Community' }).click();
    await menu.getByRole('menuitem', { name: 'Blogs' }).click();
    await expectPath(page, '/blogs');
    await expectHidden(menu, 'the Community menu');

    await header(page).getByRole('button', { name: 'Profile' }).click();
    await menu.getByRole('menuitem', { name: 'My Profile' }).click();
    await expectPath(page, `/myprofile/${userId}`);

    await header(page).getByRole('button', { name: 'Problems' }).click();
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expectPath(page, '/dashboard');
  });

  test('on a 360 px phone the header collapses into a menu without horizontal scrolling', async ({
    openPage,
  }) => {
    const phone = await openPage({ viewport: { width: 360, height: 740 }, isMobile: true });
    await signUpViaUi(phone, uniqueUser());

    await expectHidden(header(phone).getByRole('button', { name: 'Community' }));
    await header(phone).getByRole('button', { name: /menu/i }).click();
    await phone.getByRole('link', { name: 'Contests' }).click();
    await expectPath(phone, '/contests');

    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

describe('accessibility (axe, serious and critical violations)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`landing, sign-in, sign-up and dashboard in the ${colorScheme} theme`, async ({
      openPage,
    }) => {
      const page = await openPage({ colorScheme, viewport: { width: 1280, height: 800 } });
      await page.goto('/');
      await expectVisible(page.getByRole('main'));
      await expectNoSeriousA11yViolations(page, `the landing page (${colorScheme})`);

      await page.goto('/signin');
      await expectVisible(page.getByLabel('Email'));
      await expectNoSeriousA11yViolations(page, `the sign-in page (${colorScheme})`);

      await page.goto('/signup');
      await expectVisible(page.getByLabel('Username'));
      await expectNoSeriousA11yViolations(page, `the sign-up page (${colorScheme})`);

      const user = uniqueUser();
      await signUpViaUi(page, user);
      await expectVisible(header(page).getByText(user.username));
      await expectNoSeriousA11yViolations(page, `the dashboard (${colorScheme})`);
    });
  }
});
