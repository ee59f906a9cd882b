import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListDetail } from '@upsolve/contract';
import { buildListDetail, buildProblemSummary, otherUser } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

const [one, two, three] = [
  buildProblemSummary({ title: 'One', myMark: 'solved' }),
  buildProblemSummary({ title: 'Two', myMark: 'todo' }),
  buildProblemSummary({ title: 'Three' }),
];

describe('/lists/:listId', () => {
  beforeAll(() => import('./list-details.tsx'));

  it('shows the owner’s list in order with marks and progress; Move down saves the new order', async () => {
    let list: ListDetail = buildListDetail({
      name: 'Graphs',
      description: 'BFS first',
      visibility: 'unlisted',
      problems: [one, two, three],
    });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/lists/${list._id}`]: () => json({ list }),
      [`PUT /api/lists/${list._id}/problems`]: ({ body }) => {
        const ids = (body as { problemIds: string[] }).problemIds;
        const byId = new Map(list.problems.map((problem) => [problem._id, problem]));
        const problems = ids.flatMap((id) => byId.get(id) ?? []);
        list = {
          ...list,
          problems,
          problemCount: problems.length,
          solvedCount: problems.filter((problem) => problem.myMark === 'solved').length,
        };
        return json({ message: 'List saved', list });
      },
    });
    const user = userEvent.setup();
    renderApp(`/lists/${list._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Graphs' })).toBeVisible();
    expect(screen.getByText('BFS first')).toBeVisible();
    expect(screen.getByText('Unlisted')).toBeVisible();
    expect(screen.getByText('1 of 3 solved')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const items = () =>
      within(screen.getByRole('list', { name: 'Problems in this list' })).getAllByRole('listitem');
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('One'),
      expect.stringContaining('Two'),
      expect.stringContaining('Three'),
    ]);
    expect(
      within(items()[0] as HTMLElement).getByRole('button', { name: 'Mark: Solved' }),
    ).toBeVisible();
    expect(
      within(items()[1] as HTMLElement).getByRole('button', { name: 'Mark: To do' }),
    ).toBeVisible();

    const down = screen.getByRole('button', { name: 'Move down: One' });
    down.focus();
    await user.keyboard('{Enter}');
    const put = `PUT /api/lists/${list._id}/problems`;
    await waitFor(() => expect(callsTo(put)).toHaveLength(1));
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Two'),
      expect.stringContaining('One'),
      expect.stringContaining('Three'),
    ]);
    expect(JSON.parse(String(callsTo(put)[0]?.[1]?.body))).toEqual({
      problemIds: [two._id, one._id, three._id],
    });
    // The moved problem keeps the keyboard's focus.
    expect(screen.getByRole('button', { name: 'Move down: One' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove: Three' }));
    expect(await screen.findByText('1 of 2 solved')).toBeVisible();
    expect(items()).toHaveLength(2);
  });

  it('shows someone else’s public list without the owner’s tools', async () => {
    const list = buildListDetail({ owner: otherUser, visibility: 'public', problems: [one] });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/lists/${list._id}`]: () => json({ list }),
    });
    renderApp(`/lists/${list._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: list.name })).toBeVisible();
    expect(screen.getByRole('link', { name: `@${otherUser.username}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete list' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move up/ })).toBeNull();
  });

  it('says "List not found" for a list it may not read', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/lists/00000000-0000-4000-8000-00000000abcd': () =>
        json({ message: 'Not found', code: 'not_found' }, 404),
    });
    renderApp('/lists/00000000-0000-4000-8000-00000000abcd');
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeVisible();
  });

  it('deletes the list after confirming, and goes back to the lists', async () => {
    const list = buildListDetail({ name: 'Old list' });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/lists/${list._id}`]: () => json({ list }),
      [`DELETE /api/lists/${list._id}`]: () => json({ message: 'List deleted' }),
      'GET /api/lists': () => json({ lists: [] }),
    });
    const user = userEvent.setup();
    const { location } = renderApp(`/lists/${list._id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Delete this list? Its problems stay on the site.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My lists' })).toBeVisible();
    expect(location().pathname).toBe('/lists');
  });
});
