import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkedHandle } from '@upsolve/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import { leaveFor } from '../api/leave-for.ts';

vi.mock('../api/leave-for.ts', () => ({ leaveFor: vi.fn() }));

/** Settings' "Link with Codeforces" (docs/product.md, "Linked handles"). */
const signInUrl = 'https://codeforces.com/oauth/authorize?client_id=upsolve&state=abc';
const proven: LinkedHandle = {
  site: 'codeforces',
  handle: 'linked_coder',
  verified: true,
  lastSyncedAt: null,
  lastError: null,
  nextSyncAt: null,
  challenge: null,
};

function settingsWith(answer: { handles: LinkedHandle[]; codeforcesSignIn: boolean }) {
  return mockApi({
    'GET /api/check-auth': signedIn,
    [`GET /api/myprofile/${testUser._id}`]: () => json({ user: buildProfile() }),
    'GET /api/account/sessions': () => json({ sessions: [] }),
    'GET /api/handles': () => json(answer),
    'POST /api/handles/codeforces/sign-in': () => json({ url: signInUrl }),
  });
}

describe('Link with Codeforces in the settings', () => {
  beforeAll(() => import('./settings.tsx'));
  beforeEach(() => vi.mocked(leaveFor).mockClear());

  it('goes to the Codeforces sign-in page where the server offers it', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = settingsWith({ handles: [], codeforcesSignIn: true });
    renderApp('/settings');
    // The compilation-error check stays beside it.
    expect(await screen.findByLabelText('Codeforces handle')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Link with Codeforces' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(signInUrl));
    expect(callsTo('POST /api/handles/codeforces/sign-in')).toHaveLength(1);
  });

  it('is absent where the server does not offer it, or the handle is proven', async () => {
    settingsWith({ handles: [], codeforcesSignIn: false });
    const { unmount } = renderApp('/settings');
    expect(await screen.findByLabelText('Codeforces handle')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Link with Codeforces' })).toBeNull();
    unmount();

    settingsWith({ handles: [proven], codeforcesSignIn: true });
    renderApp('/settings');
    expect(await screen.findByRole('group', { name: 'Codeforces handle' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Link with Codeforces' })).toBeNull();
  });

  it('says how the sign-in ended, in the server’s words only', async () => {
    const user = userEvent.setup({ delay: null });
    settingsWith({ handles: [proven], codeforcesSignIn: true });
    const { location } = renderApp('/settings?codeforcesSignIn=linked');
    expect(
      await screen.findByText('Your Codeforces handle is linked; its first sync has started'),
    ).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(location().search).toBe('');
    expect(screen.queryByText(/Your Codeforces handle is linked/)).toBeNull();
  });

  it('shows a failure as an alert, and nothing for words it does not know', async () => {
    settingsWith({ handles: [], codeforcesSignIn: true });
    const { unmount } = renderApp('/settings?codeforcesSignIn=taken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That Codeforces handle is linked to another user',
    );
    unmount();
    settingsWith({ handles: [], codeforcesSignIn: true });
    renderApp('/settings?codeforcesSignIn=%3Cb%3Eanything%3C%2Fb%3E');
    expect(await screen.findByRole('button', { name: 'Link with Codeforces' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/anything/)).toBeNull();
  });
});
