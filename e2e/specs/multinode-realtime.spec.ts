import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, test } from 'vitest';
import type { ClientToServerEvents, Message, ServerToClientEvents } from '@upsolve/contract';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { servicesForNodes, useTwoServerNodes } from '../harness/nodes.ts';
import type { RunningServer } from '../harness/server.ts';
import { uniqueUser } from '../harness/users.ts';

/**
 * Direct messages and presence across real server processes on one PostgreSQL and one Redis:
 * a client of node A talks to a client of node B, and a node that dies takes its users offline.
 */

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe.runIf(servicesForNodes)('direct messages and presence on two server processes', () => {
  const node = useTwoServerNodes();
  const sockets: ClientSocket[] = [];

  afterEach(() => {
    for (const socket of sockets) socket.disconnect();
    sockets.length = 0;
  });

  /** A new user signed up on `server`: their id and session cookie. */
  const signedUp = async (server: RunningServer) => {
    const response = await callApi(server.origin, 'POST', '/signup', {
      body: uniqueUser('rt'),
    });
    expect(response.status).toBe(201);
    const { user } = response.body as { user: { _id: string } };
    return { id: user._id, cookie: sessionCookieFrom(response) };
  };

  /** A browser-like socket of `cookie` on `server`, connected, with no reconnection. */
  const connectTo = (server: RunningServer, cookie: string, onOnline?: (ids: string[]) => void) =>
    new Promise<ClientSocket>((resolve, reject) => {
      const socket: ClientSocket = io(server.origin, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie, origin: server.origin },
      });
      sockets.push(socket);
      if (onOnline !== undefined) socket.on('getOnlineUsers', onOnline);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  /** Resolves with the first online list `accept` takes (lists come on connect and on change). */
  const onlineListOn = async (
    server: RunningServer,
    cookie: string,
    accept: (ids: string[]) => boolean,
  ) => {
    let found: (ids: string[]) => void = () => {};
    const list = new Promise<string[]>((resolve) => {
      found = resolve;
    });
    const socket = await connectTo(server, cookie, (ids) => {
      if (accept(ids)) found(ids);
    });
    return { socket, list };
  };

  test('a message sent by a client of node A reaches its receiver on node B at once', async () => {
    const ada = await signedUp(node(0));
    const bob = await signedUp(node(1));
    const bobsSocket = await connectTo(node(1), bob.cookie);
    const received = new Promise<Message>((resolve) => bobsSocket.once('newMessage', resolve));
    const sent = await callApi(node(0).origin, 'POST', `/messages/send/${bob.id}`, {
      body: { content: 'Hello from node A' },
      cookie: ada.cookie,
    });
    expect(sent.status).toBe(201);
    // A stranger's first message reaches Bob as a request.
    expect(await received).toEqual({ ...(sent.body as Message), box: 'requests' });
  });

  test('presence is right on both nodes, and a killed node’s users go offline', async () => {
    const watcher = await signedUp(node(0));
    const carol = await signedUp(node(1));
    // Presence is heard by conversation partners (and watching screens): they talk first.
    for (const [from, to, server] of [
      [watcher, carol, node(0)],
      [carol, watcher, node(1)],
    ] as const) {
      const sent = await callApi(server.origin, 'POST', `/messages/send/${to.id}`, {
        body: { content: 'gl hf' },
        cookie: from.cookie,
      });
      expect(sent.status).toBe(201);
    }
    const carolOnline = await onlineListOn(node(0), watcher.cookie, (ids) =>
      ids.includes(carol.id),
    );
    await connectTo(node(1), carol.cookie);
    expect(await carolOnline.list).toContain(watcher.id);

    // Node B dies without a word; node A stops hearing its heartbeat and drops its users.
    const carolOffline = new Promise<string[]>((resolve) =>
      carolOnline.socket.on('getOnlineUsers', (ids) => {
        if (!ids.includes(carol.id)) resolve(ids);
      }),
    );
    await node(1).kill();
    expect(await carolOffline).toContain(watcher.id);
  });
});
