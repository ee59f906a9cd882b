import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedLink } from '@upsolve/contract';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

const usaco: SavedLink = {
  _id: '0b6f3c1e-5a2d-4e8f-9c7b-1a2b3c4d5e6f',
  name: 'USACO Guide',
  link: 'https://usaco.guide/',
};
const kactl: SavedLink = {
  _id: '1c7a4d2f-6b3e-4f9a-8d8c-2b3c4d5e6f70',
  name: 'KACTL',
  link: 'https://github.com/kth-competitive-programming/kactl',
};

describe('/importantlinks', () => {
  beforeAll(() => import('./important-links.tsx'));

  it('shows the five essential resources, opening in new tabs, and the user’s links in their order', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links: [usaco, kactl] }),
    });
    renderApp('/importantlinks');

    expect(await screen.findByRole('heading', { name: 'Important Links' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Add Link' })).toHaveAttribute(
      'href',
      '/importantlink/addlink',
    );
    const essentials = screen.getByRole('region', { name: 'Essential Resources' });
    const resources = within(essentials).getAllByRole('link');
    expect(resources.map((link) => link.getAttribute('href'))).toEqual([
      'https://codeforces.com/problemset',
      'https://atcoder.jp/contests/archive',
      'https://leetcode.com/problemset/',
      'https://www.codechef.com/practice',
      'https://cp-algorithms.com/',
    ]);
    for (const link of resources) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    const yours = screen.getByRole('region', { name: 'Your Added Links' });
    const list = await within(yours).findByRole('list', { name: 'Your links' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('USACO Guide'),
      expect.stringContaining('KACTL'),
    ]);
    expect(within(list).getByRole('link', { name: /usaco\.guide/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(list).getAllByTitle('Delete link')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Move USACO Guide' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
  });

  it("shows 'No Personal Links Yet' with 'Add Your First Link' when there are none", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links: [] }),
    });
    renderApp('/importantlinks');
    expect(await screen.findByRole('heading', { name: 'No Personal Links Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Your First Link' })).toHaveAttribute(
      'href',
      '/importantlink/addlink',
    );
    // The fixed resources are there all the same.
    expect(screen.getByRole('link', { name: /CP-Algorithms/ })).toBeVisible();
  });

  it('says the list could not load, keeps the resources, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () =>
        failing
          ? json({ message: 'Something went wrong on our side.', code: 'internal' }, 500)
          : json({ links: [usaco] }),
    });
    renderApp('/importantlinks');
    expect(await screen.findByText('Could not load your links')).toBeVisible();
    expect(screen.getByRole('link', { name: /Codeforces Problemset/ })).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('USACO Guide')).toBeVisible();
  });

  it('deletes a link with its delete icon; it leaves the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links: [usaco, kactl] }),
      [`DELETE /api/implinks/${usaco._id}`]: () => json({ message: 'Link deleted' }),
    });
    renderApp('/importantlinks');
    await user.click(await screen.findByRole('button', { name: 'Delete link USACO Guide' }));
    await waitFor(() => expect(screen.queryByText('USACO Guide')).not.toBeInTheDocument());
    expect(screen.getByText('KACTL')).toBeVisible();
    expect(callsTo(`DELETE /api/implinks/${usaco._id}`)).toHaveLength(1);
  });

  it('keeps a link whose delete failed, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links: [usaco] }),
      [`DELETE /api/implinks/${usaco._id}`]: () =>
        json({ message: 'Not found', code: 'not_found' }, 404),
    });
    renderApp('/importantlinks');
    await user.click(await screen.findByRole('button', { name: 'Delete link USACO Guide' }));
    await expectToast('Not found');
    expect(screen.getByText('USACO Guide')).toBeVisible();
  });

  it('renames a link in place: Enter saves, and the list shows the new name', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links: [usaco, kactl] }),
      [`PATCH /api/implinks/${kactl._id}`]: ({ body }) =>
        json({ message: 'Link renamed', link: { ...kactl, ...(body as object) } }),
    });
    renderApp('/importantlinks');
    await user.click(await screen.findByRole('button', { name: 'Rename KACTL' }));
    const input = screen.getByRole('textbox', { name: 'New name for KACTL' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'KTH notebook{Enter}');
    expect(await screen.findByText('KTH notebook')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /New name/ })).not.toBeInTheDocument();
    expect(callsTo(`PATCH /api/implinks/${kactl._id}`)[0]?.[1]?.body).toBe(
      JSON.stringify({ name: 'KTH notebook' }),
    );
  });

  it('refuses a blank name without a call, and Escape leaves the name as it was', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links: [usaco] }),
    });
    renderApp('/importantlinks');
    await user.click(await screen.findByRole('button', { name: 'Rename USACO Guide' }));
    const input = screen.getByRole('textbox', { name: 'New name for USACO Guide' });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Link name is required')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /New name/ })).not.toBeInTheDocument();
    expect(screen.getByText('USACO Guide')).toBeVisible();
    expect(callsTo(`PATCH /api/implinks/${usaco._id}`)).toHaveLength(0);
  });

  it('shows the server’s reason when a rename is refused, and keeps the form open', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links: [usaco] }),
      [`PATCH /api/implinks/${usaco._id}`]: () =>
        json(
          {
            message: 'Invalid request',
            code: 'validation',
            fields: { name: 'Link name must be one line' },
          },
          400,
        ),
    });
    renderApp('/importantlinks');
    await user.click(await screen.findByRole('button', { name: 'Rename USACO Guide' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for USACO Guide' }), '!{Enter}');
    expect(await screen.findByText('Link name must be one line')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'New name for USACO Guide' })).toBeVisible();
  });
});
