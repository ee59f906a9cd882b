import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@upsolve/contract';
import { describe, expect, it } from 'vitest';
import { buildMessage, me, otherUser } from '@/test/fixtures.ts';
import { MessageList } from './message-list.tsx';

/** jsdom lays nothing out: the scroll area's heights are set by hand, as a browser would have them. */
function layOut(scroller: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(scroller, 'scrollHeight', {
    configurable: true,
    get: () => sizes.scrollHeight,
  });
  Object.defineProperty(scroller, 'clientHeight', {
    configurable: true,
    get: () => sizes.clientHeight,
  });
}

const at = (minutes: number) => new Date(2026, 2, 4, 10, minutes).toISOString();

function renderList(messages: Message[], intro?: string) {
  const props = {
    viewerId: me._id,
    username: 'petr',
    typing: false,
    hasOlder: false,
    loadingOlder: false,
    loadOlder: () => {},
    intro,
  };
  const view = render(<MessageList messages={messages} {...props} />);
  const rerender = (next: Message[]) => view.rerender(<MessageList messages={next} {...props} />);
  return { scroller: screen.getByRole('log'), rerender };
}

describe('the conversation scroll', () => {
  it('follows new messages at the bottom, but leaves a reader who scrolled up where they are', async () => {
    const user = userEvent.setup({ delay: null });
    const first = [buildMessage({ createdAt: at(1) }), buildMessage({ createdAt: at(2) })];
    const { scroller, rerender } = renderList(first);
    const sizes = { scrollHeight: 1000, clientHeight: 300 };
    layOut(scroller, sizes);

    // The reader scrolls up; a message arrives: the view stays, and says there is more below.
    scroller.scrollTop = 200;
    fireEvent.scroll(scroller);
    const arrived = [...first, buildMessage({ content: 'one more', createdAt: at(3) })];
    sizes.scrollHeight = 1100;
    rerender(arrived);
    expect(scroller.scrollTop).toBe(200);
    await user.click(screen.getByRole('button', { name: 'New messages' }));
    expect(scroller.scrollTop).toBe(1100);
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();

    // At the bottom, the next message scrolls into view.
    sizes.scrollHeight = 1200;
    const next = [...arrived, buildMessage({ content: 'and another', createdAt: at(4) })];
    rerender(next);
    expect(scroller.scrollTop).toBe(1200);

    // Scrolled up again, the reader's own message still brings them down to it.
    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    sizes.scrollHeight = 1300;
    rerender([...next, buildMessage({ sender: me._id, content: 'mine', createdAt: at(5) })]);
    expect(scroller.scrollTop).toBe(1300);
  });

  it('keeps the reader in place when older messages appear above', () => {
    const newest = [buildMessage({ createdAt: at(10) }), buildMessage({ createdAt: at(11) })];
    const { scroller, rerender } = renderList(newest);
    const sizes = { scrollHeight: 800, clientHeight: 300 };
    layOut(scroller, sizes);
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);

    // 400 px of older messages arrive above: the same messages stay in view.
    sizes.scrollHeight = 1200;
    rerender([buildMessage({ createdAt: at(1) }), buildMessage({ createdAt: at(2) }), ...newest]);
    expect(scroller.scrollTop).toBe(400);
  });
});

describe('the conversation as a reader sees it', () => {
  it('groups one person’s messages within five minutes under one name and time', () => {
    const mine = { sender: me._id, receiver: otherUser._id };
    renderList([
      buildMessage({ content: 'hi', createdAt: at(0) }),
      buildMessage({ content: 'did you solve D?', createdAt: at(2) }),
      buildMessage({ ...mine, content: 'yes', createdAt: at(3) }),
      buildMessage({ ...mine, content: 'segment tree', createdAt: at(4) }),
      buildMessage({ ...mine, content: 'ten minutes later', createdAt: at(13) }),
    ]);
    const log = screen.getByRole('log');
    expect(within(log).getAllByText('petr')).toHaveLength(1);
    expect(within(log).getAllByText('You')).toHaveLength(2);
    // One time per group: 10:00, 10:03 and 10:13; the others show on hover only.
    expect(
      within(log)
        .getAllByText(/^10:\d\d$/)
        .map((time) => time.textContent),
    ).toEqual(['10:00', '10:03', '10:13']);
    const petrs = within(log).getByRole('list', { name: 'petr, 10:00' });
    expect(
      within(petrs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['hi', 'did you solve D?']);
    expect(within(log).getByText('did you solve D?').closest('[title]')).toHaveAttribute(
      'title',
      '10:02',
    );
  });

  it('renders Markdown: highlighted code with a copy button, safe links, and no image loaded', async () => {
    const content = [
      'try this:',
      '```cpp',
      'int main() { return 0; }',
      '```',
      'from https://cses.fi/book ![chart](https://tracker.example/p.png)',
    ].join('\n');
    renderList([buildMessage({ content })]);
    const log = screen.getByRole('log');
    expect(await within(log).findByRole('button', { name: 'Copy code' })).toBeVisible();
    expect(log.querySelector('code.hljs .hljs-keyword')?.textContent).toBe('return');
    const link = within(log).getByRole('link', { name: 'https://cses.fi/book' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getByRole('link', { name: 'chart' })).toHaveAttribute(
      'href',
      'https://tracker.example/p.png',
    );
  });

  it('isolates each message’s direction, so an old right-to-left override cannot reorder the page', async () => {
    renderList([buildMessage({ content: 'invoice_\u202EFDP.exe' })]);
    const text = await screen.findByText('invoice_\u202EFDP.exe');
    const box = text.closest('[dir="auto"]');
    expect(box).toHaveClass('user-text');
  });

  it('opens with what it was given to open with, once no older messages remain', () => {
    renderList([buildMessage()], 'Invitation: build a judge');
    expect(screen.getByRole('log')).toHaveTextContent(/^Invitation: build a judge/);
  });
});
