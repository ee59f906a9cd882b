import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp, signedOut, testUser } from '@/test/render-app.tsx';

async function fillSignup(
  user: ReturnType<typeof userEvent.setup>,
  values: { username?: string; email?: string; password?: string },
) {
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
}

const complete = { username: 'tourist', email: 'tourist@example.com', password: 'hunter2!x' };

async function openSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

describe('sign-up page', () => {
  it('says all fields are required and sends nothing when one is empty', async () => {
    const { callsTo } = mockApi({ 'GET /api/check-auth': signedOut });
    const user = userEvent.setup();
    await openSignup();

    await fillSignup(user, { username: 'tourist', password: 'hunter2!x' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    expect(callsTo('POST /api/signup')).toHaveLength(0);
  });

  it('shows the password hint, uses an email input and links to sign-in', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    await openSignup();

    expect(
      screen.getByText('Use at least 8 characters with letters, numbers and symbols.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(document.title).toBe('Sign up — Upsolve');
  });

  it('shows and hides the password with the toggle', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    const user = userEvent.setup();
    await openSignup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    {
      kind: 'the server answers with a message',
      respond: () => json({ message: 'That username is already taken', code: 'conflict' }, 409),
      text: 'That username is already taken',
    },
    {
      kind: 'the server answers without a message',
      respond: () => new Response('', { status: 500 }),
      text: 'An error occurred during sign-up.',
    },
    {
      kind: 'the server does not respond',
      respond: () => Promise.reject(new TypeError('Failed to fetch')),
      text: 'Server did not respond. Please try again later.',
    },
    {
      kind: 'something else fails',
      respond: () => new Response('<html>not json</html>', { status: 200 }),
      text: 'An unknown error occurred. Please try again.',
    },
  ])('shows "$text" when $kind', async ({ respond, text }) => {
    mockApi({ 'GET /api/check-auth': signedOut, 'POST /api/signup': respond });
    const user = userEvent.setup();
    const { location } = await openSignup();

    await fillSignup(user, complete);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(location().pathname).toBe('/signup');
  });

  it("shows the server's field messages under the fields", async () => {
    mockApi({
      'GET /api/check-auth': signedOut,
      'POST /api/signup': () =>
        json(
          {
            message: 'Check the highlighted fields',
            code: 'validation',
            fields: { password: 'Password must be at least 8 characters' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await openSignup();

    await fillSignup(user, { ...complete, password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is busy while creating the account, clears the old error, then opens the dashboard with "Welcome"', async () => {
    const answer = deferred<Response>();
    let attempt = 0;
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedOut,
      'POST /api/signup': () => {
        attempt += 1;
        return attempt === 1
          ? json({ message: 'Email taken', code: 'conflict' }, 409)
          : answer.promise;
      },
    });
    const user = userEvent.setup();
    const { location } = await openSignup();
    await fillSignup(user, complete);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Email taken');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const busy = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('POST /api/signup').at(-1)?.[1]?.body).toBe(JSON.stringify(complete));

    answer.resolve(json({ user: testUser }, 201));
    // A newcomer is welcomed, not welcomed back.
    expect(await screen.findByRole('heading', { name: 'Welcome, tourist' })).toBeVisible();
    expect(location().pathname).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard — Upsolve'));
    const header = screen.getByRole('banner');
    expect(within(header).getByText('tourist')).toBeInTheDocument();
  });
});
