import { and, desc, eq, exists, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Invitation, Message, PresenceChange, ServerToClientEvents } from '@upsolve/contract';
import type { Database } from '../db/client.ts';
import { blocks, conversations, users } from '../db/schema/index.ts';

/**
 * Who hears whose presence on this node (docs/decisions/009-presence-by-watching.md). A socket
 * hears its user's conversation partners and the ids it watches (`presence:watch`), never the
 * whole site. A socket that never watched gets `getOnlineUsers` whole after each change that
 * concerns it (the seed's client listens to nothing else); one that watched gets
 * `presenceChanged` with only what changed.
 */

/** A user hears at most this many partners, their most recent conversations first. */
export const partnersHeardMax = 1_000;

/** What the audience needs of a socket: its id and its two presence events. */
export interface Listener {
  readonly id: string;
  sendOnline: (ids: string[]) => void;
  sendChange: (change: PresenceChange) => void;
}

const talkedBack = alias(conversations, 'talked_back');

/**
 * A user's conversation partners: both people hold the conversation as accepted (not a request,
 * not declined) and neither blocks the other. Most recent first (conversations_recent_idx).
 */
export async function partnersOf(db: Database, userId: string): Promise<Set<string>> {
  const rows = await partnerRows(db, userId)
    .orderBy(desc(conversations.lastActivityAt))
    .limit(partnersHeardMax);
  return new Set(rows.map((row) => row.id));
}

/** Whether two people are partners now: one row's lookup, where `partnersOf` reads a list. */
export async function arePartnersNow(db: Database, userId: string, otherId: string) {
  const rows = await partnerRows(db, userId, otherId).limit(1);
  return rows.length > 0;
}

/** The partners of `userId` (only `otherId`, when given) as `partnersOf` defines them. */
function partnerRows(db: Database, userId: string, otherId?: string) {
  const blockedEitherWay = db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), eq(blocks.blockedId, conversations.otherId)),
        and(eq(blocks.blockerId, conversations.otherId), eq(blocks.blockedId, userId)),
      ),
    );
  return db
    .select({ id: conversations.otherId })
    .from(conversations)
    .innerJoin(
      talkedBack,
      and(
        eq(talkedBack.userId, conversations.otherId),
        eq(talkedBack.otherId, conversations.userId),
        eq(talkedBack.status, 'accepted'),
      ),
    )
    .where(
      and(
        eq(conversations.userId, userId),
        otherId === undefined ? undefined : eq(conversations.otherId, otherId),
        eq(conversations.status, 'accepted'),
        not(exists(blockedEitherWay)),
      ),
    )
    .$dynamic();
}

/** The user's "Show when I'm online" (false for a user that no longer exists). */
export async function showsOnline(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ showOnline: users.showOnline })
    .from(users)
    .where(eq(users.id, userId));
  return row?.showOnline ?? false;
}

const addTo = <Key, Value>(index: Map<Key, Set<Value>>, key: Key, value: Value) => {
  const values = index.get(key) ?? new Set<Value>();
  values.add(value);
  index.set(key, values);
};
const removeFrom = <Key, Value>(index: Map<Key, Set<Value>>, key: Key, value: Value) => {
  const values = index.get(key);
  if (values === undefined) return;
  values.delete(value);
  if (values.size === 0) index.delete(key);
};

export class PresenceAudience {
  private readonly userOf = new Map<Listener, string>();
  private readonly listenersOf = new Map<string, Set<Listener>>();
  private readonly partnersOfUser = new Map<string, ReadonlySet<string>>();
  /** Partner id → the users here who hear them. */
  private readonly partnerOf = new Map<string, Set<string>>();
  /** Only listeners that sent `presence:watch` are here. */
  private readonly watchedBy = new Map<Listener, ReadonlySet<string>>();
  /** Watched id → the listeners watching it. */
  private readonly watchers = new Map<string, Set<Listener>>();

  /**
   * Who was online at the last change delivered: every list is read from it, so what a socket
   * is told on connect or watch and the changes it hears next always add up (someone who comes
   * and goes between two deliveries is never heard of at all).
   */
  private online: ReadonlySet<string> = new Set();

  /** Whether the partners of `userId` are known here (one of their sockets is here). */
  knows(userId: string): boolean {
    return this.partnersOfUser.has(userId);
  }

  /** Whether `otherId` is a partner of `userId`, as known here. */
  arePartners(userId: string, otherId: string): boolean {
    return this.partnersOfUser.get(userId)?.has(otherId) ?? false;
  }

  /** A socket of `userId` joined; `partners` unless already known here. Sends it its list. */
  join(listener: Listener, userId: string, partners: ReadonlySet<string> | undefined): void {
    this.userOf.set(listener, userId);
    addTo(this.listenersOf, userId, listener);
    if (!this.knows(userId)) this.setPartners(userId, partners ?? new Set());
    listener.sendOnline(this.onlineFor(listener));
  }

  leave(listener: Listener): void {
    const userId = this.userOf.get(listener);
    if (userId === undefined) return;
    this.unwatch(listener);
    this.userOf.delete(listener);
    removeFrom(this.listenersOf, userId, listener);
    if (!this.listenersOf.has(userId)) this.setPartners(userId, new Set());
  }

  /** Replaces what the socket watches, and sends it the whole list it hears from now on. */
  watch(listener: Listener, ids: readonly string[]): void {
    if (!this.userOf.has(listener)) return;
    this.unwatch(listener);
    const watched = new Set(ids);
    this.watchedBy.set(listener, watched);
    for (const id of watched) addTo(this.watchers, id, listener);
    listener.sendOnline(this.onlineFor(listener));
  }

  /**
   * `userId` and `otherId` became partners (a first reply): added to the list as known here, or
   * false when that list is full and must be read again in its order.
   */
  addPartner(userId: string, otherId: string): boolean {
    const partners = this.partnersOfUser.get(userId);
    if (partners === undefined || partners.has(otherId)) return true;
    if (partners.size >= partnersHeardMax) return false;
    this.updatePartners(userId, new Set([...partners, otherId]));
    return true;
  }

  /** The user's partners changed (a first reply, a block): their sockets hear the new list. */
  updatePartners(userId: string, partners: ReadonlySet<string>): void {
    if (!this.listenersOf.has(userId)) return;
    this.setPartners(userId, partners);
    for (const listener of this.listenersOf.get(userId) ?? []) {
      listener.sendOnline(this.onlineFor(listener));
    }
  }

  /** Tells every socket here that hears a changed id what changed, coalesced by the caller. */
  deliver(before: ReadonlySet<string>, after: ReadonlySet<string>): void {
    this.online = after;
    const changed = [...after].filter((id) => !before.has(id));
    for (const id of before) if (!after.has(id)) changed.push(id);
    const changesOf = new Map<Listener, string[]>();
    const hears = (listener: Listener, id: string) => {
      const ids = changesOf.get(listener) ?? [];
      ids.push(id);
      changesOf.set(listener, ids);
    };
    for (const id of changed) {
      for (const userId of this.partnerOf.get(id) ?? []) {
        for (const listener of this.listenersOf.get(userId) ?? []) hears(listener, id);
      }
      for (const listener of this.watchers.get(id) ?? []) hears(listener, id);
    }
    for (const [listener, ids] of changesOf) {
      if (!this.watchedBy.has(listener)) {
        listener.sendOnline(this.onlineFor(listener));
        continue;
      }
      const distinct = [...new Set(ids)];
      listener.sendChange({
        online: distinct.filter((id) => after.has(id)),
        offline: distinct.filter((id) => !after.has(id)),
      });
    }
  }

  /** The viewer (always: it is their own connection) and whoever they hear that is online. */
  private onlineFor(listener: Listener): string[] {
    const userId = this.userOf.get(listener);
    if (userId === undefined) return [];
    const heard = new Set([userId]);
    for (const id of this.partnersOfUser.get(userId) ?? []) if (this.online.has(id)) heard.add(id);
    for (const id of this.watchedBy.get(listener) ?? []) if (this.online.has(id)) heard.add(id);
    return [...heard];
  }

  private unwatch(listener: Listener): void {
    for (const id of this.watchedBy.get(listener) ?? []) removeFrom(this.watchers, id, listener);
    this.watchedBy.delete(listener);
  }

  private setPartners(userId: string, partners: ReadonlySet<string>): void {
    for (const id of this.partnersOfUser.get(userId) ?? []) removeFrom(this.partnerOf, id, userId);
    if (partners.size === 0 && !this.listenersOf.has(userId)) {
      this.partnersOfUser.delete(userId);
      return;
    }
    this.partnersOfUser.set(userId, partners);
    for (const id of partners) addTo(this.partnerOf, id, userId);
  }
}

/** The two people of a message, or of an invitation just accepted; null for other events. */
export function pairTalking(
  event: keyof ServerToClientEvents,
  payload: unknown,
): [string, string] | null {
  if (event === 'newMessage') {
    const message = payload as Message;
    return [message.sender, message.receiver];
  }
  if (event === 'invitation:answered') {
    const invitation = payload as Invitation;
    if (invitation.status === 'accepted') return [invitation.from._id, invitation.to._id];
  }
  return null;
}

/** The one of a pair who is not `userId`. */
const other = (pair: readonly [string, string], userId: string) =>
  pair[0] === userId ? pair[1] : pair[0];

/**
 * Who talks with whom changed for two people: each reloads the partners they hear, on the nodes
 * where they have sockets (after a message, only whether the two became partners is asked).
 * Returns what announces such a change on every node.
 */
export function followPartnerships(app: FastifyInstance, audience: PresenceAudience) {
  const reload = (userId: string) =>
    partnersOf(app.db, userId).then((partners) => audience.updatePartners(userId, partners));
  // A message can only make two people partners (never part them): one lookup of the pair
  // instead of both lists, and nothing sent when they were not partners before and are not now.
  const afterMessage = async (pair: readonly [string, string]) => {
    const [first, second] = pair;
    const unknownPartners = pair.filter(
      (userId) => audience.knows(userId) && !audience.arePartners(userId, other(pair, userId)),
    );
    if (unknownPartners.length === 0) return;
    if (!(await arePartnersNow(app.db, first, second))) return;
    for (const userId of unknownPartners) {
      if (!audience.addPartner(userId, other(pair, userId))) await reload(userId);
    }
  };
  app.bus.subscribe('partners-changed', (message) => {
    const [first = '', second = '', kind] = message.split(':');
    const done =
      kind === 'message'
        ? afterMessage([first, second])
        : Promise.all([first, second].filter((id) => audience.knows(id)).map(reload));
    done.catch((error: unknown) => app.log.warn({ err: error }, 'Reading partners failed'));
  });
  return (a: string, b: string, kind: 'message' | 'any') =>
    app.bus.publish('partners-changed', `${a}:${b}:${kind}`);
}
