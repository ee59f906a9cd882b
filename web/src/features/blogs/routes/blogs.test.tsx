import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBlog, otherUser, pagedJson } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

describe('/blogs', () => {
  beforeAll(() => import('./blogs.tsx'));

  it('shows the cards with short dates, clamped title and content, and both counts', async () => {
    const blog = buildBlog({
      title: 'Segment trees for beginners',
      content: 'Hello **world**\n\n:::spoiler Hint\nthe secret\n:::',
      createdAt: '2026-03-04T10:00:00.000Z',
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/blogs': () => pagedJson([blog, buildBlog({ title: 'DP on trees' })], { total: 12 }),
    });
    renderApp('/blogs');

    const card = await screen.findByRole('article', { name: 'Segment trees for beginners' });
    expect(within(card).getByRole('link', { name: 'Segment trees for beginners' })).toHaveAttribute(
      'href',
      `/blogs/${blog._id}`,
    );
    expect(within(card).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveClass('line-clamp-2');
    const content = within(card).getByTestId('blog-card-content');
    expect(content).toHaveClass('line-clamp-3');
    // The spoiler's hidden part never shows on a card.
    expect(content).toHaveTextContent('Hello world [spoiler]');
    expect(content).not.toHaveTextContent('the secret');
    expect(within(card).getByRole('link', { name: `@${otherUser.username}` })).toBeInTheDocument();
    const stats = screen.getByText('Total Blogs').closest('dl');
    expect(stats).toHaveTextContent('Total Blogs12');
    expect(stats).toHaveTextContent('All Blogs12');
    expect(screen.getByRole('heading', { level: 2, name: 'All Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compose' })).toHaveAttribute('href', '/addblog');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("says 'No blogs yet' with 'Create Your First Blog' when there are none", async () => {
    mockApi({ 'GET /api/check-auth': signedIn, 'GET /api/blogs': () => json([]) });
    renderApp('/blogs');
    expect(await screen.findByText('No blogs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Blog' })).toHaveAttribute(
      'href',
      '/addblog',
    );
  });

  it("searches by title or author with ?q= and says 'No blogs found' when nothing matches", async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/blogs': ({ url }) =>
        url.searchParams.get('q') === 'zzz' ? json([]) : pagedJson([buildBlog()], { total: 1 }),
    });
    const { location } = renderApp('/blogs');
    await screen.findByRole('article', { name: 'Segment trees for beginners' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search blogs by title or author' }),
      'zzz',
    );
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
    expect(queriesTo('GET /api/blogs').some((query) => query.get('q') === 'zzz')).toBe(true);
    expect(location().search).toBe('?q=zzz');
    // Total Blogs still counts every blog.
    expect(screen.getByText('Total Blogs').closest('dl')).toHaveTextContent('Total Blogs1');
  });

  it('sorts by top and loads more', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/blogs': ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? pagedJson([buildBlog({ title: 'Second page' })], { total: 2 })
          : pagedJson([buildBlog({ title: 'First page' })], { total: 2, nextCursor: 'next' }),
    });
    renderApp('/blogs');
    await screen.findByRole('article', { name: 'First page' });
    await user.click(screen.getByRole('button', { name: 'Load more blogs' }));
    expect(await screen.findByRole('article', { name: 'Second page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Top' }));
    await waitFor(() =>
      expect(queriesTo('GET /api/blogs').some((query) => query.get('sort') === 'top')).toBe(true),
    );
  });
});
