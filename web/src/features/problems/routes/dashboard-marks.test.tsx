import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { buildProblemSummary, dashboardPage } from '@/test/fixtures.ts';

describe('dashboard mark filter', () => {
  beforeAll(() => import('./dashboard.tsx'));

  it('filters by "To do" with the other filters, in the URL and the request', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': ({ url }) =>
        url.searchParams.get('mark') === 'todo'
          ? dashboardPage([buildProblemSummary({ title: 'Knapsack', myMark: 'todo' })])
          : dashboardPage([buildProblemSummary({ title: 'Watermelon' })]),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard?platform=AtCoder');
    await screen.findByRole('link', { name: 'Watermelon' });
    const marks = screen.getByRole('group', { name: 'Show by my marks' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'To do' }));

    await waitFor(() => expect(location().search).toBe('?platform=AtCoder&mark=todo'));
    expect(await screen.findByRole('link', { name: 'Knapsack' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 problem found' })).toBeInTheDocument();
    const query = queriesTo('GET /api/dashboard').at(-1);
    expect(query?.get('mark')).toBe('todo');
    expect(query?.get('platform')).toBe('AtCoder');
    expect(marks).toContainElement(screen.getByRole('button', { name: 'To do' }));
    expect(screen.getByRole('button', { name: 'To do' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(location().search).toBe('?platform=AtCoder'));
  });

  it('restores the mark from the URL and keeps it on the next page', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': ({ url }) =>
        url.searchParams.get('cursor') === null
          ? dashboardPage([buildProblemSummary({ title: 'Two Sum' })], {
              total: 2,
              nextCursor: 'next',
            })
          : dashboardPage([buildProblemSummary({ title: 'Three Sum' })], { total: 2 }),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard?mark=unsolved');
    await screen.findByRole('link', { name: 'Two Sum' });
    expect(screen.getByRole('button', { name: 'Unsolved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Three Sum' })).toBeInTheDocument();
    expect(queriesTo('GET /api/dashboard').map((query) => query.get('mark'))).toEqual([
      'unsolved',
      'unsolved',
    ]);
    expect(queriesTo('GET /api/dashboard').at(-1)?.get('cursor')).toBe('next');
  });

  it('says how to fill an empty "To do", and goes back to every problem', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': ({ url }) =>
        url.searchParams.has('mark')
          ? dashboardPage([])
          : dashboardPage([buildProblemSummary({ title: 'Watermelon' })]),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard?mark=todo');

    expect(await screen.findByRole('heading', { name: 'Nothing to do' })).toBeInTheDocument();
    expect(
      screen.getByText('Mark problems To do from their cards, and they wait for you here.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all problems' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Watermelon' })).toBeInTheDocument();
  });

  it('with a search too, an empty result offers to clear every filter', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([]),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp('/dashboard?q=flow&mark=solved');

    expect(
      await screen.findByRole('heading', { name: 'No matching problems' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nothing solved yet' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('ignores a mark the dashboard does not offer', async () => {
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([buildProblemSummary({ title: 'Watermelon' })]),
      'GET /api/top-users': () => json([]),
    });
    renderApp('/dashboard?mark=everything');

    expect(await screen.findByRole('heading', { name: '1 Problem' })).toBeInTheDocument();
    expect(queriesTo('GET /api/dashboard')[0]?.has('mark')).toBe(false);
  });
});
