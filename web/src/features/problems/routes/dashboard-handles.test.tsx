import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardPage } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

const pageOf = () => dashboardPage([], { total: 0 });

describe('/dashboard with linked handles', () => {
  beforeAll(() => import('./dashboard.tsx'));

  it('says when each verified handle last synced and why it failed, and syncs on request', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': pageOf,
      'GET /api/top-users': () => json([]),
      'GET /api/handles': () =>
        json({
          handles: [
            {
              site: 'codeforces',
              handle: 'tourist_fan',
              verified: true,
              lastSyncedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
              lastError: 'Codeforces answered 503 at 14:02 UTC; trying again at 14:12 UTC',
              nextSyncAt: new Date(Date.now() + 10 * 60_000).toISOString(),
              challenge: null,
            },
            {
              site: 'atcoder',
              handle: 'not_proven',
              verified: false,
              lastSyncedAt: null,
              lastError: null,
              nextSyncAt: null,
              challenge: null,
            },
          ],
        }),
      'POST /api/handles/codeforces/sync': () => json({ message: 'Sync started' }, 202),
    });
    renderApp('/dashboard');

    const heading = await screen.findByRole('heading', { name: 'Linked handles' });
    const card = heading.closest('div')?.parentElement ?? document.body;
    expect(within(card).getByText('Codeforces: tourist_fan')).toBeVisible();
    expect(within(card).getByText(/^Last synced /)).toBeVisible();
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Codeforces answered 503 at 14:02 UTC; trying again at 14:12 UTC',
    );
    // An unproven handle is settings' business, not the dashboard's.
    expect(within(card).queryByText(/not_proven/)).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Sync now: Codeforces' }));
    await expectToast('Sync started');
    expect(callsTo('POST /api/handles/codeforces/sync')).toHaveLength(1);
  });
});
