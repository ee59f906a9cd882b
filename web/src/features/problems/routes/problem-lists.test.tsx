import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import { buildProblemSummary, pagedJson } from '@/test/fixtures.ts';

describe('my problems', () => {
  beforeAll(() => import('./my-problems.tsx'));

  it('lists the own problems with a count, private ones marked', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/myproblems': () =>
        json({
          username: testUser.username,
          problems: [
            buildProblemSummary({ title: 'Secret', choice: 'private' }),
            buildProblemSummary({ title: 'Open' }),
          ],
        }),
    });
    renderApp('/myproblems');

    expect(await screen.findByText(/2 problems shared by/)).toHaveTextContent(
      `2 problems shared by @${testUser.username}`,
    );
    const list = screen.getByRole('list', { name: 'My problems' });
    const secret = within(list).getByRole('link', { name: 'Secret' }).closest('article');
    expect(secret).toHaveTextContent('Private');
    expect(document.title).toBe('My Problems — Upsolve');
  });

  it('counts every own problem from the total, and loads more pages with the cursor', async () => {
    const user = userEvent.setup({ delay: null });
    const secondPage = deferred<Response>();
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/myproblems': () => {
        if (queriesTo('GET /api/myproblems').length > 1) return secondPage.promise;
        const body = {
          username: testUser.username,
          problems: [buildProblemSummary({ title: 'First' })],
        };
        return pagedJson(body, { total: 51, nextCursor: 'page-2' });
      },
    });
    renderApp('/myproblems');

    expect(await screen.findByText(/problems shared by/)).toHaveTextContent(
      `51 problems shared by @${testUser.username}`,
    );
    expect(queriesTo('GET /api/myproblems')[0]?.has('cursor')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Loading more...' })).toBeDisabled();
    const body = {
      username: testUser.username,
      problems: [buildProblemSummary({ title: 'Second' })],
    };
    secondPage.resolve(pagedJson(body, { total: 51 }));

    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(queriesTo('GET /api/myproblems').at(-1)?.get('cursor')).toBe('page-2');
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByText(/problems shared by/)).toHaveTextContent('51 problems shared by');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows "Error Loading Problems" with the message and a way back', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/myproblems': () => json({ message: 'Database is busy', code: 'validation' }, 400),
    });
    renderApp('/myproblems');

    expect(await screen.findByRole('heading', { name: 'Error Loading Problems' })).toBeVisible();
    expect(screen.getByText('Database is busy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('bookmarked problems', () => {
  beforeAll(() => import('./bookmarked-problems.tsx'));

  it('lists the saved problems with a saved count', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/bookmarkedproblems': () =>
        json({ problems: [buildProblemSummary({ title: 'Watermelon' })] }),
    });
    renderApp('/bookmarkedproblems');

    expect(await screen.findByText('1 saved problem')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watermelon' })).toBeInTheDocument();
  });

  it('counts every saved problem from the total, and loads more pages with the cursor', async () => {
    const user = userEvent.setup({ delay: null });
    const secondPage = deferred<Response>();
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/bookmarkedproblems': () => {
        if (queriesTo('GET /api/bookmarkedproblems').length > 1) return secondPage.promise;
        return pagedJson(
          { problems: [buildProblemSummary({ title: 'Saved first' })] },
          { total: 60, nextCursor: 'saved-2' },
        );
      },
    });
    renderApp('/bookmarkedproblems');

    expect(await screen.findByText('60 saved problems')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Loading more...' })).toBeDisabled();
    secondPage.resolve(
      pagedJson({ problems: [buildProblemSummary({ title: 'Saved second' })] }, { total: 60 }),
    );

    expect(await screen.findByRole('link', { name: 'Saved second' })).toBeInTheDocument();
    expect(queriesTo('GET /api/bookmarkedproblems').at(-1)?.get('cursor')).toBe('saved-2');
    const list = screen.getByRole('list', { name: 'Bookmarked problems' });
    expect(within(list).getAllByRole('link', { name: /^Saved/ })).toHaveLength(2);
    expect(screen.getByText('60 saved problems')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers to explore problems when nothing is saved', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/bookmarkedproblems': () => json({ problems: [] }),
    });
    renderApp('/bookmarkedproblems');

    expect(
      await screen.findByRole('heading', { name: 'No bookmarked problems yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Problems' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
