import { afterEach, describe, expect, it } from 'vitest';
import { socketClosedMessages, socketClosedReasons, socketsPerUserMax } from '@upsolve/contract';
import type { SocketClosed } from '@upsolve/contract';
import { callAs, signedInActor } from '../test/actors.ts';
import { useTestApp } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { closeSockets, connect, connectedSocketOf, socketOf } from '../test/sockets.ts';
import type { ClientSocket } from '../test/sockets.ts';

/** Sockets as an attacker opens them: made-up cookies by the thousand, tabs by the dozen. */

afterEach(closeSockets);

const madeUpCookie = () => `upsolve_session=${crypto.randomUUID()}`;

async function handshakeRefusal(t: TestApp, cookie: string): Promise<string> {
  const socket = await socketOf(t, null, { cookie });
  return connect(socket).then(
    () => 'accepted',
    (error: Error) => error.message,
  );
}

/** Resolves what the server said when it closed the socket, and how the client saw it close. */
function closing(socket: ClientSocket): Promise<{ notice: SocketClosed; reason: string }> {
  return new Promise((resolve) => {
    socket.once('socket:closed', (notice) => {
      socket.once('disconnect', (reason) => resolve({ notice, reason }));
    });
  });
}

describe('handshakes with an unknown cookie', () => {
  const readsPerMin = 5;
  const t = useTestApp({ env: { RATE_LIMIT_READS_PER_MIN: String(readsPerMin) } });

  it("spend the address's request budget, as HTTP calls do, and are refused once it is spent", async () => {
    // The first ones are refused as unauthenticated, each spending one call of the budget.
    for (let call = 0; call < readsPerMin; call += 1) {
      expect(await handshakeRefusal(t, madeUpCookie())).toBe('unauthenticated');
    }
    // The budget is the address's: HTTP is refused too, and so is the next handshake.
    expect((await callAs(t, null, 'GET', '/api/problems')).statusCode).toBe(429);
    expect(await handshakeRefusal(t, madeUpCookie())).toBe('rate_limited');
    expect(await handshakeRefusal(t, '')).toBe('rate_limited');
  });
});

describe('sockets per user', () => {
  const t = useTestApp();

  it(`closes the oldest of ${socketsPerUserMax + 1} sockets of one user, saying why`, async () => {
    const ada = await signedInActor(t);
    const sockets: ClientSocket[] = [];
    for (let tab = 0; tab < socketsPerUserMax; tab += 1) {
      sockets.push((await connectedSocketOf(t, ada)).socket);
    }
    const [oldest, second] = sockets;
    if (oldest === undefined || second === undefined) throw new Error('No sockets');
    const closed = closing(oldest);
    const newest = await connectedSocketOf(t, ada);
    expect(await closed).toEqual({
      notice: {
        reason: socketClosedReasons.tooManyConnections,
        message: socketClosedMessages.tooManyConnections,
      },
      reason: 'io server disconnect',
    });
    expect(second.connected).toBe(true);
    expect(newest.socket.connected).toBe(true);

    // Another user's sockets are counted apart.
    const bob = await signedInActor(t);
    expect((await connectedSocketOf(t, bob)).socket.connected).toBe(true);
  });
});
