import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import { buildSummary } from '../test/fixtures.ts';

describe('my problems', () => {
  beforeAll(() => import('./my-problems.tsx'));

  it('lists the own problems with a count, private ones marked', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/myproblems': () =>
        json({
          username: testUser.username,
          problems: [
            buildSummary({ title: 'Secret', choice: 'private' }),
            buildSummary({ title: 'Open' }),
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
        json({ problems: [buildSummary({ title: 'Watermelon' })] }),
    });
    renderApp('/bookmarkedproblems');

    expect(await screen.findByText('1 saved problem')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watermelon' })).toBeInTheDocument();
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
