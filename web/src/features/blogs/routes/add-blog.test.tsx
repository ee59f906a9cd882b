import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogDraftKey } from '../lib/draft.ts';
import { buildBlogDetail } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

describe('/addblog', () => {
  beforeAll(() => import('./add-blog.tsx'));

  it("publishes title, about and content, says 'Blog added successfully!' and opens /blogs, dropping the draft", async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'POST /api/blogs/addblog': ({ body }) =>
        json({ message: 'Blog created successfully', blog: buildBlogDetail(body as object) }, 201),
      'GET /api/blogs': () => json([]),
    });
    const { location } = renderApp('/addblog');

    expect(await screen.findByRole('link', { name: 'Back to Blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await user.type(screen.getByLabelText('Title'), 'Two pointers');
    await user.type(screen.getByLabelText('About'), 'When and why');
    await user.type(screen.getByLabelText('Content'), 'Move **both** ends');
    // The live preview renders the Markdown as it is typed.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await screen.findByText('both')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Move both ends');
    // The draft is kept while composing.
    expect(JSON.parse(window.localStorage.getItem(blogDraftKey) ?? '{}')).toEqual({
      title: 'Two pointers',
      about: 'When and why',
      content: 'Move **both** ends',
    });

    await user.click(screen.getByRole('button', { name: 'Publish Blog' }));
    expect(await screen.findByText('Blog added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/blogs'));
    expect(callsTo('POST /api/blogs/addblog')[0]?.[1]?.body).toBe(
      JSON.stringify({
        title: 'Two pointers',
        about: 'When and why',
        content: 'Move **both** ends',
      }),
    );
    expect(window.localStorage.getItem(blogDraftKey)).toBeNull();
  });

  it('requires title, about and content before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({ 'GET /api/check-auth': signedIn });
    renderApp('/addblog');
    await user.click(await screen.findByRole('button', { name: 'Publish Blog' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('About is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(callsTo('POST /api/blogs/addblog')).toHaveLength(0);
  });

  it("says 'Failed to add blog' when the server refuses, and keeps the draft for later", async () => {
    const user = userEvent.setup({ delay: null });
    window.localStorage.setItem(
      blogDraftKey,
      JSON.stringify({ title: 'Saved title', about: 'Saved about', content: 'Saved text' }),
    );
    mockApi({
      'GET /api/check-auth': signedIn,
      'POST /api/blogs/addblog': () => json({ message: 'Boom', code: 'internal' }, 500),
    });
    const { location } = renderApp('/addblog');
    // The draft comes back.
    expect(await screen.findByDisplayValue('Saved title')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Saved about')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Saved text')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Blog' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add blog');
    expect(location().pathname).toBe('/addblog');
    expect(window.localStorage.getItem(blogDraftKey)).not.toBeNull();
  });
});
