import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThreadItem } from '@upsolve/contract';
import { buildBlogDetail, buildThreadItem, me, otherUser, pagedJson } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

const blogId = '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e';
const blogPath = `/api/blogs/${blogId}`;
const comments = (items: ThreadItem[]) => pagedJson({ comments: items }, { total: items.length });
// Radix's dialog disables pointer events outside it.
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('/blogs/:blogId', () => {
  beforeAll(() => Promise.all([import('./blog.tsx'), import('./edit-blog.tsx')]));

  it('renders the Markdown with math, code and a spoiler collapsed; no edit or delete for others', async () => {
    const content =
      'Sum is $\\sum a_i$.\n\n```cpp\nint main() {}\n```\n\n:::spoiler Hint\nUse a Fenwick tree\n:::\n\n<script>alert(1)</script>';
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId, content }) }),
      [`GET ${blogPath}/comments`]: () => comments([]),
    });
    renderApp(`/blogs/${blogId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Segment trees for beginners' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.katex')).not.toBeNull());
    expect(screen.getByText('Hint').closest('details')).not.toHaveAttribute('open');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upvote blog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report blog' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet')).toBeInTheDocument();
  });

  it('lets its author edit and delete it, and not vote on or report it', async () => {
    const user = setupUser();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () =>
        json({ blog: buildBlogDetail({ _id: blogId, author: me.username, authorId: me._id }) }),
      [`GET ${blogPath}/comments`]: () => comments([]),
      [`DELETE ${blogPath}`]: () => json({ message: 'Blog deleted successfully' }),
      'GET /api/blogs': () => json([]),
    });
    const { location } = renderApp(`/blogs/${blogId}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/blogs/${blogId}/edit`,
    );
    expect(screen.queryByRole('button', { name: 'Upvote blog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report blog' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete blog' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Blog' }));
    await waitFor(() => expect(location().pathname).toBe('/blogs'));
    expect(await screen.findByText('Blog deleted successfully')).toBeInTheDocument();
  });

  it('votes: up, then up again takes the vote back', async () => {
    const user = setupUser();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId, score: 3 }) }),
      [`GET ${blogPath}/comments`]: () => comments([]),
      [`PUT /api/votes/blog/${blogId}`]: ({ body }) => {
        const { value } = body as { value: number };
        return json({ score: 3 + value, myVote: value });
      },
    });
    renderApp(`/blogs/${blogId}`);
    const up = await screen.findByRole('button', { name: 'Upvote blog' });
    const score = screen.getByTestId('score');
    expect(score).toHaveTextContent('Score +3');
    await user.click(up);
    await waitFor(() => expect(score).toHaveTextContent('Score +4'));
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await user.click(up);
    await waitFor(() => expect(score).toHaveTextContent('Score +3'));
    expect(callsTo(`PUT /api/votes/blog/${blogId}`).map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ value: 1 }),
      JSON.stringify({ value: 0 }),
    ]);
  });

  it('shows a removed blog as "[removed]" to others and the reason to its author', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () =>
        json({
          blog: buildBlogDetail({ _id: blogId, content: '', removed: { reason: null } }),
        }),
      [`GET ${blogPath}/comments`]: () => comments([]),
    });
    renderApp(`/blogs/${blogId}`);
    expect(await screen.findByText('[removed]')).toBeInTheDocument();
  });

  it('shows the author the moderator’s reason', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () =>
        json({
          blog: buildBlogDetail({
            _id: blogId,
            authorId: me._id,
            author: me.username,
            removed: { reason: 'Full solution to a live contest' },
          }),
        }),
      [`GET ${blogPath}/comments`]: () => comments([]),
    });
    renderApp(`/blogs/${blogId}`);
    expect(
      await screen.findByText('Removed by a moderator: Full solution to a live contest'),
    ).toBeInTheDocument();
  });

  it("says 'Blog Not Found' for an unknown blog", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ message: 'Blog not found', code: 'not_found' }, 404),
      [`GET ${blogPath}/comments`]: () =>
        json({ message: 'Blog not found', code: 'not_found' }, 404),
    });
    renderApp(`/blogs/${blogId}`);
    expect(await screen.findByText('Blog Not Found')).toBeInTheDocument();
  });
});

describe('blog comments', () => {
  beforeAll(() => import('./blog.tsx'));

  it('adds a comment and a reply, edits and deletes one’s own, with buttons only on one’s own', async () => {
    const user = setupUser();
    const theirs = buildThreadItem({ content: 'Great post' });
    const mine = buildThreadItem({ author: me, content: 'My old words' });
    let list = [theirs, mine];
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId }) }),
      [`GET ${blogPath}/comments`]: () => comments(list),
      [`POST ${blogPath}/comments`]: ({ body }) => {
        const { content, parentId } = body as { content: string; parentId?: string };
        return json(
          {
            message: 'Posted',
            comment: buildThreadItem({ author: me, content, parentId: parentId ?? null }),
          },
          201,
        );
      },
      [`PUT ${blogPath}/comments/${mine._id}`]: ({ body }) =>
        json({
          message: 'Saved',
          comment: { ...mine, ...(body as object), editedAt: '2026-03-06T12:00:00.000Z' },
        }),
      [`DELETE ${blogPath}/comments/${mine._id}`]: () => {
        list = [theirs];
        return json({ message: 'Deleted' });
      },
    });
    renderApp(`/blogs/${blogId}`);

    const other = await screen.findByRole('article', { name: `Comment by @${otherUser.username}` });
    const own = screen.getByRole('article', { name: 'Comment by @tourist' });
    expect(within(other).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Report comment' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Upvote comment' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'First!');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('First!')).toBeInTheDocument();

    await user.click(within(other).getByRole('button', { name: 'Reply' }));
    await user.type(within(other).getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await user.click(within(other).getByRole('button', { name: 'Send Reply' }));
    const replies = await within(other).findByRole('list', { name: 'Replies to @petr' });
    expect(within(replies).getByText('Thanks')).toBeInTheDocument();
    expect(callsTo(`POST ${blogPath}/comments`)[1]?.[1]?.body).toBe(
      JSON.stringify({ content: 'Thanks', parentId: theirs._id }),
    );

    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const editor = within(own).getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(editor);
    await user.type(editor, 'My new words');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(own).toHaveTextContent('My new words'));
    expect(within(own).getByText('(edited)')).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));
    await waitFor(() => expect(screen.queryByText('My new words')).not.toBeInTheDocument());
  });

  it('sorts newest or top first', async () => {
    const user = setupUser();
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId }) }),
      [`GET ${blogPath}/comments`]: () => comments([buildThreadItem()]),
    });
    renderApp(`/blogs/${blogId}`);
    await screen.findByText('Nice explanation!');
    await user.click(screen.getByRole('button', { name: 'Top' }));
    await waitFor(() =>
      expect(queriesTo(`GET ${blogPath}/comments`).map((query) => query.get('sort'))).toEqual([
        'new',
        'top',
      ]),
    );
  });

  it("reports a comment with a reason, once: a second report hears 'You have already reported this'", async () => {
    const user = setupUser();
    const comment = buildThreadItem();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId }) }),
      [`GET ${blogPath}/comments`]: () => comments([comment]),
      'POST /api/reports': () =>
        json({ message: 'You have already reported this', code: 'conflict' }, 409),
    });
    renderApp(`/blogs/${blogId}`);
    await user.click(await screen.findByRole('button', { name: 'Report comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('You have already reported this')).toBeInTheDocument();
    expect(callsTo('POST /api/reports')[0]?.[1]?.body).toBe(
      JSON.stringify({ kind: 'comment', id: comment._id, reason: 'Spam' }),
    );
  });
});
