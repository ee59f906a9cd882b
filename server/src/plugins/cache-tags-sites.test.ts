import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { EventType } from '../lib/events/catalog.ts';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { buildEndedRound } from '../test/contest-factories.ts';
import { heardEvent } from '../test/events.ts';
import { cachedFor, readAs } from '../test/cache-reads.ts';
import { useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { catalogEnv, serveCatalogFixtures } from '../test/outside-sites/catalog.ts';
import { startFakeSites } from '../test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../test/outside-sites/fake-sites.ts';
import {
  freshHandle,
  handlePaths,
  meetChallenge,
  recordedSubmissions,
  serveHandleSites,
} from '../test/outside-sites/handles.ts';
import type { HandleSitesState, LinkAnswer } from '../test/outside-sites/handles.ts';
import { handlesAppOptions } from '../test/outside-sites/handles-app.ts';

/**
 * cache-tags.test.ts's two-node check for the writes that ask an outside site (a handle's link,
 * proof, sync and unlinking, a contest's upsolving): node B answers what node A changed as soon
 * as it heard the event, and keeps a read the write did not touch cached.
 */

const redisUrl = process.env.TEST_REDIS_URL;

interface Scene {
  /** Links a handle of theirs and upsolves a contest. */
  owner: Actor;
  /** Reads the owner's public face. */
  observer: Actor;
  handle: string;
}

interface Case {
  name: string;
  event: EventType;
  /**
   * What comes first, on node A, and the last event it causes: node B reads once it heard that
   * (nodes apply events in number order), so nothing of it arrives later to drop what is cached.
   */
  prepare?: { run: (t: TestApp, scene: Scene) => Promise<void>; lastEvent: EventType };
  write: (t: TestApp, scene: Scene) => Promise<number>;
  /** A read of `reader`'s that shows the change, and what it shows once the change is seen. */
  changed: (scene: Scene) => { reader: Actor; url: string; shows: (body: string) => boolean };
}

let fake: FakeSites | undefined;
let state: HandleSitesState | undefined;
const sites = () => {
  if (fake === undefined || state === undefined) throw new Error('The fake sites start first');
  return { fake, state };
};

async function link(t: TestApp, { owner, handle }: Scene): Promise<LinkAnswer> {
  const linked = await callAs(t, owner, 'POST', '/api/handles', { site: 'codeforces', handle });
  expect(linked.statusCode).toBe(200);
  return linked.json();
}

/** Links and proves the handle; proving it queues the first sync (`handle.synced`). */
const linkAndProve = {
  run: async (t: TestApp, scene: Scene) => {
    meetChallenge(sites().state, await link(t, scene));
    const verified = await callAs(t, scene.owner, 'POST', '/api/handles/codeforces/verify');
    expect(verified.statusCode).toBe(200);
  },
  lastEvent: 'handle.synced',
} satisfies Case['prepare'];

const ownList = '/api/handles';
const publicList = ({ owner }: Scene) => `/api/users/${owner.user.id}/handles`;

const cases: Case[] = [
  {
    name: 'a linked handle shows in its owner’s list',
    event: 'handle.linked',
    write: async (t, scene) => (await link(t, scene), 200),
    changed: ({ owner, handle }) => ({
      reader: owner,
      url: ownList,
      shows: (body) => body.includes(handle),
    }),
  },
  {
    name: 'a proven handle shows on its owner’s public face',
    event: 'handle.verified',
    prepare: {
      run: async (t, scene) => meetChallenge(sites().state, await link(t, scene)),
      lastEvent: 'handle.linked',
    },
    write: async (t, { owner }) =>
      (await callAs(t, owner, 'POST', '/api/handles/codeforces/verify')).statusCode,
    changed: (scene) => ({
      reader: scene.observer,
      url: publicList(scene),
      shows: (body) => body.includes(scene.handle),
    }),
  },
  {
    name: 'a failed sync shows its error in the owner’s list',
    event: 'handle.sync-failed',
    prepare: linkAndProve,
    write: async (t, { owner }) => {
      sites().fake.route(handlePaths.codeforcesStatus, { status: 503, body: 'busy' });
      return (await callAs(t, owner, 'POST', '/api/handles/codeforces/sync')).statusCode;
    },
    changed: ({ owner }) => ({
      reader: owner,
      url: ownList,
      shows: (body) => body.includes('Codeforces answered 503'),
    }),
  },
  {
    name: 'an unlinked handle leaves its owner’s public face',
    event: 'handle.unlinked',
    prepare: linkAndProve,
    write: async (t, { owner }) =>
      (await callAs(t, owner, 'DELETE', '/api/handles/codeforces')).statusCode,
    changed: (scene) => ({
      reader: scene.observer,
      url: publicList(scene),
      shows: (body) => !body.includes(scene.handle),
    }),
  },
  {
    name: 'an upsolved contest shows in its upsolver’s list',
    event: 'contest.upsolved',
    write: async (t, { owner }) => {
      const url = `/api/contests/codeforces/${await buildEndedRound(t.db)}/upsolve`;
      return (await callAs(t, owner, 'POST', url)).statusCode;
    },
    changed: ({ owner }) => ({
      reader: owner,
      url: '/api/contests/upsolving',
      // The round of test/contest-factories.ts, its two problems to do.
      shows: (body) => body.includes('"contestId":"4242","solved":0,"total":2'),
    }),
  },
];

describe.runIf(redisUrl !== undefined)('what an outside site’s change drops, on two nodes', () => {
  beforeAll(async () => {
    fake = await startFakeSites();
    state = await recordedSubmissions();
    await serveCatalogFixtures(fake);
    await serveHandleSites(fake, state);
  });
  afterAll(() => fake?.close());
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '', () => {
    const options = handlesAppOptions(sites().fake);
    return { ...options, env: { ...catalogEnv(sites().fake), ...options.env } };
  });

  it.each(cases)('$name', async ({ event, prepare, write, changed }) => {
    const [owner, observer] = [await signedInActor(nodeA), await signedInActor(nodeA)];
    const scene: Scene = { owner, observer, handle: freshHandle(sites().fake) };
    await serveHandleSites(sites().fake, sites().state);
    if (prepare !== undefined) {
      const mine = (facts: object) => 'userId' in facts && facts.userId === owner.user.id;
      const settled = heardEvent(nodeB, prepare.lastEvent, mine);
      await prepare.run(nodeA, scene);
      await settled;
    }
    const { reader, url, shows } = changed(scene);
    // Read through node B, where what node A changes arrives as events.
    await cachedFor(nodeB, reader, url);
    const untouched = '/api/dashboard?platform=AtCoder';
    await cachedFor(nodeB, reader, untouched);
    expect(shows((await readAs(nodeB, reader, url)).body)).toBe(false);

    const heardOnB = heardEvent(nodeB, event);
    expect(await write(nodeA, scene)).toBeLessThan(300);
    await heardOnB;
    expect(shows((await readAs(nodeB, reader, url)).body)).toBe(true);
    expect((await readAs(nodeB, reader, untouched)).cache).toBe('hit');
  });
});
