import { describe, expect, it } from 'vitest';
import { presenceWatchMax } from '@upsolve/contract';
import { FakeSocket } from '@/test/fake-socket.ts';
import type { AppSocket } from './app-socket.ts';
import { PresenceWatches } from './presence-watches.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function connectedSocket() {
  const fake = new FakeSocket({});
  return { fake, socket: fake as unknown as AppSocket };
}

const watchesSent = (fake: FakeSocket) =>
  fake.sent.filter(([event]) => event === 'presence:watch').map(([, payload]) => payload);

describe('the presence watches of the screens on show', () => {
  it('sends one watch for every screen’s ids together, again when they change, and nothing twice', async () => {
    const watches = new PresenceWatches();
    const { fake, socket } = connectedSocket();
    watches.connected(socket);
    const stopList = watches.watch([id(1), id(2)]);
    watches.watch([id(2), id(3), 'not-an-id']);
    await settled();
    expect(watchesSent(fake)).toEqual([{ ids: [id(1), id(2), id(3)] }]);

    stopList();
    await settled();
    expect(watchesSent(fake).at(-1)).toEqual({ ids: [id(2), id(3)] });
    watches.connected(socket);
    await settled();
    // A new connection is told again, even of the same ids.
    expect(watchesSent(fake)).toHaveLength(3);
  });

  it(`sends at most ${presenceWatchMax} ids (the server refuses more)`, async () => {
    const watches = new PresenceWatches();
    const { fake, socket } = connectedSocket();
    watches.watch(Array.from({ length: presenceWatchMax + 50 }, (_, n) => id(n)));
    // Nothing goes out before there is a connection.
    await settled();
    expect(watchesSent(fake)).toEqual([]);
    watches.connected(socket);
    await settled();
    expect(watchesSent(fake)).toEqual([
      { ids: Array.from({ length: presenceWatchMax }, (_, n) => id(n)) },
    ]);
  });
});
