import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PresenceChange } from '@upsolve/contract';
import { partnersHeardMax, PresenceAudience } from './presence-audience.ts';
import type { Listener } from './presence-audience.ts';

/** A socket that records what it is sent. */
function listener() {
  const lists: string[][] = [];
  const changes: PresenceChange[] = [];
  const socket: Listener = {
    id: randomUUID(),
    sendOnline: (ids) => void lists.push(ids),
    sendChange: (change) => void changes.push(change),
  };
  return { socket, lists, changes };
}

describe('what one socket hears with 10,000 users online', () => {
  it('weighs its partners and watched ids on connect, not the site (about 390 KB before)', () => {
    const site = Array.from({ length: 10_000 }, () => randomUUID());
    const audience = new PresenceAudience();
    audience.deliver(new Set(), new Set(site));
    const [partner, watched, offlinePartner] = [site[1], site[2], randomUUID()];
    if (partner === undefined || watched === undefined) throw new Error('No users');

    const viewer = randomUUID();
    const tab = listener();
    audience.join(tab.socket, viewer, new Set([partner, offlinePartner]));
    expect(tab.lists).toEqual([[viewer, partner]]);
    audience.watch(tab.socket, [watched]);
    expect(tab.lists.at(-1)).toEqual([viewer, partner, watched]);
    expect(JSON.stringify(tab.lists).length).toBeLessThan(250);

    // Someone else comes and goes: not a word to this socket; a watched id's change is its own.
    const stranger = randomUUID();
    audience.deliver(new Set(site), new Set([...site, stranger]));
    audience.deliver(new Set([...site, stranger]), new Set(site.filter((id) => id !== watched)));
    expect(tab.changes).toEqual([{ online: [], offline: [watched] }]);
    expect(tab.lists).toHaveLength(2);
  });
});

describe('a first reply between two people', () => {
  it('adds the new partner to a known list and sends the new list, once', () => {
    const [viewer, partner] = [randomUUID(), randomUUID()];
    const audience = new PresenceAudience();
    audience.deliver(new Set(), new Set([viewer, partner]));
    const tab = listener();
    audience.join(tab.socket, viewer, new Set());
    expect(tab.lists).toEqual([[viewer]]);

    expect(audience.addPartner(viewer, partner)).toBe(true);
    expect(audience.arePartners(viewer, partner)).toBe(true);
    expect(tab.lists).toEqual([[viewer], [viewer, partner]]);
    expect(audience.addPartner(viewer, partner)).toBe(true);
    expect(tab.lists).toHaveLength(2);
  });

  it('asks for the list to be read again, in its order, when it is full', () => {
    const viewer = randomUUID();
    const audience = new PresenceAudience();
    const full = new Set(Array.from({ length: partnersHeardMax }, () => randomUUID()));
    audience.join(listener().socket, viewer, full);
    const newcomer = randomUUID();
    expect(audience.addPartner(viewer, newcomer)).toBe(false);
    expect(audience.arePartners(viewer, newcomer)).toBe(false);
  });
});
