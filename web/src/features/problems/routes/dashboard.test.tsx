import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderApp, signedIn, json, deferred } from '@/test/render-app.tsx';
import {
  buildProblemDetail,
  buildProblemSummary,
  buildTopUser,
  dashboardPage,
  problemResponse,
} from '@/test/fixtures.ts';

describe('dashboard', () => {
  // Load the lazy screen once up front, so no test's first wait includes compiling it.
  beforeAll(() => import('./dashboard.tsx'));

  it('lists problems under a heading with the total count, and titles the page', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () =>
        dashboardPage(
          [buildProblemSummary({ title: 'Watermelon' }), buildProblemSummary({ title: 'Two Sum' })],
          {
            total: 42,
          },
        ),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: '42 Problems' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Problems' });
    expect(within(list).getByRole('link', { name: 'Watermelon' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/problem\/[0-9a-f-]+$/),
    );
    expect(within(list).getByRole('link', { name: 'Two Sum' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard — Upsolve');
  });

  it('says a capped total is a lower bound: "1,000+ Problems"', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () =>
        dashboardPage([buildProblemSummary()], { total: 1000, capped: true, nextCursor: 'next' }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: '1,000+ Problems' })).toBeInTheDocument();
  });

  it('counts the problems it shows when the total header is unusable', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () =>
        new Response(JSON.stringify([buildProblemSummary(), buildProblemSummary()]), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '-1' },
        }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: '2 Problems' })).toBeInTheDocument();
  });

  it('offers to create the first problem when there are none', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([], { total: 0 }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'No Problems Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Problem' })).toHaveAttribute(
      'href',
      '/addproblem',
    );
  });

  it('shows the top users with their solution counts', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([]),
      'GET /api/top-users': () =>
        json([
          buildTopUser({ username: 'jiangly', solutionsCount: 12 }),
          buildTopUser({ username: 'ecnerwala', solutionsCount: 1 }),
        ]),
    });
    renderApp('/dashboard');

    const board = await screen.findByRole('list', { name: 'Top users by solutions' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('jiangly');
    expect(rows[0]).toHaveTextContent('12 solutions');
    expect(rows[1]).toHaveTextContent('1 solution');
  });

  it('says when nobody is on the leaderboard yet', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([]),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('No top users yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to solve problems!')).toBeInTheDocument();
  });

  it('says the top users could not be fetched when the call fails', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([]),
      'GET /api/top-users': () => json({ message: 'Bad request', code: 'validation' }, 400),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Failed to fetch users.')).toBeInTheDocument();
  });

  it('searches as the user types, keeping the search in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () =>
        dashboardPage([buildProblemSummary({ title: 'Two Sum' })], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: '1 Problem' });

    await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'two sum');

    await waitFor(() => expect(location().search).toBe('?q=two+sum'));
    expect(await screen.findByRole('heading', { name: '1 problem found' })).toBeInTheDocument();
    const queries = queriesTo('GET /api/dashboard');
    expect(queries.at(-1)?.get('q')).toBe('two sum');
  });

  it('restores filters and sort from the URL and sends them to the server', async () => {
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary()], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard?platform=AtCoder&minRating=3&maxRating=7&sort=rated');

    await screen.findByRole('heading', { name: '1 problem found' });
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('AtCoder');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rated');
    const query = queriesTo('GET /api/dashboard')[0];
    expect(query?.get('platform')).toBe('AtCoder');
    expect(query?.get('minRating')).toBe('3');
    expect(query?.get('maxRating')).toBe('7');
    expect(query?.get('sort')).toBe('rated');
  });

  it('restores a site-rating range from the URL and sends it with the other filters', async () => {
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary()], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard?platform=Codeforces&minSiteRating=1200&maxSiteRating=1600&tag=dp');

    await screen.findByRole('heading', { name: '1 problem found' });
    expect(screen.getByRole('spinbutton', { name: 'Minimum site rating' })).toHaveValue(1200);
    expect(screen.getByRole('spinbutton', { name: 'Maximum site rating' })).toHaveValue(1600);
    const query = queriesTo('GET /api/dashboard')[0];
    expect(query?.get('minSiteRating')).toBe('1200');
    expect(query?.get('maxSiteRating')).toBe('1600');
    expect(query?.get('platform')).toBe('Codeforces');
    expect(query?.get('tag')).toBe('dp');
  });

  it('keeps the lower bound of an impossible site-rating range edited into the URL', async () => {
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary()], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard?minSiteRating=1600&maxSiteRating=1200');

    await screen.findByRole('heading', { name: '1 problem found' });
    const query = queriesTo('GET /api/dashboard')[0];
    expect(query?.get('minSiteRating')).toBe('1600');
    expect(query?.has('maxSiteRating')).toBe(false);
  });

  it('filters by a typed site-rating range once typing pauses, with the other filters and paging', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': ({ url }) =>
        url.searchParams.get('cursor') === null
          ? dashboardPage([buildProblemSummary({ title: 'First' })], {
              total: 2,
              nextCursor: 'page-2',
            })
          : dashboardPage([buildProblemSummary({ title: 'Second' })], { total: 2 }),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard?platform=AtCoder');
    await screen.findByRole('link', { name: 'First' });

    await user.type(screen.getByRole('spinbutton', { name: 'Minimum site rating' }), '1200');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum site rating' }), '1600');

    await waitFor(() =>
      expect(location().search).toBe('?platform=AtCoder&minSiteRating=1200&maxSiteRating=1600'),
    );
    await waitFor(() =>
      expect(queriesTo('GET /api/dashboard').at(-1)?.get('maxSiteRating')).toBe('1600'),
    );
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    const next = queriesTo('GET /api/dashboard').at(-1);
    expect(next?.get('cursor')).toBe('page-2');
    expect(next?.get('minSiteRating')).toBe('1200');
    expect(next?.get('maxSiteRating')).toBe('1600');
    expect(next?.get('platform')).toBe('AtCoder');
  });

  it('names a minimum above the maximum and a bound out of range, and leaves the list as it was', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary()], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard?maxSiteRating=1200');
    await screen.findByRole('heading', { name: '1 problem found' });
    const min = screen.getByRole('spinbutton', { name: 'Minimum site rating' });
    const max = screen.getByRole('spinbutton', { name: 'Maximum site rating' });

    await user.type(min, '1600');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Minimum site rating cannot be above maximum site rating');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription(
      'Minimum site rating cannot be above maximum site rating',
    );
    expect(location().search).toBe('?maxSiteRating=1200');

    await user.clear(max);
    await user.type(max, '9000');
    expect(
      await screen.findByText('Maximum site rating must be a whole number from 0 to 5000'),
    ).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(min).not.toHaveAttribute('aria-invalid');

    await user.clear(max);
    await user.type(max, '2000');
    await waitFor(() => expect(location().search).toBe('?minSiteRating=1600&maxSiteRating=2000'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Only valid ranges were ever asked for.
    for (const query of queriesTo('GET /api/dashboard')) {
      expect([null, '1200', '2000']).toContain(query.get('maxSiteRating'));
    }
  });

  it('"Clear filters" empties the site-rating range too', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary()], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard?minSiteRating=800&sort=rated');
    await screen.findByRole('heading', { name: '1 problem found' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(location().search).toBe('?sort=rated'));
    expect(screen.getByRole('spinbutton', { name: 'Minimum site rating' })).toHaveValue(null);
    expect(await screen.findByRole('heading', { name: '1 Problem' })).toBeInTheDocument();
  });

  it('changing the sort updates the URL and refetches in that order', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary()], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: '1 Problem' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most solved');

    await waitFor(() => expect(location().search).toBe('?sort=solved'));
    await waitFor(() => expect(queriesTo('GET /api/dashboard').at(-1)?.get('sort')).toBe('solved'));
  });

  it('loads the next page with the cursor when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const secondPage = deferred<Response>();
    let dashboardCalls = 0;
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => {
        dashboardCalls += 1;
        if (dashboardCalls > 1) return secondPage.promise;
        return dashboardPage([buildProblemSummary({ title: 'First' })], {
          total: 2,
          nextCursor: 'page-2',
        });
      },
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'First' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Loading more...' })).toBeDisabled();
    secondPage.resolve(dashboardPage([buildProblemSummary({ title: 'Second' })], { total: 2 }));

    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(queriesTo('GET /api/dashboard').at(-1)?.get('cursor')).toBe('page-2');
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failed search with Try again, not the previous results, and retries on request', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': ({ url }) => {
        if (url.searchParams.get('q') === null) {
          return dashboardPage([buildProblemSummary({ title: 'Two Sum' })], { total: 1 });
        }
        if (failing) return json({ message: 'Something went wrong', code: 'internal' }, 500);
        return dashboardPage([buildProblemSummary({ title: 'Range Sum' })], { total: 1 });
      },
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Two Sum' });

    await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'range');

    expect(
      await screen.findByRole('heading', { name: 'Problems could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    // The old answer is not passed off as the new one.
    expect(screen.queryByRole('link', { name: 'Two Sum' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1 Problem' })).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Range Sum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 problem found' })).toBeInTheDocument();
  });

  it('says a search made offline failed, instead of showing the previous results', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': ({ url }) =>
        url.searchParams.get('q') === null
          ? dashboardPage([buildProblemSummary({ title: 'Two Sum' })], { total: 1 })
          : Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Two Sum' });
    onlineManager.setOnline(false);
    try {
      await user.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'range');

      expect(
        await screen.findByRole('heading', { name: 'Problems could not be loaded' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/You are offline/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Two Sum' })).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('filters by a tag from a card, shows the tag filter and clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () =>
        dashboardPage([buildProblemSummary({ title: 'Knapsack', tags: ['dp', 'greedy'] })], {
          total: 1,
        }),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard');
    const card = (await screen.findByRole('link', { name: 'Knapsack' })).closest('article');
    expect(card).not.toBeNull();

    await user.click(within(card as HTMLElement).getByRole('link', { name: 'Problems tagged dp' }));

    await waitFor(() => expect(location().search).toBe('?tag=dp'));
    expect(await screen.findByRole('heading', { name: '1 problem found' })).toBeInTheDocument();
    expect(screen.getByText('Tagged', { exact: false })).toHaveTextContent('Tagged dp');
    expect(queriesTo('GET /api/dashboard').at(-1)?.get('tag')).toBe('dp');

    await user.click(screen.getByRole('button', { name: 'Remove the tag filter dp' }));
    await waitFor(() => expect(location().search).toBe(''));
    // Back to the unfiltered list (answered from the cache).
    expect(await screen.findByRole('heading', { name: '1 Problem' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove the tag filter/ })).not.toBeInTheDocument();
  });

  it('restores a tag filter from the URL and sends it with the search', async () => {
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary()], { total: 1 }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard?tag=graphs&q=paths');

    await screen.findByRole('heading', { name: '1 problem found' });
    expect(
      screen.getByRole('button', { name: 'Remove the tag filter graphs' }),
    ).toBeInTheDocument();
    const query = queriesTo('GET /api/dashboard')[0];
    expect(query?.get('tag')).toBe('graphs');
    expect(query?.get('q')).toBe('paths');
  });

  it("Back to Dashboard on a problem's page returns to the search, filters and sort", async () => {
    const user = userEvent.setup({ delay: null });
    const problem = buildProblemDetail({ title: 'Knapsack' });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([problem], { total: 1 }),
      'GET /api/top-users': () => json([]),
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    const { location } = renderApp('/dashboard?q=bag&platform=AtCoder&tag=dp&sort=rated');
    await user.click(await screen.findByRole('link', { name: 'Knapsack' }));
    await screen.findByRole('heading', { level: 1, name: 'Knapsack' });

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(location().search).toBe('?q=bag&platform=AtCoder&tag=dp&sort=rated');
    expect(await screen.findByRole('searchbox', { name: 'Search problems' })).toHaveValue('bag');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rated');
  });

  it("shows each problem's site difficulty beside Upsolve's, short on cards and rows, whole for screen readers", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () =>
        dashboardPage(
          [
            buildProblemSummary({
              title: 'Watermelon',
              siteDifficulty: { scale: 'codeforces', value: 1500 },
            }),
            buildProblemSummary({
              title: 'Rolling Dice',
              platform: { name: 'AtCoder', rating: 1 },
              siteDifficulty: { scale: 'atcoder', value: 1234 },
            }),
            buildProblemSummary({
              title: 'Median of Two Sorted Arrays',
              platform: { name: 'LeetCode', rating: 8 },
              siteDifficulty: { scale: 'leetcode', value: 3 },
            }),
            buildProblemSummary({
              title: 'Our own',
              platform: { name: 'Local judge', rating: 4 },
              siteDifficulty: null,
            }),
          ],
          { total: 4 },
        ),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Watermelon' });

    const expected = [
      ['Watermelon', 'CF 1500', 'Codeforces rating 1500'],
      ['Rolling Dice', 'AtC 1234', 'AtCoder difficulty 1234'],
      ['Median of Two Sorted Arrays', 'LC Hard', 'LeetCode Hard'],
    ] as const;
    const itemOf = (title: string) =>
      within(screen.getByRole('list', { name: 'Problems' }))
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('link', { name: title })) as HTMLElement;
    for (const view of ['Cards', 'Compact']) {
      await user.click(screen.getByRole('button', { name: view }));
      for (const [title, short, whole] of expected) {
        const badge = within(itemOf(title)).getByTitle(whole);
        expect(badge).toHaveTextContent(short);
        // Screen readers hear the whole name, not the abbreviation.
        expect(within(badge).getByText(whole)).toHaveClass('sr-only');
        expect(within(badge).getByText(short)).toHaveAttribute('aria-hidden');
      }
      const own = itemOf('Our own');
      expect(within(own).getByTitle('Difficulty 4 out of 10')).toBeInTheDocument();
      expect(within(own).queryByText(/rating \d|difficulty \d|LeetCode/)).not.toBeInTheDocument();
    }
  });

  it('switches to a compact list of one row per problem and remembers it in this browser', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () =>
        dashboardPage(
          [
            buildProblemSummary({
              title: 'Knapsack',
              tags: ['dp'],
              solutionsCount: 12,
              reviewsCount: 3,
              averageRating: 4.5,
            }),
            buildProblemSummary({ title: 'Two Sum' }),
          ],
          { total: 2 },
        ),
      'GET /api/top-users': () => json([]),
    });
    const first = renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Knapsack' });
    // Cards by default: each problem is an article with its author line.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Compact' }));

    const rows = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    const knapsack = rows.find((row) => within(row).queryByRole('link', { name: 'Knapsack' }));
    expect(knapsack).toHaveTextContent('12 solutions');
    expect(knapsack).toHaveTextContent('3 reviews');
    expect(knapsack).toHaveTextContent('4.5 average rating');
    expect(
      within(knapsack as HTMLElement).getByRole('link', { name: 'Problems tagged dp' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');

    // A later visit in the same browser opens in the compact view.
    first.unmount();
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Knapsack' });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  });
});
