import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountTexts } from '@upsolve/contract';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp, signedOut, testUser } from '@/test/render-app.tsx';

async function signInWith(
  user: ReturnType<typeof userEvent.setup>,
  login: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email or username'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it("shows the server's message when the password is wrong", async () => {
    mockApi({
      'GET /api/check-auth': signedOut,
      'POST /api/signin': () =>
        json({ message: 'Invalid email or password', code: 'unauthenticated' }, 401),
    });
    const user = userEvent.setup();
    const { location } = renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(document.title).toBe('Sign in — Upsolve');

    await signInWith(user, 'tourist', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(location().pathname).toBe('/signin');
  });

  it('says so when the server does not respond', async () => {
    mockApi({
      'GET /api/check-auth': signedOut,
      'POST /api/signin': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });

    await signInWith(user, 'tourist', 'whatever1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server did not respond. Please try again later.',
    );
  });

  it('asks for both fields before sending', async () => {
    const { callsTo } = mockApi({ 'GET /api/check-auth': signedOut });
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });

    await user.type(screen.getByLabelText('Email or username'), 'tourist');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    expect(callsTo('POST /api/signin')).toHaveLength(0);
  });

  it('shows "Signing In..." while waiting, then returns to the page in ?next=', async () => {
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedOut,
      'POST /api/signin': () => answer.promise,
    });
    const user = userEvent.setup();
    const { location } = renderApp('/signin?next=%2Fmessages%3Fwith%3Dpetr');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fmessages%3Fwith%3Dpetr',
    );

    await signInWith(user, 'tourist@example.com', 'hunter2!x');
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(callsTo('POST /api/signin')[0]?.[1]?.body).toBe(
      JSON.stringify({ email: 'tourist@example.com', password: 'hunter2!x' }),
    );

    answer.resolve(json({ user: testUser }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeVisible();
    expect(location().pathname).toBe('/messages');
    expect(location().search).toBe('?with=petr');
  });

  // The last three normalise to '//evil.example' once their dot segments are resolved.
  it.each([
    '%2F%2Fevil.example%2Fphish',
    '%2F..%2F%2Fevil.example',
    '%2F.%2F%2Fevil.example',
    '%2F%252e%252e%2F%2Fevil.example',
  ])('ignores ?next=%s, which points to another site, and opens the dashboard', async (next) => {
    mockApi({
      'GET /api/check-auth': signedOut,
      'POST /api/signin': () => json({ user: testUser }),
    });
    const user = userEvent.setup();
    const { location } = renderApp(`/signin?next=${next}`);
    await screen.findByRole('heading', { name: 'Welcome back' });

    await signInWith(user, 'tourist', 'hunter2!x');

    expect(await screen.findByRole('heading', { name: 'Welcome back, tourist' })).toBeVisible();
    expect(location().pathname).toBe('/dashboard');
  });

  it('links "Forgot password?" to /forgot-password', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    renderApp('/signin');
    expect(await screen.findByRole('link', { name: accountTexts.forgotLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
