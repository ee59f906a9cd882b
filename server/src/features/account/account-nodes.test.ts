import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '@upsolve/contract';
import { callAs } from '../../test/actors.ts';
import { heardEvent } from '../../test/events.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import { useTwoNodes } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf } from '../../test/sockets.ts';

/**
 * Two nodes of one deployment (one database, one Redis): a password changed through one ends the
 * user's other session on the other, its cached lookup and its socket there too. A node keeps a
 * session it looked up for a minute (plugins/session.ts), so every change of what that lookup
 * holds must leave the other node's cache as soon as that node hears of it.
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

  it('a new email on node A shows at once in the session node B had cached', async () => {
    const user = await buildUser(nodeA.db);
    const here = { user, cookie: await signInAs(nodeA.app, user) };
    const there = { user, cookie: await signInAs(nodeB.app, user) };
    const emailThere = async () =>
      (await callAs(nodeB, there, 'GET', '/api/check-auth')).json().user.email;
    expect(await emailThere()).toBe(user.email);
    const heardThere = heardEvent(
      nodeB,
      'account.email-changed',
      (facts) => facts.userId === user.id,
    );
    const email = `new-${user.email}`;
    const response = await callAs(nodeA, here, 'PUT', '/api/account/email', {
      password: user.password,
      email,
    });
    expect(response.statusCode).toBe(200);
    await heardThere;
    expect(await emailThere()).toBe(email);
  });

  it('an account deleted on node A ends the session node B had cached', async () => {
    const user = await buildUser(nodeA.db);
    const here = { user, cookie: await signInAs(nodeA.app, user) };
    const there = { user, cookie: await signInAs(nodeB.app, user) };
    expect((await callAs(nodeB, there, 'GET', '/api/check-auth')).statusCode).toBe(200);
    const heardThere = heardEvent(
      nodeB,
      'account.sessions-ended',
      (facts) => facts.userId === user.id,
    );
    const response = await callAs(nodeA, here, 'DELETE', '/api/account', {
      password: user.password,
    });
    expect(response.json()).toEqual({ message: accountMessages.accountDeleted });
    await heardThere;
    expect((await callAs(nodeB, there, 'GET', '/api/check-auth')).statusCode).toBe(401);
  });
});
