import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { cacheSettled } from '../../test/cache-reads.ts';
import { nextRun } from '../../test/jobs.ts';
import { freshHandle, handlePaths, meetChallenge } from '../../test/outside-sites/handles.ts';
import { useHandleSites } from '../../test/outside-sites/handles-app.ts';

/**
 * The handles lists are cached (cache.ts): the viewer's own for them alone, a user's verified
 * handles for everyone, each until a handle of that user changes.
 */
const { app, sites } = useHandleSites();

async function read(actor: Actor, path: string) {
  const response = await callAs(app.t, actor, 'GET', path);
  expect(response.statusCode).toBe(200);
  const { handles } = response.json() as { handles: Record<string, unknown>[] };
  return { handles, cache: response.headers['x-cache'] };
}

describe('cached handles lists', () => {
  it("keeps the viewer's own list theirs, and answers it anew once a handle of theirs changes", async () => {
    const [owner, stranger] = [await signedInActor(app.t), await signedInActor(app.t)];
    const handle = freshHandle(app.fake);
    const linked = await callAs(app.t, owner, 'POST', '/api/handles', {
      site: 'codeforces',
      handle,
    });
    expect(linked.statusCode).toBe(200);
    await read(owner, '/api/handles');
    expect(await read(owner, '/api/handles')).toMatchObject({
      handles: [{ handle, verified: false }],
      cache: 'hit',
    });
    expect(await read(stranger, '/api/handles')).toEqual({ handles: [], cache: 'miss' });

    meetChallenge(sites.state, linked.json());
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    expect((await callAs(app.t, owner, 'POST', '/api/handles/codeforces/verify')).statusCode).toBe(
      200,
    );
    await synced;
    await cacheSettled(app.t);
    // Dropped, and read again by the server before the owner came back.
    expect(await read(owner, '/api/handles')).toMatchObject({
      handles: [{ handle, verified: true, lastError: null }],
      cache: 'hit',
    });

    // A failed sync changes only the handle's error and next try: the list shows them at once.
    app.fake.route(handlePaths.codeforcesStatus, { status: 503, body: 'busy' });
    const failed = nextRun(app.t.app.jobs, 'handles.sync');
    expect((await callAs(app.t, owner, 'POST', '/api/handles/codeforces/sync')).statusCode).toBe(
      202,
    );
    await failed;
    const [shown] = (await read(owner, '/api/handles')).handles;
    expect(shown?.lastError).toMatch(/^Codeforces answered 503/);
  });

  it("shares a user's verified handles, shown once proven and gone once unlinked", async () => {
    const [owner, reader] = [await signedInActor(app.t), await signedInActor(app.t)];
    const path = `/api/users/${owner.user.id}/handles`;
    const handle = freshHandle(app.fake);
    const linked = await callAs(app.t, owner, 'POST', '/api/handles', { site: 'atcoder', handle });
    await read(reader, path);
    expect(await read(reader, path)).toEqual({ handles: [], cache: 'hit' });

    meetChallenge(sites.state, linked.json());
    const synced = nextRun(app.t.app.jobs, 'handles.sync');
    expect((await callAs(app.t, owner, 'POST', '/api/handles/atcoder/verify')).statusCode).toBe(
      200,
    );
    await synced;
    await cacheSettled(app.t);
    expect(await read(reader, path)).toMatchObject({
      handles: [{ site: 'atcoder', handle }],
      cache: 'hit',
    });
    expect((await read(owner, path)).cache).toBe('hit');

    expect((await callAs(app.t, owner, 'DELETE', '/api/handles/atcoder')).statusCode).toBe(200);
    await cacheSettled(app.t);
    expect(await read(reader, path)).toEqual({ handles: [], cache: 'hit' });
  });
});
