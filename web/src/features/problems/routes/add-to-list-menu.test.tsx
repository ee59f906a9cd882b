import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListDetail } from '@upsolve/contract';
import {
  buildListDetail,
  buildProblemDetail,
  buildProblemSummary,
  problemId,
  problemResponse,
} from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

const problem = buildProblemDetail({ _id: problemId, title: 'Watermelon' });

describe('Add to list, on the problem page', () => {
  beforeAll(() => import('@/features/problems/routes/problem-details.tsx'));

  it('checks the lists holding the problem; choosing one adds it at the end, choosing again takes it out', async () => {
    const other = buildProblemSummary({ title: 'Theatre Square' });
    const lists: Record<string, ListDetail> = {};
    const holding = buildListDetail({
      name: 'Holding it',
      problems: [{ ...other }, buildProblemSummary({ _id: problemId, title: 'Watermelon' })],
    });
    const without = buildListDetail({ name: 'Graphs', problems: [other] });
    lists[holding._id] = holding;
    lists[without._id] = without;
    const handlers = Object.fromEntries(
      Object.values(lists).flatMap((list) => [
        [`GET /api/lists/${list._id}`, () => json({ list: lists[list._id] })],
        [
          `PUT /api/lists/${list._id}/problems`,
          ({ body }: { body: unknown }) => {
            const ids = (body as { problemIds: string[] }).problemIds;
            const next = buildListDetail({
              ...list,
              problems: ids.map((id) =>
                id === problemId
                  ? buildProblemSummary({ _id: problemId, title: 'Watermelon' })
                  : other,
              ),
            });
            lists[list._id] = next;
            return json({ message: 'List saved', list: next });
          },
        ],
      ]),
    );
    const { callsTo, queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse(problem)),
      // The server's answer to `?problemId=`: each list says whether it holds that problem.
      'GET /api/lists': ({ url }) => {
        const asked = url.searchParams.get('problemId');
        return json({
          lists: Object.values(lists).map((list) => ({
            ...list,
            hasProblem: list.problems.some((entry) => entry._id === asked),
          })),
        });
      },
      ...handlers,
    });
    const user = userEvent.setup();
    renderApp(`/problem/${problemId}`);

    await user.click(await screen.findByRole('button', { name: 'Add to list' }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Holding it', checked: true }),
    ).toBeVisible();
    const graphs = screen.getByRole('menuitemcheckbox', { name: 'Graphs', checked: false });
    // One call knows every check: no list is read until one is chosen.
    expect(queriesTo('GET /api/lists').map((query) => query.get('problemId'))).toEqual([problemId]);
    for (const list of Object.values(lists)) {
      expect(callsTo(`GET /api/lists/${list._id}`)).toHaveLength(0);
    }
    await user.click(graphs);
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Graphs', checked: true }),
    ).toBeVisible();
    const put = `PUT /api/lists/${without._id}/problems`;
    expect(JSON.parse(String(callsTo(put)[0]?.[1]?.body))).toEqual({
      problemIds: [other._id, problemId],
    });

    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Holding it' }));
    expect(
      await screen.findByRole('menuitemcheckbox', { name: 'Holding it', checked: false }),
    ).toBeVisible();
    expect(
      JSON.parse(String(callsTo(`PUT /api/lists/${holding._id}/problems`)[0]?.[1]?.body)),
    ).toEqual({ problemIds: [other._id] });
  });

  it('says so when the viewer has no lists yet, and offers a new one', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse(problem)),
      'GET /api/lists': () => json({ lists: [] }),
    });
    const user = userEvent.setup();
    renderApp(`/problem/${problemId}`);
    await user.click(await screen.findByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('You have no lists yet')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'New list…' })).toHaveAttribute('href', '/lists');
  });
});
