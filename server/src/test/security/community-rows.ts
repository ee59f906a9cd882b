import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import { callAs } from '../actors.ts';
import type { Actor } from '../actors.ts';
import type { TestApp } from '../harness.ts';
import { buildBlog, buildComment } from '../thread-factories.ts';
import { created, everyone } from './account-rows.ts';
import { expect4, signedIn } from './rows.ts';
import type { Rows } from './rows.ts';

/** The matrix's rows for blogs, notifications, moderation, contests, links and the AI assistant. */
export const communityRows: Rows = {
  'GET /api/blogs': { setup: async () => ({ url: '/api/blogs' }), expect: signedIn(200) },
  'POST /api/blogs/addblog': {
    setup: async () => ({
      url: '/api/blogs/addblog',
      body: { title: 'T', about: 'A', content: 'C' },
    }),
    expect: signedIn(201),
  },
  'GET /api/blogs/:blogId': {
    setup: async ({ t, owner }) => ({
      url: `/api/blogs/${(await buildBlog(t.db, owner.user)).id}`,
    }),
    expect: signedIn(200),
  },
  'PUT /api/blogs/:blogId': {
    setup: async ({ t, owner }) => ({
      url: `/api/blogs/${(await buildBlog(t.db, owner.user)).id}`,
      body: { title: 'Taken over' },
    }),
    expect: expect4(401, 200, 403, 403),
  },
  'DELETE /api/blogs/:blogId': {
    setup: async ({ t, owner }) => ({
      url: `/api/blogs/${(await buildBlog(t.db, owner.user)).id}`,
    }),
    expect: expect4(401, 200, 403, 403),
  },
  'GET /api/blogs/:blogId/comments': {
    setup: async ({ t, owner }) => ({
      url: `/api/blogs/${(await buildBlog(t.db, owner.user)).id}/comments`,
    }),
    expect: signedIn(200),
  },
  'POST /api/blogs/:blogId/comments': {
    setup: async ({ t, owner }) => ({
      url: `/api/blogs/${(await buildBlog(t.db, owner.user)).id}/comments`,
      body: { content: 'A comment' },
    }),
    expect: signedIn(201),
  },
  'PUT /api/blogs/:blogId/comments/:commentId': {
    setup: async ({ t, owner }) => {
      const blog = await buildBlog(t.db, owner.user);
      const comment = await buildComment(t.db, owner.user, { blogId: blog.id });
      return {
        url: `/api/blogs/${blog.id}/comments/${comment.id}`,
        body: { content: 'Taken over' },
      };
    },
    expect: expect4(401, 200, 403, 403),
  },
  'DELETE /api/blogs/:blogId/comments/:commentId': {
    setup: async ({ t, owner }) => {
      const blog = await buildBlog(t.db, owner.user);
      const comment = await buildComment(t.db, owner.user, { blogId: blog.id });
      return { url: `/api/blogs/${blog.id}/comments/${comment.id}` };
    },
    expect: expect4(401, 200, 403, 403),
  },
  'GET /api/notifications': {
    setup: async () => ({ url: '/api/notifications' }),
    expect: signedIn(200),
  },
  'GET /api/notifications/unread': {
    setup: async () => ({ url: '/api/notifications/unread' }),
    expect: signedIn(200),
  },
  'POST /api/notifications/read': {
    setup: async () => ({ url: '/api/notifications/read', body: {} }),
    expect: signedIn(200),
  },
  // Moderation: moderators only; the world's owner holds no role.
  'GET /api/moderation/reports': {
    setup: async () => ({ url: '/api/moderation/reports' }),
    expect: expect4(401, 403, 403, 200),
  },
  'POST /api/moderation/reports/:reportId/dismiss': {
    setup: async ({ t, owner, other }) => {
      const blog = await buildBlog(t.db, owner.user);
      await callAs(t, other, 'POST', '/api/reports', { kind: 'blog', id: blog.id, reason: 'Spam' });
      const [report] = await t.db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.itemKind, 'blog'), eq(reports.itemId, blog.id)))
        .orderBy(desc(reports.createdAt));
      return { url: `/api/moderation/reports/${report?.id ?? ''}/dismiss` };
    },
    expect: expect4(401, 403, 403, 200),
  },
  'POST /api/moderation/:kind/:id/remove': {
    setup: async ({ t, owner }) => ({
      url: `/api/moderation/blog/${(await buildBlog(t.db, owner.user)).id}/remove`,
      body: { reason: 'Spam' },
    }),
    expect: expect4(401, 403, 403, 200),
  },
  'POST /api/moderation/:kind/:id/restore': {
    setup: async ({ t, owner, moderator }) => {
      const blog = await buildBlog(t.db, owner.user);
      await callAs(t, moderator, 'POST', `/api/moderation/blog/${blog.id}/remove`, {
        reason: 'Spam',
      });
      return { url: `/api/moderation/blog/${blog.id}/restore` };
    },
    expect: expect4(401, 403, 403, 200),
  },
  'GET /api/contests': { setup: async () => ({ url: '/api/contests' }), expect: signedIn(200) },
  'GET /api/contests/feed-token': {
    setup: async () => ({ url: '/api/contests/feed-token' }),
    expect: signedIn(200),
  },
  'POST /api/contests/feed-token': {
    setup: async () => ({ url: '/api/contests/feed-token' }),
    expect: signedIn(200),
  },
  // The feed is opened by its token, not a session (calendar apps): the token is the secret.
  'GET /api/contests.ics': {
    setup: async ({ t, owner }) => {
      const token = await created(t, owner, 'POST', '/api/contests/feed-token', {}, ['token']);
      return { url: `/api/contests.ics?token=${token}` };
    },
    expect: everyone(200),
  },
  'GET /api/implinks': { setup: async () => ({ url: '/api/implinks' }), expect: signedIn(200) },
  'POST /api/implinks': {
    setup: async () => ({
      url: '/api/implinks',
      body: { name: 'Docs', link: `https://example.com/${randomBytes(6).toString('hex')}` },
    }),
    expect: signedIn(201),
  },
  // The owner's links in another order: nobody else's list holds them.
  'PUT /api/implinks/order': {
    setup: async ({ t, owner }) => {
      const links = (await callAs(t, owner, 'GET', '/api/implinks')).json() as {
        links: { _id: string }[];
      };
      return {
        url: '/api/implinks/order',
        body: { ids: links.links.map((link) => link._id).reverse() },
      };
    },
    expect: expect4(401, 200, 400, 400),
  },
  'PATCH /api/implinks/:linkId': {
    setup: async ({ t, owner }) => ({
      url: `/api/implinks/${await ownerLink(t, owner)}`,
      body: { name: 'Taken over' },
    }),
    expect: expect4(401, 200, 404, 404),
  },
  'DELETE /api/implinks/:linkId': {
    setup: async ({ t, owner }) => ({ url: `/api/implinks/${await ownerLink(t, owner)}` }),
    expect: expect4(401, 200, 404, 404),
  },
  'POST /api/askai': {
    setup: async () => ({ url: '/api/askai', body: { content: 'What is a heap?' } }),
    expect: signedIn(200),
  },
  'GET /api/ai/provider': {
    setup: async () => ({ url: '/api/ai/provider' }),
    expect: signedIn(200),
  },
  'GET /api/ai/conversations': {
    setup: async () => ({ url: '/api/ai/conversations' }),
    expect: signedIn(200),
  },
  'GET /api/ai/conversations/:conversationId': {
    setup: async ({ t, owner }) => ({
      url: `/api/ai/conversations/${await ownerConversation(t, owner)}`,
    }),
    expect: expect4(401, 200, 404, 404),
  },
  'PATCH /api/ai/conversations/:conversationId': {
    setup: async ({ t, owner }) => ({
      url: `/api/ai/conversations/${await ownerConversation(t, owner)}`,
      body: { title: 'Taken over' },
    }),
    expect: expect4(401, 200, 404, 404),
  },
  'DELETE /api/ai/conversations/:conversationId': {
    setup: async ({ t, owner }) => ({
      url: `/api/ai/conversations/${await ownerConversation(t, owner)}`,
    }),
    expect: expect4(401, 200, 404, 404),
  },
};

function ownerLink(t: TestApp, owner: Actor): Promise<string> {
  const body = { name: 'Mine', link: `https://example.com/${randomBytes(6).toString('hex')}` };
  return created(t, owner, 'POST', '/api/implinks', body, ['link', '_id']);
}

function ownerConversation(t: TestApp, owner: Actor): Promise<string> {
  return created(t, owner, 'POST', '/api/askai', { content: 'What is a trie?' }, [
    'conversationId',
  ]);
}
