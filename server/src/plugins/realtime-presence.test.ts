import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { presenceWatchMax } from '@upsolve/contract';
import { conversations } from '../db/schema/index.ts';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { useTestApp } from '../test/harness.ts';
import {
  closeSockets,
  connectedSocketOf,
  eventsOf,
  makePartners,
  nextEvent,
  onlineAnnounced,
  sameIds,
  watchPresence,
} from '../test/sockets.ts';

/**
 * Presence is heard by conversation partners and by screens that watch ids, never by the whole
 * site (docs/product.md, "Real time"; docs/decisions/009-presence-by-watching.md).
 */

const t = useTestApp();
afterEach(closeSockets);

const person = () => signedInActor(t);

function showOnline(actor: Actor, showOnline: boolean) {
  return callAs(t, actor, 'PUT', `/api/myprofile/${actor.user.id}/updateprofile`, { showOnline });
}

describe('who hears whose presence', () => {
  it('a partner hears a user come and go; a stranger never does', async () => {
    const [ada, bob, eve] = [await person(), await person(), await person()];
    await makePartners(t, ada, bob);
    const adas = await connectedSocketOf(t, ada);
    const eves = await connectedSocketOf(t, eve);
    expect(eves.online).toEqual([eve.user.id]);
    const eveHeard = eventsOf(eves.socket, 'getOnlineUsers');

    await onlineAnnounced(t, [ada.user.id]);
    const bobOnline = nextEvent(adas.socket, 'getOnlineUsers', (ids) => ids.includes(bob.user.id));
    const bobs = await connectedSocketOf(t, bob);
    expect(sameIds(bobs.online)).toEqual(sameIds([bob.user.id, ada.user.id]));
    expect(sameIds(await bobOnline)).toEqual(sameIds([ada.user.id, bob.user.id]));

    const bobOffline = nextEvent(
      adas.socket,
      'getOnlineUsers',
      (ids) => !ids.includes(bob.user.id),
    );
    bobs.socket.disconnect();
    expect(await bobOffline).toEqual([ada.user.id]);
    // Eve's own watch answer comes after anything sent to her before it: nothing about Bob.
    expect(await watchPresence(eves.socket, [])).toEqual([eve.user.id]);
    expect(eveHeard.flat()).not.toContain(bob.user.id);
  });

  it('sends on connect only the viewer, partners and watched ids that are online, never the site', async () => {
    const [ada, bob, carol, dave, erin, frank] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await makePartners(t, ada, bob);
    await makePartners(t, ada, carol);
    // Online: Bob (partner), Dave (a stranger), Erin (to be watched). Carol is offline.
    for (const actor of [bob, dave, erin]) await connectedSocketOf(t, actor);
    await onlineAnnounced(t, [bob.user.id, dave.user.id, erin.user.id]);

    const adas = await connectedSocketOf(t, ada);
    expect(sameIds(adas.online)).toEqual(sameIds([ada.user.id, bob.user.id]));
    const watched = await watchPresence(adas.socket, [erin.user.id, frank.user.id]);
    expect(sameIds(watched)).toEqual(sameIds([ada.user.id, bob.user.id, erin.user.id]));
  });

  it('tells a watching socket only what changed, among the ids it watches now', async () => {
    const [ada, carol, dave] = [await person(), await person(), await person()];
    const adas = await connectedSocketOf(t, ada);
    const changes = eventsOf(adas.socket, 'presenceChanged');
    await watchPresence(adas.socket, [carol.user.id]);
    // A new watch replaces the previous one: Carol is no longer watched.
    await watchPresence(adas.socket, [dave.user.id]);

    await connectedSocketOf(t, carol);
    const daveOnline = nextEvent(adas.socket, 'presenceChanged');
    const daves = await connectedSocketOf(t, dave);
    expect(await daveOnline).toEqual({ online: [dave.user.id], offline: [] });
    const daveOffline = nextEvent(adas.socket, 'presenceChanged');
    daves.socket.disconnect();
    expect(await daveOffline).toEqual({ online: [], offline: [dave.user.id] });
    expect(changes.flatMap((change) => [...change.online, ...change.offline])).not.toContain(
      carol.user.id,
    );
  });

  it(`refuses a watch of more than ${presenceWatchMax} ids whole, and keeps the previous one`, async () => {
    const [ada, carol] = [await person(), await person()];
    const adas = await connectedSocketOf(t, ada);
    await watchPresence(adas.socket, [carol.user.id]);
    const carolOnline = nextEvent(adas.socket, 'presenceChanged');
    await connectedSocketOf(t, carol);
    expect(await carolOnline).toEqual({ online: [carol.user.id], offline: [] });
    const tooMany = Array.from({ length: presenceWatchMax + 1 }, () => crypto.randomUUID());
    const answers = eventsOf(adas.socket, 'getOnlineUsers');
    adas.socket.emit('presence:watch', { ids: tooMany });
    adas.socket.emit('presence:watch', { ids: ['not-an-id'] });
    // The refused watches sent nothing and changed nothing: Carol is still watched.
    const carolOffline = nextEvent(adas.socket, 'presenceChanged');
    closeSocketsOf(carol);
    expect(await carolOffline).toEqual({ online: [], offline: [carol.user.id] });
    expect(answers).toEqual([]);
    const exactly = Array.from({ length: presenceWatchMax }, () => crypto.randomUUID());
    expect(await watchPresence(adas.socket, exactly)).toEqual([ada.user.id]);
  });

  it('hides a user who turned "Show when I\'m online" off from partners and watchers, without a reconnect', async () => {
    const [ada, bob, eve] = [await person(), await person(), await person()];
    await makePartners(t, ada, bob);
    const adas = await connectedSocketOf(t, ada);
    const eves = await connectedSocketOf(t, eve);
    await watchPresence(eves.socket, [bob.user.id]);
    const bobForEve = nextEvent(eves.socket, 'presenceChanged');
    const bobForAda = nextEvent(adas.socket, 'getOnlineUsers', (ids) => ids.includes(bob.user.id));
    const bobs = await connectedSocketOf(t, bob);
    expect(await bobForEve).toEqual({ online: [bob.user.id], offline: [] });
    await bobForAda;

    const goneForAda = nextEvent(
      adas.socket,
      'getOnlineUsers',
      (ids) => !ids.includes(bob.user.id),
    );
    const goneForEve = nextEvent(eves.socket, 'presenceChanged');
    expect((await showOnline(bob, false)).statusCode).toBe(200);
    await goneForAda;
    expect(await goneForEve).toEqual({ online: [], offline: [bob.user.id] });

    // A new tab of the hidden Bob shows him to no one.
    const adaHeard = eventsOf(adas.socket, 'getOnlineUsers');
    bobs.socket.disconnect();
    await connectedSocketOf(t, bob);
    expect(await watchPresence(adas.socket, [])).toEqual([ada.user.id]);
    expect(adaHeard.flat()).not.toContain(bob.user.id);

    const backForEve = nextEvent(eves.socket, 'presenceChanged');
    expect((await showOnline(bob, true)).statusCode).toBe(200);
    expect(await backForEve).toEqual({ online: [bob.user.id], offline: [] });
  });

  it('follows who talks with whom: a first reply makes partners, a block or a decline ends it', async () => {
    const [ada, bob] = [await person(), await person()];
    const adas = await connectedSocketOf(t, ada);
    await connectedSocketOf(t, bob);
    const bobHeard = nextEvent(adas.socket, 'getOnlineUsers', (ids) => ids.includes(bob.user.id));
    await makePartners(t, ada, bob);
    expect(sameIds(await bobHeard)).toEqual(sameIds([ada.user.id, bob.user.id]));

    // Blocking through the API tells every node at once.
    const bobGone = nextEvent(adas.socket, 'getOnlineUsers', (ids) => !ids.includes(bob.user.id));
    expect((await callAs(t, bob, 'POST', `/api/blocks/${ada.user.id}`)).statusCode).toBe(200);
    await bobGone;
    const bobBack = nextEvent(adas.socket, 'getOnlineUsers', (ids) => ids.includes(bob.user.id));
    expect((await callAs(t, bob, 'DELETE', `/api/blocks/${ada.user.id}`)).statusCode).toBe(200);
    await bobBack;

    await t.db
      .update(conversations)
      .set({ status: 'declined' })
      .where(and(eq(conversations.userId, bob.user.id), eq(conversations.otherId, ada.user.id)));
    const listAfterDecline = nextEvent(adas.socket, 'getOnlineUsers');
    await t.app.realtime.partnershipChanged(bob.user.id, ada.user.id);
    expect(await listAfterDecline).toEqual([ada.user.id]);
  });
});

/** Disconnects every socket the server holds for `actor`'s user. */
function closeSocketsOf(actor: Actor) {
  t.app.realtime.io.in(`user:${actor.user.id}`).disconnectSockets(true);
}
