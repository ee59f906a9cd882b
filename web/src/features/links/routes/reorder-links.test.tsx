import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedLink } from '@upsolve/contract';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

const links: SavedLink[] = ['USACO Guide', 'KACTL'].map((name, index) => ({
  _id: `0b6f3c1e-5a2d-4e8f-9c7b-1a2b3c4d5e6${index}`,
  name,
  link: `https://example.com/${index}`,
}));

/**
 * jsdom lays nothing out: each row of the list is given a 60 px slot by its place, so the
 * keyboard sensor (which moves to the nearest row above or below) has somewhere to go.
 */
function layOutRows() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('li');
    const list = row?.parentElement;
    if (!row || list?.getAttribute('aria-label') !== 'Your links') return original.call(this);
    const top = [...list.children].indexOf(row) * 60;
    return DOMRect.fromRect({ x: 0, y: top, width: 600, height: 60 });
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Your links' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split('http')[0]);

/** Focus the handle, Space, ArrowUp, Space: as a keyboard user moves a link up one place. */
async function moveUp(name: string) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  // The sensor starts listening a tick after the pick-up: press until the move is announced
  // (with two links, a second press finds nothing above and changes nothing).
  await waitFor(() => {
    fireEvent.keyDown(document, { code: 'ArrowUp', key: 'ArrowUp' });
    expect(screen.getByText(`${name} moved to position 1 of 2.`)).toBeInTheDocument();
  });
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

describe('reordering /importantlinks from the keyboard', () => {
  beforeAll(() => import('./important-links.tsx'));
  let layout: ReturnType<typeof layOutRows>;
  beforeEach(() => {
    layout = layOutRows();
  });
  afterEach(() => layout.mockRestore());

  it('moves a link up, shows the new order at once and saves it', async () => {
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links }),
      'PUT /api/implinks/order': ({ body }) => {
        const { ids } = body as { ids: string[] };
        const byId = new Map(links.map((link) => [link._id, link]));
        return json({ message: 'Links reordered', links: ids.map((id) => byId.get(id)) });
      },
    });
    renderApp('/importantlinks');
    await screen.findByText('KACTL');
    await moveUp('KACTL');
    await waitFor(() => expect(names()).toEqual(['KACTL', 'USACO Guide']));
    await waitFor(() => expect(callsTo('PUT /api/implinks/order')).toHaveLength(1));
    expect(callsTo('PUT /api/implinks/order')[0]?.[1]?.body).toBe(
      JSON.stringify({ ids: [links[1]?._id, links[0]?._id] }),
    );
  });

  it('puts the links back and says why when the server refuses the order', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/implinks': () => json({ links }),
      'PUT /api/implinks/order': () =>
        json(
          {
            message: 'Order must list each of your links exactly once',
            code: 'validation',
            fields: { ids: 'Order must list each of your links exactly once' },
          },
          400,
        ),
    });
    renderApp('/importantlinks');
    await screen.findByText('KACTL');
    await moveUp('KACTL');
    await expectToast('Order must list each of your links exactly once');
    await waitFor(() => expect(names()).toEqual(['USACO Guide', 'KACTL']));
  });
});
