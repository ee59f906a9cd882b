import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import { callAs } from '../actors.ts';
import type { Actor } from '../actors.ts';
import { buildUser, uniqueUsername } from '../factories.ts';
import type { TestApp } from '../harness.ts';
import { buildBlog, buildComment } from '../thread-factories.ts';
import { expect4, signedIn } from './rows.ts';
import type { Rows } from './rows.ts';
import { stranger } from './world.ts';

/** The answer's JSON field `path` (e.g. `link._id`), for rows whose setup goes through the API. */
async function created(
  t: TestApp,
  actor: Actor,
  method: 'POST' | 'PUT',
  url: string,
  body: object,
  path: string[],
): Promise<string> {
  const response = await callAs(t, actor, method, url, body);
  let value: unknown = response.json();
  for (const key of path) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string')
    throw new Error(`${url}: no ${path.join('.')} in ${response.body}`);
  return value;
}

const everyone = (status: number) => expect4(status, status, status, status);

/** The matrix's rows for sessions, people, messages, blogs, moderation, contests, links and AI. */
export const accountRows: Rows = {
  'GET /api/health': { setup: async () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/ready': { setup: async () => ({ url: '/api/ready' }), expect: everyone(200) },
  // The OpenAPI document describes routes, never data: open to all, as any API's reference is.
  'GET /api/docs': { setup: async () => ({ url: '/api/docs' }), expect: everyone(200) },
  'GET /api/docs/': { setup: async () => ({ url: '/api/docs/' }), expect: everyone(200) },
  'GET /api/docs/json': { setup: async () => ({ url: '/api/docs/json' }), expect: everyone(200) },
  'GET /api/docs/yaml': { setup: async () => ({ url: '/api/docs/yaml' }), expect: everyone(200) },
  // swagger-ui's old address: a redirect to /api/docs/.
  'GET /api/docs/static/index.html': {
    setup: async () => ({ url: '/api/docs/static/index.html' }),
    expect: everyone(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    setup: async () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone(200),
  },
  'GET /api/docs/*': {
    setup: async () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },
  'POST /api/signup': {
    setup: async () => {
      const username = uniqueUsername('matrix');
      return {
        url: '/api/signup',
        body: { username, email: `${username}@example.com`, password: 'a long password' },
      };
    },
    expect: everyone(201),
    endsSession: true,
  },
  'POST /api/signin': {
    setup: async ({ t }, _visibility, caller) => {
      const user = caller?.user ?? (await buildUser(t.db));
      return { url: '/api/signin', body: { email: user.email, password: user.password } };
    },
    expect: everyone(200),
    endsSession: true,
  },
  'POST /api/logout': {
    setup: async () => ({ url: '/api/logout' }),
    expect: everyone(200),
    endsSession: true,
  },
  'GET /api/check-auth': { setup: async () => ({ url: '/api/check-auth' }), expect: signedIn(200) },
  'GET /api/dashboard': { setup: async () => ({ url: '/api/dashboard' }), expect: signedIn(200) },
  'GET /api/problems/lookup': {
    // An address no site answers for: looked up in the catalog only.
    setup: async () => ({ url: '/api/problems/lookup?url=https%3A%2F%2Fexample.com%2Fp%2F1' }),
    expect: signedIn(400),
  },
  'POST /api/addproblem': {
    setup: async () => ({
      url: '/api/addproblem',
      body: {
        title: 'Added',
        link: `https://codeforces.com/problemset/problem/${randomBytes(2).readUInt16BE()}/B`,
        choice: 'public',
        problemstatement: {
          statement: 'S',
          input: 'I',
          output: 'O',
          exampleinput: '1',
          exampleoutput: '1',
        },
        platform: { name: 'Codeforces', rating: 2 },
      },
    }),
    expect: signedIn(201),
  },
  'GET /api/myproblems': { setup: async () => ({ url: '/api/myproblems' }), expect: signedIn(200) },
  'GET /api/bookmarkedproblems': {
    setup: async () => ({ url: '/api/bookmarkedproblems' }),
    expect: signedIn(200),
  },
  'GET /api/myprofile/:userId': {
    setup: async ({ owner }) => ({ url: `/api/myprofile/${owner.user.id}` }),
    expect: signedIn(200),
  },
  'PUT /api/myprofile/:userId/updateprofile': {
    setup: async ({ owner }) => ({
      url: `/api/myprofile/${owner.user.id}/updateprofile`,
      body: { bio: 'Taken over' },
    }),
    expect: expect4(401, 200, 403, 403),
  },
  'GET /api/myprofile/:userId/problems': {
    setup: async ({ owner }) => ({ url: `/api/myprofile/${owner.user.id}/problems` }),
    expect: signedIn(200),
  },
  'GET /api/myprofile/:userId/solutions': {
    setup: async ({ owner }) => ({ url: `/api/myprofile/${owner.user.id}/solutions` }),
    expect: signedIn(200),
  },
  'GET /api/searchuser': {
    setup: async ({ owner }) => ({ url: `/api/searchuser?query=${owner.user.email}` }),
    expect: signedIn(200),
  },
  'GET /api/top-users': { setup: async () => ({ url: '/api/top-users' }), expect: signedIn(200) },
  'GET /api/collaborations': {
    setup: async () => ({ url: '/api/collaborations' }),
    expect: signedIn(200),
  },
  'POST /api/collaborations': {
    setup: async ({ t }) => {
      const to = await buildUser(t.db);
      return { url: '/api/collaborations', body: { recipientId: to.id, projectDetails: 'ICPC' } };
    },
    expect: signedIn(201),
  },
  // An invitation to the owner: only its recipient answers it.
  'POST /api/collaborations/:invitationId/accept': {
    setup: async ({ t, owner }) => {
      const from = await stranger(t);
      const id = await created(
        t,
        from,
        'POST',
        '/api/collaborations',
        { recipientId: owner.user.id, projectDetails: 'ICPC' },
        ['invitation', '_id'],
      );
      return { url: `/api/collaborations/${id}/accept` };
    },
    expect: expect4(401, 200, 403, 403),
  },
  'POST /api/collaborations/:invitationId/decline': {
    setup: async ({ t, owner }) => {
      const from = await stranger(t);
      const id = await created(
        t,
        from,
        'POST',
        '/api/collaborations',
        { recipientId: owner.user.id, projectDetails: 'ICPC' },
        ['invitation', '_id'],
      );
      return { url: `/api/collaborations/${id}/decline` };
    },
    expect: expect4(401, 200, 403, 403),
  },
  'GET /api/messages/users': {
    setup: async () => ({ url: '/api/messages/users' }),
    expect: signedIn(200),
  },
  'GET /api/messages/unread': {
    setup: async () => ({ url: '/api/messages/unread' }),
    expect: signedIn(200),
  },
  'POST /api/messages/send/:userId': {
    setup: async ({ t }) => {
      const to = await buildUser(t.db);
      return { url: `/api/messages/send/${to.id}`, body: { content: 'Hello' } };
    },
    expect: signedIn(201),
  },
  // The owner's chat with the confidant: everyone reads only their own conversation with them.
  'GET /api/messages/:userId': {
    setup: async ({ confidant }) => ({ url: `/api/messages/${confidant.user.id}` }),
    expect: signedIn(200),
  },
  // A stranger's message request to the owner: only the owner has that conversation.
  'POST /api/messages/:userId/accept': {
    setup: async ({ t, owner }) => ({
      url: `/api/messages/${(await requestTo(t, owner)).user.id}/accept`,
    }),
    expect: expect4(401, 200, 404, 404),
  },
  'POST /api/messages/:userId/decline': {
    setup: async ({ t, owner }) => ({
      url: `/api/messages/${(await requestTo(t, owner)).user.id}/decline`,
    }),
    expect: expect4(401, 200, 404, 404),
  },
  // Marking read is always one's own side: another user marks their own (empty) conversation.
  'POST /api/messages/:userId/read': {
    setup: async ({ t, owner }) => ({
      url: `/api/messages/${(await requestTo(t, owner)).user.id}/read`,
    }),
    expect: signedIn(200),
  },
  'GET /api/blocks': { setup: async () => ({ url: '/api/blocks' }), expect: signedIn(200) },
  'POST /api/blocks/:userId': {
    setup: async ({ t }) => ({ url: `/api/blocks/${(await buildUser(t.db)).id}` }),
    expect: signedIn(200),
  },
  'DELETE /api/blocks/:userId': {
    setup: async ({ t }) => ({ url: `/api/blocks/${(await buildUser(t.db)).id}` }),
    expect: signedIn(200),
  },
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

/** A stranger who sent the owner a message request. */
async function requestTo(t: TestApp, owner: Actor): Promise<Actor> {
  const from = await stranger(t);
  await callAs(t, from, 'POST', `/api/messages/send/${owner.user.id}`, { content: 'Hi' });
  return from;
}

function ownerLink(t: TestApp, owner: Actor): Promise<string> {
  const body = { name: 'Mine', link: `https://example.com/${randomBytes(6).toString('hex')}` };
  return created(t, owner, 'POST', '/api/implinks', body, ['link', '_id']);
}

function ownerConversation(t: TestApp, owner: Actor): Promise<string> {
  return created(t, owner, 'POST', '/api/askai', { content: 'What is a trie?' }, [
    'conversationId',
  ]);
}
