import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkedHandle } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';

/** Settings' "Linked handles" (docs/product.md, "Linked handles"): link, verify, sync state. */
const problemUrl = 'https://codeforces.com/problemset/problem/4/A';
const unverified: LinkedHandle = {
  site: 'codeforces',
  handle: 'linked_coder',
  verified: false,
  lastSyncedAt: null,
  lastError: null,
  nextSyncAt: null,
  challenge: {
    kind: 'compilation-error',
    problemUrl,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  },
};

describe('linked handles in the settings', () => {
  beforeAll(() => import('./settings.tsx'));

  it('links a handle, shows the challenge, verifies it, then shows the last sync and the last error', async () => {
    const user = userEvent.setup({ delay: null });
    let handles: LinkedHandle[] = [];
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${testUser._id}`]: () => json({ user: buildProfile() }),
      'GET /api/account/sessions': () => json({ sessions: [] }),
      'GET /api/handles': () => json({ handles }),
      'POST /api/handles': () => {
        handles = [unverified];
        return json({ handle: unverified, challenge: unverified.challenge });
      },
      'POST /api/handles/codeforces/verify': () => {
        handles = [
          {
            ...unverified,
            verified: true,
            challenge: null,
            lastSyncedAt: new Date().toISOString(),
            lastError: 'Codeforces answered 503 at 14:02 UTC; trying again at 14:12 UTC',
          },
        ];
        return json({ handle: handles[0] });
      },
    });
    renderApp('/settings');

    expect(await screen.findByRole('heading', { name: 'Linked handles' })).toBeVisible();
    await user.type(await screen.findByLabelText('Codeforces handle'), 'linked_coder');
    await user.click(screen.getAllByRole('button', { name: 'Link' })[0] as HTMLElement);
    const row = await screen.findByRole('group', { name: 'Codeforces handle' });
    expect(within(row).getByRole('link', { name: problemUrl })).toHaveAttribute('href', problemUrl);
    await user.click(within(row).getByRole('button', { name: 'Verify' }));
    expect(await within(row).findByText(/^Last synced/)).toBeVisible();
    expect(within(row).getByRole('alert')).toHaveTextContent(
      'Codeforces answered 503 at 14:02 UTC; trying again at 14:12 UTC',
    );
    expect(within(row).getByRole('button', { name: 'Sync now' })).toBeVisible();
  });

  it('shows the AtCoder token to put in the affiliation, with a copy button and the profile', async () => {
    const user = userEvent.setup({ delay: null });
    const token = 'upsolve-0123456789abcdef0123';
    const atcoder: LinkedHandle = {
      ...unverified,
      site: 'atcoder',
      challenge: {
        kind: 'affiliation',
        token,
        profileUrl: 'https://atcoder.jp/users/linked_coder',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      },
    };
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${testUser._id}`]: () => json({ user: buildProfile() }),
      'GET /api/account/sessions': () => json({ sessions: [] }),
      'GET /api/handles': () => json({ handles: [atcoder] }),
      'POST /api/handles/atcoder/verify': () =>
        json(
          {
            code: 'conflict',
            message: `Your AtCoder affiliation does not hold ${token} yet; put it there, save, then verify`,
          },
          409,
        ),
    });
    renderApp('/settings');

    const row = await screen.findByRole('group', { name: 'AtCoder handle' });
    expect(within(row).getByText(/^Put this token in the Affiliation/)).toBeVisible();
    expect(within(row).getByText(token)).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Your AtCoder profile' })).toHaveAttribute(
      'href',
      'https://atcoder.jp/users/linked_coder',
    );
    // user-event puts a working clipboard on navigator for the test.
    await user.click(within(row).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(token);
    await user.click(within(row).getByRole('button', { name: 'Verify' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      `Your AtCoder affiliation does not hold ${token} yet`,
    );
  });
});
