import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarkStatus, ProblemSummary } from '@upsolve/contract';
import { deferred, json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import {
  buildProblemDetail,
  buildProblemSummary,
  dashboardPage,
  problemResponse,
} from '@/test/fixtures.ts';

/** A mark as PUT /problem/{id}/mark answers it. */
function markAnswer(problemId: string, status: MarkStatus) {
  return json({
    message: 'Mark saved',
    mark: { problemId, status, updatedAt: '2026-11-27T05:00:00.000Z' },
  });
}

/** The card of the problem titled `title`. */
async function cardOf(title: string): Promise<HTMLElement> {
  const card = (await screen.findByRole('link', { name: title })).closest('article');
  if (!(card instanceof HTMLElement)) throw new Error(`No card for ${title}`);
  return card;
}

/** Two links to one Codeforces problem (twins: one key) and another problem. */
function twinsAndOther(mark: MarkStatus | null = null): ProblemSummary[] {
  return [
    buildProblemSummary({ title: 'Watermelon', key: 'codeforces:4A', myMark: mark }),
    buildProblemSummary({ title: 'Watermelon (gym copy)', key: 'codeforces:4A', myMark: mark }),
    buildProblemSummary({ title: 'Two Sum', key: 'leetcode:two-sum', myMark: null }),
  ];
}

function dashboardApi(problems: ProblemSummary[], handlers: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/check-auth': signedIn,
    'GET /api/dashboard': () => dashboardPage(problems),
    'GET /api/top-users': () => json([]),
    ...handlers,
  });
}

describe('mark control', () => {
  beforeAll(() => import('@/features/problems/routes/dashboard.tsx'));

  it('marks solved in one click, on the problem and its twin at once, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const problems = twinsAndOther();
    const [watermelon] = problems;
    if (!watermelon) throw new Error('fixture');
    const answer = deferred<Response>();
    const { callsTo } = dashboardApi(problems, {
      [`PUT /api/problem/${watermelon._id}/mark`]: () => answer.promise,
    });
    renderApp('/dashboard');

    const card = await cardOf('Watermelon');
    await user.click(within(card).getByRole('button', { name: 'Mark: Not marked' }));

    // Shown before the server answers, on both twins and not on the other problem.
    expect(within(card).getByRole('button', { name: 'Mark: Solved' })).toBeInTheDocument();
    const twin = await cardOf('Watermelon (gym copy)');
    expect(within(twin).getByRole('button', { name: 'Mark: Solved' })).toBeInTheDocument();
    const other = await cardOf('Two Sum');
    expect(within(other).getByRole('button', { name: 'Mark: Not marked' })).toBeInTheDocument();
    const body = callsTo(`PUT /api/problem/${watermelon._id}/mark`)[0]?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ status: 'solved' });

    answer.resolve(markAnswer(watermelon._id, 'solved'));
    expect(await screen.findByText('Mark saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('offers every mark from the menu, by keyboard, and clears one', async () => {
    const user = userEvent.setup({ delay: null });
    const problems = twinsAndOther('attempted');
    const [watermelon] = problems;
    if (!watermelon) throw new Error('fixture');
    const { callsTo } = dashboardApi(problems, {
      [`PUT /api/problem/${watermelon._id}/mark`]: ({ body }) =>
        markAnswer(watermelon._id, (body as { status: MarkStatus }).status),
      [`DELETE /api/problem/${watermelon._id}/mark`]: () => json({ message: 'Mark removed' }),
    });
    renderApp('/dashboard');

    const card = await cardOf('Watermelon');
    expect(within(card).getByRole('button', { name: 'Mark: Attempted' })).toBeInTheDocument();
    within(card).getByRole('button', { name: 'Choose a mark' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Attempted' })).toBeChecked();
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Solved', 'Solved with help', 'Attempted', 'To do']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'To do' }));

    expect(await within(card).findByRole('button', { name: 'Mark: To do' })).toBeInTheDocument();
    const body = callsTo(`PUT /api/problem/${watermelon._id}/mark`)[0]?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ status: 'todo' });
    expect(await screen.findByText('Mark saved')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Choose a mark' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clear mark' }));
    expect(
      await within(card).findByRole('button', { name: 'Mark: Not marked' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mark removed')).toBeInTheDocument();
    expect(callsTo(`DELETE /api/problem/${watermelon._id}/mark`)).toHaveLength(1);
  });

  it('undoes from the toast: the mark it had comes back, on the twin too', async () => {
    const user = userEvent.setup({ delay: null });
    const problems = twinsAndOther('todo');
    const [watermelon] = problems;
    if (!watermelon) throw new Error('fixture');
    const { callsTo } = dashboardApi(problems, {
      [`PUT /api/problem/${watermelon._id}/mark`]: ({ body }) =>
        markAnswer(watermelon._id, (body as { status: MarkStatus }).status),
    });
    renderApp('/dashboard');

    const card = await cardOf('Watermelon');
    await user.click(within(card).getByRole('button', { name: 'Mark: To do' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await within(card).findByRole('button', { name: 'Mark: To do' })).toBeInTheDocument();
    const twin = await cardOf('Watermelon (gym copy)');
    expect(within(twin).getByRole('button', { name: 'Mark: To do' })).toBeInTheDocument();
    const bodies = callsTo(`PUT /api/problem/${watermelon._id}/mark`).map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies).toEqual([{ status: 'solved' }, { status: 'todo' }]);
  });

  it('undoing a first mark clears it again', async () => {
    const user = userEvent.setup({ delay: null });
    const problems = twinsAndOther();
    const [watermelon] = problems;
    if (!watermelon) throw new Error('fixture');
    const { callsTo } = dashboardApi(problems, {
      [`PUT /api/problem/${watermelon._id}/mark`]: () => markAnswer(watermelon._id, 'solved'),
      [`DELETE /api/problem/${watermelon._id}/mark`]: () => json({ message: 'Mark removed' }),
    });
    renderApp('/dashboard');

    const card = await cardOf('Watermelon');
    await user.click(within(card).getByRole('button', { name: 'Mark: Not marked' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(
      await within(card).findByRole('button', { name: 'Mark: Not marked' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mark removed')).toBeInTheDocument();
    expect(callsTo(`DELETE /api/problem/${watermelon._id}/mark`)).toHaveLength(1);
  });

  it('puts the mark back on both twins and says why when the server refuses it', async () => {
    const user = userEvent.setup({ delay: null });
    const problems = twinsAndOther('todo');
    const [watermelon] = problems;
    if (!watermelon) throw new Error('fixture');
    const answer = deferred<Response>();
    dashboardApi(problems, {
      [`PUT /api/problem/${watermelon._id}/mark`]: () => answer.promise,
    });
    renderApp('/dashboard');

    const card = await cardOf('Watermelon');
    const twin = await cardOf('Watermelon (gym copy)');
    await user.click(within(card).getByRole('button', { name: 'Mark: To do' }));
    expect(within(twin).getByRole('button', { name: 'Mark: Solved' })).toBeInTheDocument();

    answer.resolve(json({ message: 'Problem not found', code: 'not_found' }, 404));
    expect(await screen.findByText('Problem not found')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark: To do' })).toBeInTheDocument();
    expect(within(twin).getByRole('button', { name: 'Mark: To do' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('marks from the problem page, refreshing the profile counts', async () => {
    const user = userEvent.setup({ delay: null });
    const problem = buildProblemDetail({ title: 'Watermelon', myMark: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problem._id}`]: () => json(problemResponse(problem)),
      [`PUT /api/problem/${problem._id}/mark`]: () => markAnswer(problem._id, 'solved'),
    });
    renderApp(`/problem/${problem._id}`);

    await user.click(await screen.findByRole('button', { name: 'Mark: Not marked' }));

    expect(await screen.findByRole('button', { name: 'Mark: Solved' })).toBeInTheDocument();
    expect(await screen.findByText('Mark saved')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(`GET /api/myprofile/${testUser._id}`)).toHaveLength(2));
  });

  it('refreshes a dashboard filtered by marks, where the problem no longer belongs', async () => {
    const user = userEvent.setup({ delay: null });
    const watermelon = buildProblemSummary({ title: 'Watermelon', myMark: 'todo' });
    let todo = [watermelon];
    dashboardApi([], {
      'GET /api/dashboard': () => dashboardPage(todo),
      [`PUT /api/problem/${watermelon._id}/mark`]: () => {
        todo = [];
        return markAnswer(watermelon._id, 'solved');
      },
    });
    renderApp('/dashboard?mark=todo');

    const card = await cardOf('Watermelon');
    await user.click(within(card).getByRole('button', { name: 'Mark: To do' }));

    expect(await screen.findByRole('heading', { name: 'Nothing to do' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watermelon' })).not.toBeInTheDocument();
  });
});
