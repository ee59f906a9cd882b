import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@upsolve/contract';
import { signedInActor } from './actors.ts';
import type { Actor } from './actors.ts';
import type { TestApp } from './harness.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<Event extends EventName> = Parameters<ServerToClientEvents[Event]>[0];

const baseUrls = new WeakMap<TestApp['app'], string>();

/** The app listening on a free port of 127.0.0.1 (once per app), for real sockets. */
export async function baseUrlOf(t: TestApp): Promise<string> {
  const known = baseUrls.get(t.app);
  if (known !== undefined) return known;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  baseUrls.set(t.app, url);
  return url;
}

export interface ConnectOptions {
  origin?: string;
  /** The `userId` query parameter the seed's client sends (never trusted). */
  userId?: string;
  /** A Cookie header other than the actor's (a made-up one). */
  cookie?: string;
}

/** A socket as a browser tab of `actor` (null: signed out) opens it; not yet connected. */
export async function socketOf(
  t: TestApp,
  actor: Actor | null,
  options: ConnectOptions = {},
): Promise<ClientSocket> {
  const cookie = options.cookie ?? actor?.cookie;
  const socket: ClientSocket = io(await baseUrlOf(t), {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    query: options.userId === undefined ? {} : { userId: options.userId },
    extraHeaders: {
      ...(cookie === undefined ? {} : { cookie }),
      origin: options.origin ?? 'http://localhost:3000',
    },
  });
  openSockets.add(socket);
  return socket;
}

const openSockets = new Set<ClientSocket>();

/** Closes every socket the tests opened (an afterEach). */
export function closeSockets(): void {
  for (const socket of openSockets) socket.disconnect();
  openSockets.clear();
}

/** Connects and resolves once the server accepted it, or rejects with the server's refusal. */
export function connect(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
    socket.connect();
  });
}

/** A connected socket of `actor`, and the first online list the server sent it. */
export async function connectedSocketOf(
  t: TestApp,
  actor: Actor,
  options: ConnectOptions = {},
): Promise<{ socket: ClientSocket; online: string[] }> {
  const socket = await socketOf(t, actor, options);
  const online = nextEvent(socket, 'getOnlineUsers');
  await connect(socket);
  return { socket, online: await online };
}

/** The next `event` the socket receives that `accept` takes. */
export function nextEvent<Event extends EventName>(
  socket: ClientSocket,
  event: Event,
  accept: (payload: Payload<Event>) => boolean = () => true,
): Promise<Payload<Event>> {
  return new Promise((resolve) => {
    const listener = (payload: Payload<Event>) => {
      if (!accept(payload)) return;
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

/** Every `event` the socket receives from now on, in order (a recorder for "never heard"). */
export function eventsOf<Event extends EventName>(
  socket: ClientSocket,
  event: Event,
): Payload<Event>[] {
  const heard: Payload<Event>[] = [];
  socket.on(event, ((payload: Payload<Event>) => void heard.push(payload)) as never);
  return heard;
}

/**
 * Sends `presence:watch` and resolves the whole list the server answers with. Anything the
 * server sent this socket before it read the watch has arrived by then, so the answer is also a
 * barrier for "was never sent".
 */
export async function watchPresence(socket: ClientSocket, ids: string[]): Promise<string[]> {
  const answer = nextEvent(socket, 'getOnlineUsers');
  socket.emit('presence:watch', { ids });
  return answer;
}

/** Makes two people conversation partners as they would: one writes, the other answers. */
export async function makePartners(t: TestApp, first: Actor, second: Actor): Promise<void> {
  for (const [from, to] of [
    [first, second],
    [second, first],
  ] as const) {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/messages/send/${to.user.id}`,
      headers: { cookie: from.cookie },
      payload: { content: `hello ${to.user.username}` },
    });
    if (sent.statusCode !== 201) throw new Error(`Sending failed: ${sent.body}`);
  }
}

/** The same ids in any order. */
export const sameIds = (ids: readonly string[]) => [...ids].sort();

/**
 * Resolves once the node of `t` has announced every one of `ids` as online: what a socket hears
 * is the state of the last announcement (changes are coalesced, at most one a second), so a test
 * that expects someone in a list on connect waits for this first.
 */
export async function onlineAnnounced(t: TestApp, ids: string[]): Promise<void> {
  // A watcher of its own, a stranger to everyone: its coming and going concerns no one.
  const socket = await socketOf(t, await signedInActor(t));
  const waiting = new Set(ids);
  const done = new Promise<void>((resolve) => {
    const heard = (online: string[]) => {
      for (const id of online) waiting.delete(id);
      if (waiting.size === 0) resolve();
    };
    socket.on('getOnlineUsers', heard);
    socket.on('presenceChanged', (change) => heard(change.online));
  });
  await connect(socket);
  socket.emit('presence:watch', { ids });
  await done;
  socket.disconnect();
}
