import { afterEach, describe, expect, it } from 'vitest';
import { callAs } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import { useTwoNodes } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf, nextEvent } from '../../test/sockets.ts';
import { buildBlog } from '../../test/thread-factories.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl !== undefined)('notifications across two nodes', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');
  afterEach(closeSockets);

  async function actorOn(t: TestApp): Promise<Actor> {
    const user = await buildUser(t.db);
    return { user, cookie: await signInAs(t.app, user) };
  }

  it('reaches the recipient on node B when the comment was made on node A', async () => {
    const blogger = await actorOn(nodeB);
    const commenter = await actorOn(nodeA);
    const blog = await buildBlog(nodeA.db, blogger.user, { title: 'Across' });
    const { socket } = await connectedSocketOf(nodeB, blogger);
    const heard = nextEvent(socket, 'notification:new');
    const url = `/api/blogs/${blog.id}/comments`;
    expect((await callAs(nodeA, commenter, 'POST', url, { content: 'Hi' })).statusCode).toBe(201);
    const notice = await heard;
    expect(notice).toMatchObject({ unread: 1, notification: { kind: 'comment' } });
    const unread = await callAs(nodeB, blogger, 'GET', '/api/notifications/unread');
    expect(unread.json()).toEqual({ count: 1 });
  });
});
