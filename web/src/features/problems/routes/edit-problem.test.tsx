import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import {
  buildLookup,
  buildProblemDetail,
  buildTopUser,
  dashboardPage,
  ownProblemDetail,
  problemResponse,
} from '@/test/fixtures.ts';

describe('edit problem', () => {
  beforeAll(() => Promise.all([import('./edit-problem.tsx'), import('./dashboard.tsx')]));

  it('says it is loading, then fills every field with the problem', async () => {
    const problem = ownProblemDetail({ title: 'Watermelon', tags: ['math'], choice: 'private' });
    const answer = deferred<Response>();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => answer.promise,
    });
    renderApp(`/problem/${problem._id}/updateproblem`);

    expect(await screen.findByText('Loading problem details...')).toBeInTheDocument();
    answer.resolve(json(problemResponse(problem)));

    expect(await screen.findByLabelText('Title')).toHaveValue('Watermelon');
    expect(screen.getByLabelText('Problem Link')).toHaveValue(problem.link);
    expect(screen.getByLabelText('Problem Description')).toHaveValue(
      problem.problemstatement.statement,
    );
    expect(screen.getByLabelText('Input Format')).toHaveValue(problem.problemstatement.input);
    expect(screen.getByLabelText('Output Format')).toHaveValue(problem.problemstatement.output);
    expect(screen.getByLabelText('Example Input')).toHaveValue('8');
    expect(screen.getByLabelText('Example Output')).toHaveValue('YES');
    expect(screen.getByLabelText('Visibility')).toHaveValue('private');
    expect(screen.getByLabelText('Platform Name')).toHaveValue('Codeforces');
    expect(screen.getByLabelText('Difficulty Rating')).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Remove tag math' })).toBeInTheDocument();
    expect(screen.queryByText('Loading problem details...')).not.toBeInTheDocument();
  });

  it('looks up only a link the user changed, and never calls the problem itself "Already shared"', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = ownProblemDetail({ title: 'My watermelon', tags: ['parity'] });
    const otherId = '11111111-2222-4333-8444-555555555555';
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      'GET /api/problems/lookup': ({ url }) =>
        json(
          url.searchParams.get('url') === 'https://codeforces.com/contest/4/problem/A'
            ? buildLookup({ existing: { _id: problem._id, title: problem.title } })
            : buildLookup({
                key: 'codeforces:1A',
                title: 'Theatre Square',
                existing: { _id: otherId, title: 'Theatre Square' },
              }),
        ),
    });
    renderApp(`/problem/${problem._id}/updateproblem`);
    const link = await screen.findByLabelText('Problem Link');

    // The same problem under its contest link (a twin form of the stored one).
    await user.clear(link);
    await user.paste('https://codeforces.com/contest/4/problem/A');
    expect(await screen.findByText('Codeforces rating 800')).toBeInTheDocument();
    expect(screen.queryByText('Already shared')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My watermelon');
    expect(screen.getByRole('button', { name: 'Remove tag parity' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Use the title and tags from Codeforces' }),
    ).toBeVisible();

    await user.clear(link);
    await user.paste('https://codeforces.com/problemset/problem/1/A');
    expect(await screen.findByText('Already shared')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Theatre Square' })).toHaveAttribute(
      'href',
      `/problem/${otherId}`,
    );
    // The stored link was never sent: only the two the user typed were.
    expect(queriesTo('GET /api/problems/lookup').map((query) => query.get('url'))).toEqual([
      'https://codeforces.com/contest/4/problem/A',
      'https://codeforces.com/problemset/problem/1/A',
    ]);
  });

  it("shows the server's message in a red banner when the problem cannot load", async () => {
    const problemId = '11111111-2222-4333-8444-555555555555';
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () =>
        json({ message: 'Problem not found', code: 'not_found' }, 404),
    });
    renderApp(`/problem/${problemId}/updateproblem`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Problem not found');
  });

  it('shows "Updating Problem..." while saving, then opens the problem', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = ownProblemDetail({ title: 'Watermelon' });
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      [`PUT /api/problem/${problem._id}/updateproblem`]: () => answer.promise,
    });
    const { location } = renderApp(`/problem/${problem._id}/updateproblem`);

    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Big Watermelon');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'private');
    await user.click(screen.getByRole('button', { name: 'Update Problem' }));

    expect(await screen.findByRole('button', { name: 'Updating Problem...' })).toBeDisabled();
    const init = callsTo(`PUT /api/problem/${problem._id}/updateproblem`)[0]?.[1];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title: 'Big Watermelon',
      choice: 'private',
      link: problem.link,
      platform: { name: 'Codeforces', rating: 2 },
      problemstatement: problem.problemstatement,
    });

    const updated = { ...problem, title: 'Big Watermelon', choice: 'private' as const };
    answer.resolve(json({ message: 'Problem updated successfully', problem: updated }));
    await waitFor(() => expect(location().pathname).toBe(`/problem/${problem._id}`));
  });

  it('refreshes the leaderboard when a problem turns private (only public problems count)', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = ownProblemDetail({ choice: 'public' });
    let solutionsCounted = 12;
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/dashboard': () => dashboardPage([problem]),
      'GET /api/top-users': () => json([buildTopUser({ solutionsCount: solutionsCounted })]),
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      [`PUT /api/problem/${problem._id}/updateproblem`]: () => {
        solutionsCounted = 9;
        const updated = { ...problem, choice: 'private' as const };
        return json({ message: 'Problem updated successfully', problem: updated });
      },
    });
    const { router, location } = renderApp('/dashboard');
    const board = await screen.findByRole('list', { name: 'Top users by solutions' });
    expect(await within(board).findByText('12 solutions')).toBeInTheDocument();

    await router.navigate(`/problem/${problem._id}/updateproblem`);
    await user.selectOptions(await screen.findByLabelText('Visibility'), 'private');
    await user.click(screen.getByRole('button', { name: 'Update Problem' }));
    await waitFor(() => expect(location().pathname).toBe(`/problem/${problem._id}`));

    await router.navigate('/dashboard');
    const refreshed = await screen.findByRole('list', { name: 'Top users by solutions' });
    expect(await within(refreshed).findByText('9 solutions')).toBeInTheDocument();
  });

  it("shows the server's refusal in a red banner and stays on the form", async () => {
    const user = userEvent.setup({ delay: null });
    const problem = ownProblemDetail();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      [`PUT /api/problem/${problem._id}/updateproblem`]: () =>
        json({ message: 'You may only change your own problems', code: 'forbidden' }, 403),
    });
    const { location } = renderApp(`/problem/${problem._id}/updateproblem`);

    await user.click(await screen.findByRole('button', { name: 'Update Problem' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You may only change your own problems',
    );
    expect(location().pathname).toBe(`/problem/${problem._id}/updateproblem`);
  });

  it('checks the rules before sending: a cleared title and a rating of 0 are refused', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = ownProblemDetail();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    renderApp(`/problem/${problem._id}/updateproblem`);

    await user.clear(await screen.findByLabelText('Title'));
    const rating = screen.getByLabelText('Difficulty Rating');
    await user.clear(rating);
    await user.type(rating, '0');
    await user.click(screen.getByRole('button', { name: 'Update Problem' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Difficulty rating must be at least 1')).toBeInTheDocument();
    expect(callsTo(`PUT /api/problem/${problem._id}/updateproblem`)).toHaveLength(0);
  });

  it('tells another user they cannot edit the problem instead of showing the form', async () => {
    const problem = buildProblemDetail();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    renderApp(`/problem/${problem._id}/updateproblem`);

    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this problem');
    expect(screen.queryByRole('button', { name: 'Update Problem' })).not.toBeInTheDocument();
  });
});
