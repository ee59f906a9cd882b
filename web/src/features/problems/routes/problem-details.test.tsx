import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import {
  buildProblemDetail,
  dashboardPage,
  ownProblemDetail,
  problemResponse,
} from '@/test/fixtures.ts';

describe('problem details', () => {
  beforeAll(() =>
    Promise.all([import('./problem-details.tsx'), import('@/components/ui/markdown-renderer.tsx')]),
  );

  it('shows the statement, examples, link, counts and stats, titled by the problem', async () => {
    const problem = buildProblemDetail({
      title: 'Watermelon',
      solutionsCount: 3,
      reviewsCount: 1,
      postsCount: 7,
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    renderApp(`/problem/${problem._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Watermelon' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Watermelon — Upsolve');
    // Markdown with math in the statement.
    expect(await screen.findByText('two even')).toHaveProperty('tagName', 'STRONG');
    expect(document.querySelector('.katex')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Examples' })).toBeInTheDocument();
    expect(screen.getByText('Example input').closest('figure')).toHaveTextContent('8');
    expect(screen.getByText('Example output').closest('figure')).toHaveTextContent('YES');
    const external = screen.getByRole('link', { name: /Open on Codeforces/ });
    expect(external).toHaveAttribute('href', problem.link);
    expect(external).toHaveAttribute('target', '_blank');

    expect(screen.getByRole('link', { name: '3 Solutions' })).toHaveAttribute(
      'href',
      `/problem/${problem._id}/solutions`,
    );
    expect(screen.getByRole('link', { name: '1 Review' })).toHaveAttribute(
      'href',
      `/problem/${problem._id}/reviews`,
    );
    // The discussion with its post count.
    expect(screen.getByRole('link', { name: 'Join Discussion (7)' })).toHaveAttribute(
      'href',
      `/problem/${problem._id}/discussion`,
    );
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('Solutions').nextElementSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Reviews').nextElementSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Average rating').nextElementSibling).toHaveTextContent('4.5/5');
    expect(within(stats).getByText('Visibility').nextElementSibling).toHaveTextContent('Public');
  });

  it('leaves out the empty sections of a problem shared from a site (an upsolved contest)', async () => {
    const problem = buildProblemDetail({
      title: 'Lanterns on the Ridge',
      problemstatement: {
        statement: 'See the original statement',
        input: '',
        output: '',
        exampleinput: '',
        exampleoutput: '',
      },
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    renderApp(`/problem/${problem._id}`);

    expect(await screen.findByText('See the original statement')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Statement' })).toBeVisible();
    for (const name of ['Input', 'Output', 'Examples']) {
      expect(screen.queryByRole('heading', { level: 2, name })).toBeNull();
    }
    expect(screen.getByRole('link', { name: /Open on Codeforces/ })).toHaveAttribute(
      'href',
      problem.link,
    );
  });

  it("shows the site's own difficulty in words beside Upsolve's rating, and none when the site rates none", async () => {
    const rated = buildProblemDetail({
      title: 'Two Sum',
      platform: { name: 'LeetCode', rating: 3 },
      siteDifficulty: { scale: 'leetcode', value: 1 },
    });
    const unrated = buildProblemDetail({
      title: 'My own problem',
      platform: { name: 'Local judge', rating: 6 },
      key: 'https://judge.example/p/1',
      siteDifficulty: null,
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${rated._id}`]: () => json(problemResponse(rated)),
      [`GET /api/problem/${unrated._id}`]: () => json(problemResponse(unrated)),
    });
    const { router } = renderApp(`/problem/${rated._id}`);

    await screen.findByRole('heading', { level: 1, name: 'Two Sum' });
    expect(screen.getByTitle('Difficulty 3 out of 10')).toHaveTextContent('3/10');
    expect(screen.getByTitle('LeetCode Easy')).toHaveTextContent(/^LeetCode Easy$/);

    await router.navigate(`/problem/${unrated._id}`);
    await screen.findByRole('heading', { level: 1, name: 'My own problem' });
    expect(screen.getByTitle('Difficulty 6 out of 10')).toBeInTheDocument();
    expect(screen.queryByText(/LeetCode|Codeforces|AtCoder/)).not.toBeInTheDocument();
  });

  it('links each tag to the dashboard filtered by it', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = buildProblemDetail({ tags: ['dp', 'range queries'] });
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      'GET /api/dashboard': () => dashboardPage([]),
      'GET /api/top-users': () => json([]),
    });
    const { location } = renderApp(`/problem/${problem._id}`);

    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(
      within(tags).getByRole('link', { name: 'Problems tagged range queries' }),
    ).toHaveAttribute('href', '/dashboard?tag=range+queries');
    await user.click(within(tags).getByRole('link', { name: 'Problems tagged dp' }));

    await waitFor(() => expect(location().search).toBe('?tag=dp'));
    await waitFor(() => expect(queriesTo('GET /api/dashboard').at(-1)?.get('tag')).toBe('dp'));
  });

  it('gives another user Add Solution and Add Review, and no Update or Delete', async () => {
    const problem = buildProblemDetail();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    renderApp(`/problem/${problem._id}`);

    const actions = await screen.findByRole('complementary', { name: 'Problem actions' });
    expect(within(actions).getByRole('link', { name: 'Add Solution' })).toHaveAttribute(
      'href',
      `/problem/${problem._id}/addsolution`,
    );
    expect(within(actions).getByRole('link', { name: 'Add Review' })).toHaveAttribute(
      'href',
      `/problem/${problem._id}/addreview`,
    );
    expect(screen.queryByRole('link', { name: 'Update Problem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Problem' })).not.toBeInTheDocument();
    expect(screen.queryByText('You reviewed this')).not.toBeInTheDocument();
  });

  it('tells a user who already reviewed it so, instead of offering Add Review again', async () => {
    const problem = buildProblemDetail({ reviewsCount: 1 });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () =>
        json(problemResponse(problem, { viewerHasReviewed: true })),
    });
    renderApp(`/problem/${problem._id}`);

    const actions = await screen.findByRole('complementary', { name: 'Problem actions' });
    expect(within(actions).getByText('You reviewed this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Add Solution' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 Review' })).toBeInTheDocument();
  });

  it('gives the owner Update and Delete, and no Add Review of their own problem', async () => {
    const problem = ownProblemDetail();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    renderApp(`/problem/${problem._id}`);

    expect(await screen.findByRole('link', { name: 'Update Problem' })).toHaveAttribute(
      'href',
      `/problem/${problem._id}/updateproblem`,
    );
    expect(screen.getByRole('button', { name: 'Delete Problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Solution' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(screen.queryByText('You reviewed this')).not.toBeInTheDocument();
  });

  it('flips the bookmark only once the server confirms it', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = buildProblemDetail();
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      [`POST /api/bookmark/${problem._id}`]: () => answer.promise,
    });
    renderApp(`/problem/${problem._id}`);

    const toggle = await screen.findByRole('button', { name: 'Bookmark' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    // In flight: busy, and still not bookmarked.
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(`POST /api/bookmark/${problem._id}`)).toHaveLength(1);

    answer.resolve(json({ message: 'Problem bookmarked', isBookmarked: true }));
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps the bookmark state when the call fails', async () => {
    const user = userEvent.setup({ delay: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problem = buildProblemDetail();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () =>
        json(problemResponse(problem, { isBookmarked: true })),
      [`POST /api/unbookmark/${problem._id}`]: () =>
        json({ message: 'Too many requests', code: 'rate_limited' }, 429),
    });
    renderApp(`/problem/${problem._id}`);

    await user.click(await screen.findByRole('button', { name: 'Bookmarked' }));

    expect(await screen.findByText('Could not remove the bookmark.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Bookmarked' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toBeEnabled();
    expect(warn).toHaveBeenCalled();
  });

  it('deletes at once for the owner (no confirmation) and goes to the dashboard', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = ownProblemDetail();
    let deleted = false;
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () =>
        deleted
          ? json({ message: 'Not found', code: 'not_found' }, 404)
          : json(problemResponse(problem)),
      [`DELETE /api/problem/${problem._id}/deleteproblem`]: () => {
        deleted = true;
        return json({ message: 'Problem deleted successfully' });
      },
      'GET /api/dashboard': () => dashboardPage([]),
      'GET /api/top-users': () => json([]),
    });
    const { location, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'No Problems Yet' });
    await router.navigate(`/problem/${problem._id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete Problem' }));

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    // The deleted problem's entry was replaced: Back does not open it again as "not found".
    await router.navigate(-1);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Problem Not Found' })).not.toBeInTheDocument();
    expect(callsTo(`DELETE /api/problem/${problem._id}/deleteproblem`)).toHaveLength(1);
    expect(await screen.findByText('Problem deleted successfully')).toBeInTheDocument();
    // The deleted problem is not fetched again on the way out.
    expect(callsTo(`GET /api/problem/${problem._id}`)).toHaveLength(1);
  });

  it('says the problem was not found for an unknown or private problem', async () => {
    const problemId = '11111111-2222-4333-8444-555555555555';
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () =>
        json({ message: 'Not found', code: 'not_found' }, 404),
    });
    renderApp(`/problem/${problemId}`);

    expect(await screen.findByRole('heading', { name: 'Problem Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
