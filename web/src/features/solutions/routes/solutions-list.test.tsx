import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { buildSolution, problemId, solutionsResponse } from '@/test/fixtures.ts';

const listPath = `/problem/${problemId}/solutions`;
const listCall = `GET /api${listPath}`;

describe('solutions list', () => {
  beforeAll(() => import('./solutions-list.tsx'));

  it('says "1 Solution Found" for one solution and shows its card', async () => {
    const solution = buildSolution({
      approach: 'Greedy.\nTake the largest coin first.\nThen repeat.\nUntil done.',
      reviewsCount: 2,
      averageRating: 4.5,
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      [listCall]: () => json(solutionsResponse([solution])),
    });
    renderApp(listPath);

    expect(await screen.findByRole('heading', { name: '1 Solution Found' })).toBeInTheDocument();
    expect(document.title).toBe('Solutions — Watermelon — Upsolve');
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Solution by @petr' })).toHaveAttribute(
      'href',
      `${listPath}/${solution._id}`,
    );
    expect(within(card).getByText('C++')).toBeInTheDocument();
    // The approach preview is clamped to three lines.
    expect(within(card).getByTestId('approach-preview')).toHaveClass('line-clamp-3');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('(2 reviews)')).toBeInTheDocument();
  });

  it('counts the solutions it shows when the total header is empty, rather than saying 0', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [listCall]: () =>
        new Response(JSON.stringify(solutionsResponse([buildSolution()])), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '' },
        }),
    });
    renderApp(listPath);

    expect(await screen.findByRole('heading', { name: '1 Solution Found' })).toBeInTheDocument();
  });

  it('says "n Solutions Found" for several, in a two-column grid from medium screens', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [listCall]: () =>
        json(solutionsResponse([buildSolution(), buildSolution({ user: null }), buildSolution()])),
    });
    renderApp(listPath);

    expect(await screen.findByRole('heading', { name: '3 Solutions Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list')).toHaveClass('md:grid-cols-2');
    expect(screen.getByRole('link', { name: 'Solution by Unknown User' })).toBeInTheDocument();
  });

  it('shows "No Solutions Yet" with "Add Your Solution" when there are none', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [listCall]: () => json(solutionsResponse([])),
    });
    const { location } = renderApp(listPath);

    expect(await screen.findByRole('heading', { name: '0 Solutions Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Solutions Yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Your Solution' }));
    await waitFor(() => expect(location().pathname).toBe(`/problem/${problemId}/addsolution`));
  });

  it('sorts by best rated on request, asking the server for that order', async () => {
    const user = userEvent.setup({ delay: null });
    const newest = [
      buildSolution({ user: { _id: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f', username: 'newer' } }),
      buildSolution({ averageRating: 5, reviewsCount: 1 }),
    ];
    const rated = [...newest].reverse();
    // The server sorts: the first answer is newest first, the next (after the switch) best rated.
    const answers = [newest, rated];
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [listCall]: () => json(solutionsResponse(answers.shift() ?? rated)),
    });
    const { location } = renderApp(listPath);

    const links = async () =>
      (await screen.findAllByRole('link', { name: /^Solution by/ })).map(
        (link) => link.textContent,
      );
    expect(await links()).toEqual(['Solution by @newer', 'Solution by @petr']);
    expect(screen.getByLabelText('Sort')).toHaveValue('newest');

    await user.selectOptions(screen.getByLabelText('Sort'), 'Best rated');

    expect(location().search).toBe('?sort=rated');
    await expect.poll(links).toEqual(['Solution by @petr', 'Solution by @newer']);
    const sorts = queriesTo(listCall).map((query) => query.get('sort'));
    expect(sorts).toEqual(['newest', 'rated']);
  });

  it('says a missing problem is not found, with no Try again (retrying cannot bring it back)', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [listCall]: () => json({ message: 'Problem not found', code: 'not_found' }, 404),
    });
    renderApp(listPath);

    expect(await screen.findByRole('heading', { name: 'Problem Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers Try again when the server fails, and shows the list once it answers', async () => {
    const user = userEvent.setup({ delay: null });
    const answers = [
      json({ message: 'Something went wrong on our side', code: 'internal' }, 500),
      json({ message: 'Something went wrong on our side', code: 'internal' }, 500),
      json({ message: 'Something went wrong on our side', code: 'internal' }, 500),
    ];
    mockApi({
      'GET /api/check-auth': signedIn,
      [listCall]: () => answers.shift() ?? json(solutionsResponse([buildSolution()])),
    });
    renderApp(listPath);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: '1 Solution Found' })).toBeInTheDocument();
  });
});
