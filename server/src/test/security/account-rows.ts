import { randomBytes } from 'node:crypto';
import { callAs } from '../actors.ts';
import type { Actor } from '../actors.ts';
import { buildUser, uniqueUsername } from '../factories.ts';
import type { TestApp } from '../harness.ts';
import { expect4, signedIn } from './rows.ts';
import type { Rows } from './rows.ts';
import { stranger } from './world.ts';

/** The answer's JSON field `path` (e.g. `link._id`), for rows whose setup goes through the API. */
export async function created(
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

export const everyone = (status: number) => expect4(status, status, status, status);

/** The matrix's rows for the docs, sessions, problems' lists, profiles, invitations, messages, blocks. */
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
  // A year of activity: anyone signed in reads anyone's (DESIGN §4, "marks").
  'GET /api/users/:userId/activity': {
    setup: async ({ owner }) => ({ url: `/api/users/${owner.user.id}/activity?year=2026` }),
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
};

/** A stranger who sent the owner a message request. */
async function requestTo(t: TestApp, owner: Actor): Promise<Actor> {
  const from = await stranger(t);
  await callAs(t, from, 'POST', `/api/messages/send/${owner.user.id}`, { content: 'Hi' });
  return from;
}
