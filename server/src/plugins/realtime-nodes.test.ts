import { afterEach, describe, expect, it } from 'vitest';
import { callAs } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { buildUser, signInAs } from '../test/factories.ts';
import { useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { socketClosedReasons, socketsPerUserMax } from '@upsolve/contract';
import type { SocketClosed } from '@upsolve/contract';
import {
  closeSockets,
  connect,
  connectedSocketOf,
  eventsOf,
  makePartners,
  nextEvent,
  socketOf,
  watchPresence,
} from '../test/sockets.ts';

/**
 * Two nodes of one deployment (one database, one Redis): whatever node a person's socket is on,
 * messages and presence reach them (the Redis streams adapter and plugins/presence.ts).
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl !== undefined)('real time across two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');
  afterEach(closeSockets);

  async function actorOn(t: TestApp): Promise<Actor> {
    const user = await buildUser(t.db);
    return { user, cookie: await signInAs(t.app, user) };
  }

  it('delivers a message sent through node A to a socket on node B, and echoes it back to A', async () => {
    const ada = await actorOn(nodeA);
    const bob = await actorOn(nodeB);
    const bobs = await connectedSocketOf(nodeB, bob);
    const adasOtherTab = await connectedSocketOf(nodeB, ada);
    const received = nextEvent(bobs.socket, 'newMessage');
    const echoed = nextEvent(adasOtherTab.socket, 'messageSent');
    // Node B keeps Bob's unread count; the message's delivery comes after its drop.
    // A stranger's message waits among Bob's requests (it never counts as unread).
    const unreadOnB = async () =>
      (await callAs(nodeB, bob, 'GET', '/api/messages/unread')).json().requests;
    expect(await unreadOnB()).toBe(0);
    const response = await callAs(nodeA, ada, 'POST', `/api/messages/send/${bob.user.id}`, {
      content: 'Across the nodes',
    });
    expect(response.statusCode).toBe(201);
    expect(await received).toEqual({ ...response.json(), box: 'requests' });
    expect(await echoed).toEqual(response.json());
    expect(await unreadOnB()).toBe(1);
  });

  it('shows a person online to both nodes until their sockets on both have gone', async () => {
    const watcher = await actorOn(nodeA);
    const carol = await actorOn(nodeA);
    const dave = await actorOn(nodeB);
    await makePartners(nodeA, watcher, carol);
    await makePartners(nodeB, watcher, dave);
    const watching = await connectedSocketOf(nodeA, watcher);

    const carolOnline = nextEvent(watching.socket, 'getOnlineUsers', (ids) =>
      ids.includes(carol.user.id),
    );
    const onB = { socket: await socketOf(nodeB, carol) };
    // Node B may hear of the watcher just after Carol arrives: its list is right within a change.
    const bothSeenOnB = nextEvent(
      onB.socket,
      'getOnlineUsers',
      (ids) => ids.includes(watcher.user.id) && ids.includes(carol.user.id),
    );
    await connect(onB.socket);
    await bothSeenOnB;
    await carolOnline;

    const onA = await connectedSocketOf(nodeA, carol);
    onB.socket.disconnect();
    // Someone else arrives on B: the list that says so still has Carol, who is on A.
    const daveOnline = nextEvent(watching.socket, 'getOnlineUsers', (ids) =>
      ids.includes(dave.user.id),
    );
    await connectedSocketOf(nodeB, dave);
    expect(await daveOnline).toContain(carol.user.id);

    const carolOffline = nextEvent(
      watching.socket,
      'getOnlineUsers',
      (ids) => !ids.includes(carol.user.id),
    );
    onA.socket.disconnect();
    await carolOffline;
  });

  it('tells a partner and a watcher on node A, and never a stranger, of someone on node B', async () => {
    const [ada, eve, zed] = [await actorOn(nodeA), await actorOn(nodeA), await actorOn(nodeA)];
    const bob = await actorOn(nodeB);
    await makePartners(nodeA, ada, bob);
    const adas = await connectedSocketOf(nodeA, ada);
    const eves = await connectedSocketOf(nodeA, eve);
    const zeds = await connectedSocketOf(nodeA, zed);
    await watchPresence(zeds.socket, [bob.user.id]);
    const eveHeard = eventsOf(eves.socket, 'getOnlineUsers');

    const bobForAda = nextEvent(adas.socket, 'getOnlineUsers', (ids) => ids.includes(bob.user.id));
    const bobForZed = nextEvent(zeds.socket, 'presenceChanged');
    const bobs = await connectedSocketOf(nodeB, bob);
    await bobForAda;
    expect(await bobForZed).toEqual({ online: [bob.user.id], offline: [] });

    // Hidden from node A at once, by a profile change made through node B.
    const hiddenForAda = nextEvent(
      adas.socket,
      'getOnlineUsers',
      (ids) => !ids.includes(bob.user.id),
    );
    const hiddenForZed = nextEvent(zeds.socket, 'presenceChanged');
    const hide = await callAs(nodeB, bob, 'PUT', `/api/myprofile/${bob.user.id}/updateprofile`, {
      showOnline: false,
    });
    expect(hide.statusCode).toBe(200);
    await hiddenForAda;
    expect(await hiddenForZed).toEqual({ online: [], offline: [bob.user.id] });
    bobs.socket.disconnect();

    expect(await watchPresence(eves.socket, [])).toEqual([eve.user.id]);
    expect(eveHeard.flat()).not.toContain(bob.user.id);
  });

  it(`closes the oldest socket of a user on node A when the ${socketsPerUserMax + 1}st opens on node B`, async () => {
    const ada = await actorOn(nodeA);
    const oldest = await connectedSocketOf(nodeA, ada);
    const closed = new Promise<SocketClosed>((resolve) =>
      oldest.socket.once('socket:closed', (notice) =>
        oldest.socket.once('disconnect', () => resolve(notice)),
      ),
    );
    for (let tab = 1; tab < socketsPerUserMax; tab += 1) {
      await connectedSocketOf(tab % 2 === 0 ? nodeA : nodeB, ada);
    }
    const newest = await connectedSocketOf(nodeB, ada);
    expect((await closed).reason).toBe(socketClosedReasons.tooManyConnections);
    expect(newest.socket.connected).toBe(true);
  });

  it('logging out on node A disconnects that session’s socket on node B', async () => {
    const ada = await actorOn(nodeA);
    const onB = await connectedSocketOf(nodeB, ada);
    const dropped = new Promise<string>((resolve) =>
      onB.socket.once('disconnect', (reason) => resolve(reason)),
    );
    await callAs(nodeA, ada, 'POST', '/api/logout');
    expect(await dropped).toBe('io server disconnect');
  });
});
