import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectPath } from './expect.ts';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A user nobody has signed up yet: random suffix, valid by the contract's rules. */
export function uniqueUser(prefix = 'e2e'): TestUser {
  const suffix = randomBytes(5).toString('hex');
  const username = `${prefix}_${suffix}`;
  return { username, email: `${username}@example.com`, password: `Pw-${suffix}-long!` };
}

/** Fills the sign-up form as a user would; resolves once the form has been submitted. */
export async function fillSignUpForm(page: Page, user: Partial<TestUser>): Promise<void> {
  if (user.username !== undefined) await page.getByLabel('Username').fill(user.username);
  if (user.email !== undefined) await page.getByLabel('Email').fill(user.email);
  if (user.password !== undefined)
    await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/** Signs a new user up through the /signup screen and waits for the dashboard. */
export async function signUpViaUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signup');
  await fillSignUpForm(page, user);
  await expectPath(page, '/dashboard');
}

/** Fills the sign-in form (email or username) and submits it. */
export async function fillSignInForm(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The id of the user signed in on `page`, from the session the page's cookie carries. */
export async function signedInUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/check-auth');
  const body: unknown = await response.json();
  expect(body).toMatchObject({ user: { _id: expect.any(String) } });
  const { user } = body as { user: { _id: string } };
  return user._id;
}
