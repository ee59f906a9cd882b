import { act } from '@testing-library/react';
import type { ServerToClientEvents } from '@upsolve/contract';

/*
 * Socket.IO's client, replaced for every web test (test/setup.ts mocks 'socket.io-client'): the
 * app opens a FakeSocket instead of a connection, and a test plays the server with `fakeServer`.
 */

type Listener = (...args: never[]) => void;

let connections = 0;

export class FakeSocket {
  readonly options: unknown;
  connected = false;
  /** Like the real client's: set while connected, new for each connection. */
  id: string | undefined = undefined;
  /** What the client sent, in order: [event, payload]. */
  readonly sent: [string, unknown][] = [];
  #listeners = new Map<string, Set<Listener>>();

  constructor(options: unknown) {
    this.options = options;
    // Like the real client, it connects on its own, a moment after it is created.
    queueMicrotask(() => this.#setConnected(true));
  }

  on(event: string, listener: Listener): this {
    const listeners = this.#listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(event, listeners);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.#listeners.clear();
    return this;
  }

  emit(event: string, payload: unknown, acknowledgement?: (result: unknown) => void): this {
    this.sent.push([event, payload]);
    if (acknowledgement !== undefined) {
      this.#unanswered.push({ event, answer: acknowledgement });
    }
    return this;
  }

  /** Answers every acknowledgement the client awaits for `event`, as the server would. */
  acknowledge(event: string, result: unknown): void {
    const answering = this.#unanswered.filter((waiting) => waiting.event === event);
    this.#unanswered = this.#unanswered.filter((waiting) => waiting.event !== event);
    act(() => {
      for (const waiting of answering) waiting.answer(result);
    });
  }

  #unanswered: { event: string; answer: (result: unknown) => void }[] = [];

  connect(): this {
    if (!this.connected) this.#setConnected(true);
    return this;
  }

  disconnect(): this {
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    this.closed = true;
    return this;
  }

  closed = false;

  /** Calls the client's listeners of `event` as the server's message would. */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      (listener as (...values: unknown[]) => void)(...args);
    }
  }

  #setConnected(connected: boolean): void {
    if (this.closed) return;
    this.connected = connected;
    connections += 1;
    this.id = connected ? `fake-socket-${connections}` : undefined;
    this.fire(connected ? 'connect' : 'disconnect', connected ? undefined : 'transport close');
  }

  /** The connection drops (the network, or the server restarting). */
  drop(): void {
    act(() => this.#setConnected(false));
  }

  /** The server closes the connection on purpose (its session ended): no reconnection follows. */
  serverDisconnect(): void {
    act(() => {
      this.connected = false;
      this.id = undefined;
      this.fire('disconnect', 'io server disconnect');
    });
  }

  /** The connection is back: the client hears `connect` again. */
  reconnect(): void {
    act(() => this.#setConnected(true));
  }
}

const sockets: FakeSocket[] = [];

/** Stands in for socket.io-client's `io()`. */
export function fakeIo(options: unknown): FakeSocket {
  const socket = new FakeSocket(options);
  sockets.push(socket);
  return socket;
}

/** The test's view of the server end of the app's connection. */
export const fakeServer = {
  /** Every socket the app opened during this test, oldest first. */
  sockets: (): readonly FakeSocket[] => sockets,
  /** The socket the app opened last; fails the test when it opened none. */
  socket(): FakeSocket {
    const socket = sockets.at(-1);
    if (socket === undefined) throw new Error('The app opened no socket');
    return socket;
  },
  /** Sends `event` to the app's open socket, as the server would. */
  send<E extends keyof ServerToClientEvents>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    const socket = fakeServer.socket();
    act(() => socket.fire(event, ...args));
  },
  reset(): void {
    sockets.length = 0;
  },
};
