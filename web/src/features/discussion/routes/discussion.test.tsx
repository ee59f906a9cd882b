import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThreadItem } from '@upsolve/contract';
import { fakeServer } from '@/test/fake-socket.ts';
import {
  buildThreadItem,
  me,
  otherUser,
  pagedJson,
  problemId,
  problemResponse,
} from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn, signedOut } from '@/test/render-app.tsx';

const screenPath = `/problem/${problemId}/discussion`;
const apiPath = `/api/problem/${problemId}/discussion`;
const posts = (items: ThreadItem[]) => pagedJson({ posts: items }, { total: items.length });
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const watchesSent = () =>
  fakeServer
    .socket()
    .sent.filter(([event]) => event.startsWith('discussion:'))
    .map(([event, payload]) => [event, payload]);

/**
 * Lets the socket listener's merges of what was sent finish: its merge code loads on first use,
 * so a merge ends after a module import, which this awaits too (imports settle in call order).
 */
const mergesSettled = () =>
  act(async () => {
    await import('../lib/discussion-cache.ts');
  });

describe('/problem/:problemId/discussion', () => {
  beforeAll(() => import('./discussion.tsx'));

  it('sends a visitor without a session to /signin', async () => {
    mockApi({ 'GET /api/check-auth': signedOut });
    const { location } = renderApp(screenPath);
    await waitFor(() => expect(location().pathname).toBe('/signin'));
  });

  it('shows the posts with their replies, Markdown rendered, and the problem it is about', async () => {
    const post = buildThreadItem({
      content: 'Is **greedy** enough?',
      replies: [buildThreadItem({ author: me, content: 'No, use DP', parentId: null })],
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET ${apiPath}`]: () => posts([post]),
    });
    renderApp(screenPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion' })).toBeVisible();
    expect(await screen.findByText('Watermelon')).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Post by @petr' });
    expect(await within(article).findByText('greedy')).toHaveProperty('tagName', 'STRONG');
    const replies = within(article).getByRole('list', { name: 'Replies to @petr' });
    expect(within(replies).getByRole('article', { name: 'Post by @tourist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Problem' })).toHaveAttribute(
      'href',
      `/problem/${problemId}`,
    );
  });

  it("says 'Problem Not Found' for an unknown or another user's private problem", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () =>
        json({ message: 'Problem not found', code: 'not_found' }, 404),
      [`GET ${apiPath}`]: () => json({ message: 'Problem not found', code: 'not_found' }, 404),
    });
    renderApp(screenPath);
    expect(await screen.findByText('Problem Not Found')).toBeInTheDocument();
  });

  it('watches the room on mount and after a reconnect, and stops watching on leaving', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET ${apiPath}`]: () => posts([]),
      [`GET /api/problem/${problemId}/reviews`]: () => json({ reviews: [] }),
    });
    const { router } = renderApp(screenPath);
    expect(await screen.findByText('No posts yet. Start the discussion!')).toBeInTheDocument();
    await waitFor(() => expect(watchesSent()).toEqual([['discussion:watch', { problemId }]]));
    // Live once the server says the room is joined: a post before that would not arrive.
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    fakeServer.socket().acknowledge('discussion:watch', { watching: true });
    expect(screen.getByText('Live')).toBeInTheDocument();

    fakeServer.socket().drop();
    fakeServer.socket().reconnect();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(watchesSent()).toEqual([
        ['discussion:watch', { problemId }],
        ['discussion:watch', { problemId }],
      ]),
    );
    fakeServer.socket().acknowledge('discussion:watch', { watching: true });
    expect(screen.getByText('Live')).toBeInTheDocument();

    await router.navigate(`/problem/${problemId}/reviews`);
    await waitFor(() =>
      expect(watchesSent().at(-1)).toEqual(['discussion:unwatch', { problemId }]),
    );
  });

  it('merges new, edited and removed posts from the room, keeping the viewer’s own vote', async () => {
    const liked = buildThreadItem({ content: 'Liked post', score: 1, myVote: 1 });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET ${apiPath}`]: () => posts([liked]),
    });
    renderApp(screenPath);
    await screen.findByText('Liked post');
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));

    const { replies: _replies, ...fresh } = buildThreadItem({ content: 'Hot off the press' });
    fakeServer.send('discussion:new', { problemId, post: fresh });
    expect(await screen.findByText('Hot off the press')).toBeInTheDocument();
    // Newest first.
    const articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveTextContent('Hot off the press');
    // The same post again (own post echoed by the room) shows once.
    fakeServer.send('discussion:new', { problemId, post: fresh });
    await mergesSettled();
    expect(screen.getAllByText('Hot off the press')).toHaveLength(1);

    const { replies: _r, ...likedNotice } = liked;
    fakeServer.send('discussion:updated', {
      problemId,
      post: { ...likedNotice, content: 'Liked post, edited', score: 5, myVote: 0 },
    });
    expect(await screen.findByText('Liked post, edited')).toBeInTheDocument();
    const likedArticle = screen.getByText('Liked post, edited').closest('article');
    expect(likedArticle).not.toBeNull();
    if (likedArticle === null) return;
    expect(within(likedArticle).getAllByTestId('score')[0]).toHaveTextContent('Score +5');
    expect(within(likedArticle).getByRole('button', { name: 'Upvote post' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fakeServer.send('discussion:removed', { problemId, postId: fresh._id });
    await waitFor(() => expect(screen.queryByText('Hot off the press')).not.toBeInTheDocument());
    // Another problem's events change nothing here.
    fakeServer.send('discussion:new', {
      problemId: '00000000-0000-4000-8000-0000000000ff',
      post: { ...fresh, _id: '00000000-0000-4000-8000-0000000000fe', content: 'Elsewhere' },
    });
    await mergesSettled();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('adds a post; the room’s copy of it does not show it twice', async () => {
    const user = setupUser();
    let created: ThreadItem | null = null;
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET ${apiPath}`]: () => posts([buildThreadItem({ author: otherUser })]),
      [`POST ${apiPath}`]: ({ body }) => {
        created = buildThreadItem({ author: me, content: (body as { content: string }).content });
        return json({ message: 'Posted', post: created }, 201);
      },
    });
    renderApp(screenPath);
    await user.type(await screen.findByRole('textbox', { name: 'Add a post' }), 'My idea');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('My idea')).toBeInTheDocument();
    expect(created).not.toBeNull();
    if (created === null) return;
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));
    fakeServer.send('discussion:new', { problemId, post: created });
    await mergesSettled();
    expect(screen.getAllByText('My idea')).toHaveLength(1);
    const own = screen.getByRole('article', { name: 'Post by @tourist' });
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Report post' })).not.toBeInTheDocument();
  });

  it('shows a removed post as "[removed]" to others and the moderator’s reason to its author, replies kept', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET ${apiPath}`]: () =>
        posts([
          buildThreadItem({
            content: '',
            removed: { reason: null },
            replies: [buildThreadItem({ content: 'A reply that stays' })],
          }),
          buildThreadItem({ author: me, content: 'Spoilers!', removed: { reason: 'Hide it' } }),
        ]),
    });
    renderApp(screenPath);
    const [others] = await screen.findAllByRole('article', { name: 'Post by @petr' });
    if (others === undefined) throw new Error('No post by @petr');
    expect(within(others).getByText('[removed]')).toBeInTheDocument();
    expect(within(others).getByText('A reply that stays')).toBeInTheDocument();
    // Only the reply can still be reported.
    expect(within(others).getAllByRole('button', { name: 'Report post' })).toHaveLength(1);
    const own = screen.getByRole('article', { name: 'Post by @tourist' });
    expect(within(own).getByText('Removed by a moderator: Hide it')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("reads the thread again when the room says one of its posts was removed, so the author sees the moderator's reason", async () => {
    const own = buildThreadItem({ author: me, content: 'My full solution' });
    let removed = false;
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET ${apiPath}`]: () =>
        posts([removed ? { ...own, removed: { reason: 'Full solution' } } : own]),
    });
    renderApp(screenPath);
    await screen.findByText('My full solution');
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));

    removed = true;
    const { replies: _replies, ...notice } = own;
    fakeServer.send('discussion:updated', {
      problemId,
      post: { ...notice, content: '', removed: { reason: null } },
    });
    const article = screen.getByRole('article', { name: 'Post by @tourist' });
    expect(
      await within(article).findByText('Removed by a moderator: Full solution'),
    ).toBeInTheDocument();
  });
});
