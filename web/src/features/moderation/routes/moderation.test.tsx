import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@upsolve/contract';
import { buildReport, pagedJson } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, testUser } from '@/test/render-app.tsx';

const asModerator = () => json({ user: { ...testUser, roles: ['moderator'] } });
const asUser = () => json({ user: testUser });
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('/moderation', () => {
  beforeAll(() => import('./moderation.tsx'));

  it('is for moderators only: others are told so and nothing is fetched', async () => {
    const { callsTo } = mockApi({ 'GET /api/check-auth': asUser });
    renderApp('/moderation');
    expect(await screen.findByText('Moderators only')).toBeInTheDocument();
    expect(callsTo('GET /api/moderation/reports')).toHaveLength(0);
  });

  it('lists the open reports with the item, its author, the reason and the reporter', async () => {
    const report = buildReport();
    mockApi({
      'GET /api/check-auth': asModerator,
      'GET /api/moderation/reports': () => pagedJson([report], { total: 1 }),
    });
    renderApp('/moderation');
    const card = await screen.findByRole('article', { name: 'Report of a comment by @petr' });
    expect(card).toHaveTextContent('Buy cheap followers at …');
    expect(card).toHaveTextContent('Reason: Spam link');
    expect(card).toHaveTextContent('reported by @tourist');
    expect(within(card).getByRole('link', { name: /Segment trees for beginners/ })).toHaveAttribute(
      'href',
      report.item.url,
    );
    expect(screen.getByText('1 open report')).toBeInTheDocument();
  });

  it('removes an item with a reason, restores a removed one and dismisses a report', async () => {
    const user = setupUser();
    const open = buildReport();
    const removed = buildReport({
      reason: 'Off topic',
      item: { ...buildReport().item, kind: 'post', removed: true },
    });
    let queue: Report[] = [open, removed];
    const { callsTo } = mockApi({
      'GET /api/check-auth': asModerator,
      'GET /api/moderation/reports': () => json(queue),
      [`POST /api/moderation/comment/${open.item._id}/remove`]: () => {
        queue = [{ ...open, item: { ...open.item, removed: true } }, removed];
        return json({ message: 'Removed' });
      },
      [`POST /api/moderation/post/${removed.item._id}/restore`]: () =>
        json({ message: 'Restored' }),
      [`POST /api/moderation/reports/${open._id}/dismiss`]: () => {
        queue = [removed];
        return json({ message: 'Report dismissed' });
      },
    });
    renderApp('/moderation');
    const card = await screen.findByRole('article', { name: 'Report of a comment by @petr' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this comment' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for removal' });
    expect(reason).toHaveValue('Spam link');
    await user.clear(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(reason, 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    await waitFor(() => expect(within(card).getByText('Removed')).toBeInTheDocument());
    expect(callsTo(`POST /api/moderation/comment/${open.item._id}/remove`)[0]?.[1]?.body).toBe(
      JSON.stringify({ reason: 'Spam' }),
    );

    const other = screen.getByRole('article', { name: 'Report of a post by @petr' });
    await user.click(within(other).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(callsTo(`POST /api/moderation/post/${removed.item._id}/restore`)).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Report of a comment by @petr' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says so when nothing is reported, and the header offers Moderation to moderators', async () => {
    const user = setupUser();
    mockApi({
      'GET /api/check-auth': asModerator,
      'GET /api/moderation/reports': () => json([]),
    });
    renderApp('/moderation');
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'Moderation' })).toBeInTheDocument();
  });
});
