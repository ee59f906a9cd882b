import { linkedHandles } from '../../db/schema/index.ts';
import { nextRun } from '../jobs.ts';
import { expect4, signedIn } from './rows.ts';
import type { Rows } from './rows.ts';
import type { World } from './world.ts';

/**
 * The matrix's rows for linked handles (DESIGN §5, "linked handle"): everyone signed in sees a
 * user's verified handles; a user acts on their own handle only, so another user's call finds
 * none of theirs (404), and claiming the owner's verified handle is 409. The owner's handle is
 * stored verified, so no call needs the sites (which nobody answers here).
 */
const ownerHandle = 'matrix_owner';

async function ownerVerifiedHandle(world: World): Promise<void> {
  await world.t.db
    .insert(linkedHandles)
    .values({
      userId: world.owner.user.id,
      site: 'codeforces',
      handle: ownerHandle,
      verifiedAt: new Date(),
      nextSyncAt: new Date(Date.now() + 60 * 60_000),
    })
    .onConflictDoNothing();
}

const ownOnly = expect4(401, 200, 404, 404);

/** The run of the sync the owner's `POST .../sync` queued, until it has finished. */
let queuedSync: Promise<unknown> | undefined;

export const handleRows: Rows = {
  'GET /api/handles': { setup: async () => ({ url: '/api/handles' }), expect: signedIn(200) },
  'GET /api/users/:userId/handles': {
    setup: async (world) => {
      await ownerVerifiedHandle(world);
      return { url: `/api/users/${world.owner.user.id}/handles` };
    },
    expect: signedIn(200),
  },
  'POST /api/handles': {
    setup: async (world) => {
      await ownerVerifiedHandle(world);
      return { url: '/api/handles', body: { site: 'codeforces', handle: ownerHandle } };
    },
    expect: expect4(401, 200, 409, 409),
  },
  'POST /api/handles/:site/verify': {
    setup: async (world) => {
      await ownerVerifiedHandle(world);
      return { url: '/api/handles/codeforces/verify' };
    },
    expect: ownOnly,
  },
  'POST /api/handles/:site/sync': {
    setup: async (world, _visibility, caller) => {
      await ownerVerifiedHandle(world);
      // The owner's call queues a sync, which writes the handle's state when it runs.
      if (caller === world.owner) queuedSync = nextRun(world.t.app.jobs, 'handles.sync');
      return { url: '/api/handles/codeforces/sync' };
    },
    expect: expect4(401, 202, 404, 404),
    settle: async () => {
      await queuedSync;
      queuedSync = undefined;
    },
  },
  // The matrix's app has no Codeforces OAuth app: "Link with Codeforces" is 404 to everyone signed
  // in (codeforces-sign-in.test.ts covers it set up, the flow bound to its user and session).
  'POST /api/handles/codeforces/sign-in': {
    setup: async () => ({ url: '/api/handles/codeforces/sign-in' }),
    expect: expect4(401, 404, 404, 404),
  },
  'GET /api/handles/codeforces/callback': {
    setup: async () => ({ url: '/api/handles/codeforces/callback?code=c&state=s' }),
    expect: expect4(401, 404, 404, 404),
  },
  'DELETE /api/handles/:site': {
    setup: async (world) => {
      await ownerVerifiedHandle(world);
      return { url: '/api/handles/codeforces' };
    },
    expect: ownOnly,
  },
};
