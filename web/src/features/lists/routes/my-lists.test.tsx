import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListSummary } from '@upsolve/contract';
import { buildListDetail, buildListSummary } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

describe('/lists', () => {
  beforeAll(() => import('./my-lists.tsx'));

  it('says there are no lists yet, and a new list shows once created', async () => {
    let stored: ListSummary[] = [];
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/lists': () => json({ lists: stored }),
      'POST /api/lists': ({ body }) => {
        const list = buildListDetail({ ...(body as Partial<ListSummary>) });
        stored = [list];
        return json({ message: 'List created', list }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/lists');

    expect(await screen.findByRole('heading', { level: 1, name: 'My lists' })).toBeVisible();
    expect(
      await screen.findByText('No lists yet. Make one to gather problems to work through.'),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Name'), 'Graphs');
    await user.type(screen.getByLabelText('Description'), 'BFS first');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'Public');
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    const lists = await screen.findByRole('list', { name: 'My lists' });
    expect(within(lists).getByRole('link', { name: 'Graphs' })).toHaveAttribute(
      'href',
      `/lists/${stored[0]?._id ?? ''}`,
    );
    expect(within(lists).getByText('Public')).toBeVisible();
    expect(within(lists).getByText('0 of 0 solved')).toBeVisible();
    expect(callsTo('POST /api/lists')).toHaveLength(1);
    expect(JSON.parse(String(callsTo('POST /api/lists')[0]?.[1]?.body))).toEqual({
      name: 'Graphs',
      description: 'BFS first',
      visibility: 'public',
    });
    // The form is empty again for the next list.
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows each list’s progress and refuses a blank name without calling the server', async () => {
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/lists': () =>
        json({
          lists: [buildListSummary({ name: 'DP', problemCount: 5, solvedCount: 2 })],
        }),
    });
    const user = userEvent.setup();
    renderApp('/lists');

    expect(await screen.findByText('2 of 5 solved')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '2 of 5 solved' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('List name is required')).toBeVisible();
    expect(callsTo('POST /api/lists')).toHaveLength(0);
  });
});
