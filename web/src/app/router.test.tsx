import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api.ts';
import { buildProfile } from '@/test/fixtures.ts';
import { pending } from './routes/shell-routes.ts';
import {
  deferred,
  json,
  mockApi,
  renderApp,
  signedIn,
  signedOut,
  testUser,
} from '@/test/render-app.tsx';

describe('start-up session check', () => {
  it('shows the loading screen until the check answers', async () => {
    const check = deferred<Response>();
    mockApi({ 'GET /api/check-auth': () => check.promise });
    renderApp('/');

    expect(await screen.findByText('Loading your coding journey...')).toBeVisible();

    check.resolve(signedOut());
    expect(
      await screen.findByRole('heading', { level: 1, name: /Turn every contest/ }),
    ).toBeVisible();
    expect(screen.queryByText('Loading your coding journey...')).not.toBeInTheDocument();
  });

  it('treats a failed check as signed out, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'GET /api/check-auth': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { location } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(location().pathname).toBe('/signin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Session check failed; continuing signed out.',
      expect.anything(),
    );
  });
});

describe('session guard', () => {
  it('sends a visitor to sign-in with the page to come back to', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    const { location } = renderApp('/problem/42/solutions?sort=new');

    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(location().pathname).toBe('/signin');
    expect(new URLSearchParams(location().search).get('next')).toBe(
      '/problem/42/solutions?sort=new',
    );
  });

  it('comes back to the asked-for page after signing in', async () => {
    mockApi({
      'GET /api/check-auth': signedOut,
      'POST /api/signin': () => json({ user: testUser }),
      'GET /api/implinks': () => json({ links: [] }),
    });
    const user = userEvent.setup();
    const { location } = renderApp('/importantlinks');
    await screen.findByRole('heading', { name: 'Welcome back' });

    await user.type(screen.getByLabelText('Email or username'), 'tourist');
    await user.type(screen.getByLabelText('Password'), 'hunter2!x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Important Links' })).toBeVisible();
    expect(location().pathname).toBe('/importantlinks');
  });

  it.each(['/signup', '/signin'])(
    'sends a signed-in user from %s to the dashboard',
    async (path) => {
      mockApi({ 'GET /api/check-auth': signedIn });
      const { location } = renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Welcome back, tourist' })).toBeVisible();
      expect(location().pathname).toBe('/dashboard');
    },
  );

  it('lets a signed-in user open a guarded page directly', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${testUser._id}`]: () => json({ user: buildProfile() }),
    });
    const { location } = renderApp(`/myprofile/${testUser._id}/updateprofile`);

    expect(await screen.findByRole('heading', { name: 'Update Profile' })).toBeVisible();
    expect(location().pathname).toBe(`/myprofile/${testUser._id}/updateprofile`);
    expect(document.title).toBe('Update Profile — Upsolve');
  });

  it('sends the user to sign-in when a later call finds the session gone', async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    const { location, queryClient } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, tourist' });

    const expired = new ApiError({
      status: 401,
      code: 'unauthenticated',
      serverMessage: 'Please sign in to continue',
      fields: {},
    });
    await queryClient
      .fetchQuery({ queryKey: ['problems'], queryFn: () => Promise.reject(expired) })
      .catch(() => undefined);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(location().pathname).toBe('/signin');
    expect(location().search).toBe('?next=%2Fdashboard');
  });
});

describe('open pages', () => {
  it('offers sign-up and sign-in to a visitor on the landing page', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: /Turn every contest/ });
    expect(document.title).toBe('Upsolve');
    const main = screen.getByRole('main');
    expect(
      within(main).getAllByRole('link', { name: 'Create your free account' })[0],
    ).toHaveAttribute('href', '/signup');
    expect(within(main).getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(main).queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
  });

  it('offers the dashboard instead to a signed-in user', async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: /Turn every contest/ });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Go to dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(main).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('unknown addresses', () => {
  it('shows a 404 page with the way home to a visitor', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found — Upsolve');
  });

  it('shows the 404 page inside the app to a signed-in user', async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

describe('screens still being built', () => {
  // No header link waits for its feature any more: the shell's "being built" route is shown alone.
  it('names the screen and leads back to the dashboard', async () => {
    const router = createMemoryRouter(
      [pending('soon', 'Ask AI'), { path: '/dashboard', element: <h1>Dashboard</h1> }],
      { initialEntries: ['/soon'] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Ask AI' })).toBeVisible();
    expect(screen.getByText(/This part of Upsolve is being built/)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
