import type { Visibility } from '@upsolve/contract';
import { buildProblem } from '../factories.ts';
import { makeList, setListProblems } from '../list-factories.ts';
import { expect4, signedIn } from './rows.ts';
import type { Rows } from './rows.ts';
import type { World } from './world.ts';

/**
 * The matrix's rows for lists (DESIGN §5, "mark, list"): read by the owner, or by anyone signed in
 * when public; changed by the owner only. The row's visibility is the list's: another user's
 * private list is 404, their public one 403 to change. Each list holds the owner's private
 * problem, whose title must not reach anyone else (the leak check).
 */
async function ownerList(world: World, visibility: Visibility): Promise<string> {
  const { t, owner } = world;
  const list = await makeList(t, owner, { name: 'Row list', visibility });
  const open = await buildProblem(t.db, owner.user, { title: 'Row open problem' });
  await setListProblems(t, owner, list._id, [world.secretProblemId, open.id]);
  return list._id;
}

const readable = { public: signedIn(200), private: expect4(401, 200, 404, 404) };
const ownerOnly = { public: expect4(401, 200, 403, 403), private: expect4(401, 200, 404, 404) };

export const listRows: Rows = {
  'GET /api/lists': { setup: async () => ({ url: '/api/lists' }), expect: signedIn(200) },
  'POST /api/lists': {
    setup: async () => ({ url: '/api/lists', body: { name: 'New list' } }),
    expect: signedIn(201),
  },
  'GET /api/lists/:listId': {
    setup: async (world, visibility) => ({
      url: `/api/lists/${await ownerList(world, visibility)}`,
    }),
    expect: readable,
  },
  'PUT /api/lists/:listId': {
    setup: async (world, visibility) => ({
      url: `/api/lists/${await ownerList(world, visibility)}`,
      body: { name: 'Taken over' },
    }),
    expect: ownerOnly,
  },
  'DELETE /api/lists/:listId': {
    setup: async (world, visibility) => ({
      url: `/api/lists/${await ownerList(world, visibility)}`,
    }),
    expect: ownerOnly,
  },
  'PUT /api/lists/:listId/problems': {
    setup: async (world, visibility) => {
      const open = await buildProblem(world.t.db, world.owner.user);
      return {
        url: `/api/lists/${await ownerList(world, visibility)}/problems`,
        body: { problemIds: [open.id] },
      };
    },
    expect: ownerOnly,
  },
  // Public lists only, for everyone signed in; the owner's private list is not among them.
  'GET /api/users/:userId/lists': {
    setup: async (world) => {
      await ownerList(world, 'public');
      return { url: `/api/users/${world.owner.user.id}/lists` };
    },
    expect: signedIn(200),
  },
};
