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
