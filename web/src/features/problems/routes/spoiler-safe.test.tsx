import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProblemSummary } from '@upsolve/contract';
import {
  json,
  mockApi,
  newUserProfile,
  renderApp,
  signedIn,
  testUser,
} from '@/test/render-app.tsx';
import {
  buildProblemDetail,
  buildProblemSummary,
  dashboardPage,
  problemResponse,
} from '@/test/fixtures.ts';

const ownProfile = `GET /api/myprofile/${testUser._id}`;
const spoilerSafeProfile = () => json({ user: { ...newUserProfile, spoilerSafe: true } });

async function cardOf(title: string): Promise<HTMLElement> {
  const card = (await screen.findByRole('link', { name: title })).closest('article');
  if (!(card instanceof HTMLElement)) throw new Error(`No card for ${title}`);
  return card;
}

function dashboardApi(problems: ProblemSummary[], handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/check-auth': signedIn,
    'GET /api/dashboard': () => dashboardPage(problems),
    'GET /api/top-users': () => json([]),
    [ownProfile]: spoilerSafeProfile,
    ...handlers,
  });
}

const unsolved = () =>
  buildProblemSummary({
    title: 'Knapsack',
    platform: { name: 'AtCoder', rating: 7 },
    tags: ['dp'],
    key: 'atcoder:dp_d',
    siteDifficulty: { scale: 'atcoder', value: 1234 },
  });

describe('spoiler-safe', () => {
  beforeAll(() =>
    Promise.all([
      import('@/features/problems/routes/dashboard.tsx'),
      import('@/features/problems/routes/problem-details.tsx'),
    ]),
  );

  it('hides every difficulty and the tags on cards, but not on solved problems', async () => {
    dashboardApi([
      unsolved(),
      buildProblemSummary({
        title: 'Watermelon',
        myMark: 'solved_with_help',
        tags: ['math'],
        platform: { name: 'Codeforces', rating: 2 },
      }),
    ]);
    renderApp('/dashboard');

    const card = await cardOf('Knapsack');
    expect(await within(card).findByText('Difficulty hidden')).toBeInTheDocument();
    expect(within(card).getByText('Tags hidden')).toBeInTheDocument();
    expect(within(card).queryByTitle('Difficulty 7 out of 10')).not.toBeInTheDocument();
    expect(within(card).queryByText('AtCoder difficulty 1234')).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('link', { name: 'Problems tagged dp' }),
    ).not.toBeInTheDocument();

    const solved = await cardOf('Watermelon');
    expect(within(solved).getByTitle('Difficulty 2 out of 10')).toBeInTheDocument();
    expect(within(solved).getByText('Codeforces rating 800')).toBeInTheDocument();
    expect(within(solved).getByRole('link', { name: 'Problems tagged math' })).toBeInTheDocument();
    expect(within(solved).queryByText('Difficulty hidden')).not.toBeInTheDocument();
  });

  it('reveals one problem only, and it stays revealed for the session', async () => {
    const user = userEvent.setup({ delay: null });
    dashboardApi([unsolved(), buildProblemSummary({ title: 'Two Sum', key: 'leetcode:two-sum' })]);
    const { unmount } = renderApp('/dashboard');

    const card = await cardOf('Knapsack');
    await user.click(
      await within(card).findByRole('button', { name: 'Reveal difficulty and tags' }),
    );

    expect(within(card).getByTitle('Difficulty 7 out of 10')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Problems tagged dp' })).toBeInTheDocument();
    const other = await cardOf('Two Sum');
    expect(within(other).getByText('Difficulty hidden')).toBeInTheDocument();

    unmount();
    renderApp('/dashboard');
    const again = await cardOf('Knapsack');
    expect(await within(again).findByTitle('Difficulty 7 out of 10')).toBeInTheDocument();
  });

  it('hides them in compact rows too', async () => {
    window.localStorage.setItem('upsolve-problem-list-view', 'compact');
    dashboardApi([unsolved()]);
    renderApp('/dashboard');

    const list = await screen.findByRole('list', { name: 'Problems' });
    expect(await within(list).findByText('Difficulty hidden')).toBeInTheDocument();
    expect(within(list).getByText('Tags hidden')).toBeInTheDocument();
    expect(within(list).queryByText('AtC 1234')).not.toBeInTheDocument();
  });

  it('hides them on the problem page until revealed, and marking solved shows them', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = buildProblemDetail(unsolved());
    mockApi({
      'GET /api/check-auth': signedIn,
      [ownProfile]: spoilerSafeProfile,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      [`PUT /api/problem/${problem._id}/mark`]: () =>
        json({
          message: 'Mark saved',
          mark: { problemId: problem._id, status: 'solved', updatedAt: problem.updatedAt },
        }),
    });
    renderApp(`/problem/${problem._id}`);

    expect(await screen.findByText('Difficulty hidden')).toBeInTheDocument();
    expect(screen.getByText('Tags hidden')).toBeInTheDocument();
    expect(screen.queryByText('AtCoder difficulty 1234')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal difficulty and tags' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark: Not marked' }));

    expect(await screen.findByText('AtCoder difficulty 1234')).toBeInTheDocument();
    expect(screen.getByTitle('Difficulty 7 out of 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Problems tagged dp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
  });

  it('reveals on the problem page', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = buildProblemDetail(unsolved());
    mockApi({
      'GET /api/check-auth': signedIn,
      [ownProfile]: spoilerSafeProfile,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
    });
    renderApp(`/problem/${problem._id}`);

    await user.click(await screen.findByRole('button', { name: 'Reveal difficulty and tags' }));

    expect(screen.getByText('AtCoder difficulty 1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Problems tagged dp' })).toBeInTheDocument();
    expect(screen.queryByText('Difficulty hidden')).not.toBeInTheDocument();
  });

  it('shows everything when spoiler-safe is off', async () => {
    dashboardApi([unsolved()], { [ownProfile]: () => json({ user: newUserProfile }) });
    renderApp('/dashboard');

    const card = await cardOf('Knapsack');
    expect(await within(card).findByTitle('Difficulty 7 out of 10')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Problems tagged dp' })).toBeInTheDocument();
    expect(within(card).queryByText('Difficulty hidden')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
  });
});
