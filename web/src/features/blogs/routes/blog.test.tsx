import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThreadItem } from '@upsolve/contract';
import { buildBlogDetail, me, pagedJson } from '@/test/fixtures.ts';
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
          blog: buildBlogDetail({
            _id: blogId,
            title: '[removed]',
            about: '',
            content: '',
            removed: { reason: null },
          }),
        }),
      [`GET ${blogPath}/comments`]: () => comments([]),
    });
    renderApp(`/blogs/${blogId}`);
    expect(await screen.findByRole('heading', { level: 1, name: '[removed]' })).toBeVisible();
    // Once: the title says it.
    expect(screen.getAllByText('[removed]')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Upvote blog' })).not.toBeInTheDocument();
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

  it('lets the author edit the blog and save it; others are told only its author can', async () => {
    const user = setupUser();
    let blog = buildBlogDetail({ _id: blogId, author: me.username, authorId: me._id });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog }),
      [`GET ${blogPath}/comments`]: () => comments([]),
      [`PUT ${blogPath}`]: ({ body }) => {
        blog = { ...blog, ...(body as object) };
        return json({ message: 'Blog updated successfully', blog });
      },
      'GET /api/blogs': () => json([]),
    });
    const { location } = renderApp(`/blogs/${blogId}/edit`);
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Segment trees for beginners');
    await user.clear(title);
    await user.type(title, 'Segment trees, revisited');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location().pathname).toBe(`/blogs/${blogId}`));
    expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Segment trees, revisited' }),
    ).toBeInTheDocument();
    expect(callsTo(`PUT ${blogPath}`)).toHaveLength(1);
  });

  it('tells another user only its author can edit it', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET ${blogPath}`]: () => json({ blog: buildBlogDetail({ _id: blogId }) }),
    });
    renderApp(`/blogs/${blogId}/edit`);
    expect(await screen.findByText('Only its author can edit a blog.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});
