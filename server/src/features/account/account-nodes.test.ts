import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '@upsolve/contract';
import { callAs } from '../../test/actors.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import { useTwoNodes } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf } from '../../test/sockets.ts';

/**
 * Two nodes of one deployment (one database, one Redis): a password changed through one ends the
 * user's other session on the other, its cached lookup and its socket there too.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl !== undefined)('account changes across two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');
  afterEach(closeSockets);

  it('a password change on node A ends the other session and its socket on node B', async () => {
    const user = await buildUser(nodeA.db);
    const here = { user, cookie: await signInAs(nodeA.app, user) };
    const there = { user, cookie: await signInAs(nodeB.app, user) };
    // Node B has the other session cached, and its socket open.
    expect((await callAs(nodeB, there, 'GET', '/api/check-auth')).statusCode).toBe(200);
    const { socket } = await connectedSocketOf(nodeB, there);
    const closed = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => resolve(reason)),
    );
    const response = await callAs(nodeA, here, 'PUT', '/api/account/password', {
      current: user.password,
      next: 'a brand new password',
    });
    expect(response.json()).toEqual({ message: accountMessages.passwordChanged });
    expect(await closed).toBe('io server disconnect');
    expect((await callAs(nodeB, there, 'GET', '/api/check-auth')).statusCode).toBe(401);
    expect((await callAs(nodeB, here, 'GET', '/api/check-auth')).statusCode).toBe(200);
  });
});
