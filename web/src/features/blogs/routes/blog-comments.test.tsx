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

  it('votes on a comment and loads older comments', async () => {
    const user = setupUser();
    const first = buildThreadItem({ content: 'Newer comment', score: 2 });
    const older = buildThreadItem({ content: 'Older comment' });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId }) }),
      [`GET ${blogPath}/comments`]: ({ url }) =>
        url.searchParams.get('cursor') === 'older'
          ? pagedJson({ comments: [older] }, { total: 2 })
          : pagedJson({ comments: [first] }, { total: 2, nextCursor: 'older' }),
      [`PUT /api/votes/comment/${first._id}`]: () => json({ score: 1, myVote: -1 }),
    });
    renderApp(`/blogs/${blogId}`);
    const comment = await screen.findByRole('article', { name: 'Comment by @petr' });
    await user.click(within(comment).getByRole('button', { name: 'Downvote comment' }));
    await waitFor(() => expect(within(comment).getByTestId('score')).toHaveTextContent('Score +1'));
    expect(within(comment).getByRole('button', { name: 'Downvote comment' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo(`PUT /api/votes/comment/${first._id}`)[0]?.[1]?.body).toBe(
      JSON.stringify({ value: -1 }),
    );

    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Older comment')).toBeInTheDocument();
  });

  it('opens at the comment a notification links to (#comment-{id})', async () => {
    const target = buildThreadItem({ content: 'The reply you were told of' });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId }) }),
      [`GET ${blogPath}/comments`]: () => comments([buildThreadItem(), target]),
    });
    renderApp(`/blogs/${blogId}#comment-${target._id}`);
    const article = (await screen.findByText('The reply you were told of')).closest('article');
    expect(article).toHaveAttribute('id', `comment-${target._id}`);
    await waitFor(() => expect(article).toHaveFocus());
  });
});
