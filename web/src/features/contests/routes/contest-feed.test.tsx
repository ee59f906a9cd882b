import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contestMessages } from '@upsolve/contract';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

// Radix's dialog disables pointer events outside it; a real click there still reaches the page.
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

function mockFeed(initialToken: string | null) {
  let token = initialToken;
  let created = 0;
  const api = mockApi({
    'GET /api/check-auth': signedIn,
    'GET /api/contests': () => json({ contests: [], sources: [] }),
    'GET /api/contests/feed-token': () => json({ token }),
    'POST /api/contests/feed-token': () => {
      created += 1;
      token = `newtoken${created}`;
      return json({ token });
    },
  });
  return api;
}

const feedCard = async () => {
  const heading = await screen.findByRole('heading', { name: 'Calendar feed' });
  const card = heading.closest('.rounded-xl');
  if (!(card instanceof HTMLElement)) throw new Error('The feed card is missing');
  return card;
};

const addressOf = (card: HTMLElement) =>
  new URL(within(card).getByRole<HTMLInputElement>('textbox', { name: 'Your feed address' }).value);

describe('/contests: the calendar feed', () => {
  let zoneBefore: string | undefined;
  beforeAll(() => import('./contests.tsx'));
  beforeEach(() => {
    zoneBefore = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
  });
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it("offers 'Create my feed address' before the first, then shows the address with Copy", async () => {
    const user = setupUser();
    const { callsTo } = mockFeed(null);
    renderApp('/contests');
    const card = await feedCard();
    await user.click(await within(card).findByRole('button', { name: 'Create my feed address' }));

    const address = await waitFor(() => addressOf(card));
    expect(callsTo('POST /api/contests/feed-token')).toHaveLength(1);
    expect(`${address.origin}${address.pathname}`).toBe(
      `${window.location.origin}/api/contests.ics`,
    );
    expect(Object.fromEntries(address.searchParams)).toEqual({
      token: 'newtoken1',
      tz: 'Europe/Berlin',
    });
    await user.click(within(card).getByRole('button', { name: 'Copy feed address' }));
    expect(await navigator.clipboard.readText()).toBe(address.toString());
    expect(within(card).getByRole('button', { name: 'Feed address copied' })).toBeVisible();
  });

  it("builds the address from the choices with the contract's parameter names", async () => {
    const user = setupUser();
    mockFeed('feedtoken1');
    renderApp('/contests');
    const card = await feedCard();
    await waitFor(() => addressOf(card));

    const sites = within(card).getByRole('group', { name: 'Sites' });
    await user.click(within(sites).getByRole('checkbox', { name: 'CodeChef' }));
    await user.click(within(sites).getByRole('checkbox', { name: 'LeetCode' }));
    const days = within(card).getByRole('group', { name: 'Days (in Europe/Berlin)' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await user.click(within(days).getByRole('checkbox', { name: day }));
    }
    await user.type(within(card).getByRole('spinbutton', { name: 'At most (hours)' }), '2');
    const from = within(card).getByLabelText('Starting from');
    await user.type(from, '18:00');
    await user.type(within(card).getByLabelText('Starting until'), '23:30');

    expect(Object.fromEntries(addressOf(card).searchParams)).toEqual({
      token: 'feedtoken1',
      sites: 'codeforces,atcoder',
      maxHours: '2',
      days: 'sat,sun',
      from: '18:00',
      to: '23:30',
      tz: 'Europe/Berlin',
    });
  });

  it("names a bad length with the contract's message and shows no address", async () => {
    const user = setupUser();
    mockFeed('feedtoken1');
    renderApp('/contests');
    const card = await feedCard();
    await waitFor(() => addressOf(card));
    const hours = within(card).getByRole('spinbutton', { name: 'At most (hours)' });
    await user.type(hours, '200');
    expect(hours).toHaveAccessibleDescription(/Maximum hours must be a whole number from 1 to 168/);
    expect(
      within(card).queryByRole('textbox', { name: 'Your feed address' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByText('Fix the choices above to get your address.')).toBeVisible();

    await user.clear(hours);
    await waitFor(() => addressOf(card));
    const sites = within(card).getByRole('group', { name: 'Sites' });
    for (const site of within(sites).getAllByRole('checkbox')) await user.click(site);
    expect(sites).toHaveAccessibleDescription('Choose at least one site');
    expect(
      within(card).queryByRole('textbox', { name: 'Your feed address' }),
    ).not.toBeInTheDocument();
  });

  it('regenerates only after confirming, and the old address is replaced', async () => {
    const user = setupUser();
    const { callsTo } = mockFeed('feedtoken1');
    renderApp('/contests');
    const card = await feedCard();
    await waitFor(() => expect(addressOf(card).searchParams.get('token')).toBe('feedtoken1'));

    await user.click(within(card).getByRole('button', { name: 'Regenerate' }));
    let dialog = await screen.findByRole('dialog', { name: 'Regenerate your feed address?' });
    expect(dialog).toHaveTextContent('The current address stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/contests/feed-token')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Regenerate' }));
    dialog = await screen.findByRole('dialog', { name: 'Regenerate your feed address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate address' }));
    await expectToast(contestMessages.feedTokenCreated);
    await waitFor(() => expect(addressOf(card).searchParams.get('token')).toBe('newtoken1'));
    expect(callsTo('POST /api/contests/feed-token')).toHaveLength(1);
  });

  it('says when the feed address could not be loaded, and tries again', async () => {
    const user = setupUser();
    const failure = () =>
      json({ message: 'Something went wrong on our side', code: 'internal' }, 500);
    // The first call and its two automatic retries fail.
    const answers = [failure(), failure(), failure()];
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/contests': () => json({ contests: [], sources: [] }),
      'GET /api/contests/feed-token': () => answers.shift() ?? json({ token: 'feedtoken1' }),
    });
    renderApp('/contests');
    const card = await feedCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your feed address');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(addressOf(card).searchParams.get('token')).toBe('feedtoken1'));
  });
});
