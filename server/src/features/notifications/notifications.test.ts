import { afterEach, describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildProblem } from '../../test/factories.ts';
import { validProblemBody } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf, nextEvent } from '../../test/sockets.ts';
import { buildBlog, buildComment } from '../../test/thread-factories.ts';
import { notifyAbout } from './service.ts';

const t = useTestApp();
afterEach(closeSockets);

const commentsOf = (blogId: string) => `/api/blogs/${blogId}/comments`;

async function notificationsOf(actor: Actor) {
  const response = await callAs(t, actor, 'GET', '/api/notifications');
  expect(response.statusCode).toBe(200);
  return response.json() as {
    kind: string;
    actor: { _id: string };
    target: { _id: string; title: string; url: string };
  }[];
}

async function unreadOf(actor: Actor): Promise<number> {
  return (await callAs(t, actor, 'GET', '/api/notifications/unread')).json().count;
}

describe('notifications', () => {
  it('answers a signed-out visitor 401 on every call', async () => {
    expect((await callAs(t, null, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await callAs(t, null, 'GET', '/api/notifications/unread')).statusCode).toBe(401);
    expect((await callAs(t, null, 'POST', '/api/notifications/read', {})).statusCode).toBe(401);
  });

  it('tells a blog author of a comment, live with the unread count, and a commenter of a reply', async () => {
    const blogger = await signedInActor(t);
    const commenter = await signedInActor(t);
    const blog = await buildBlog(t.db, blogger.user, { title: 'Treaps' });
    const { socket } = await connectedSocketOf(t, blogger);
    const heard = nextEvent(socket, 'notification:new');
    const added = await callAs(t, commenter, 'POST', commentsOf(blog.id), { content: 'Nice' });
    const comment = added.json().comment;
    const notice = await heard;
    expect(notice.unread).toBe(1);
    expect(notice.notification).toMatchObject({
      kind: 'comment',
      actor: { _id: commenter.user.id, username: commenter.user.username },
      target: {
        kind: 'comment',
        _id: comment._id,
        title: 'Treaps',
        url: `/blogs/${blog.id}#comment-${comment._id}`,
      },
      readAt: null,
    });
    // The blogger replies: the commenter hears of it; nobody hears of their own writing.
    await callAs(t, blogger, 'POST', commentsOf(blog.id), {
      content: 'Thanks',
      parentId: comment._id,
    });
    expect((await notificationsOf(commenter)).map((row) => row.kind)).toEqual(['reply']);
    expect(await unreadOf(blogger)).toBe(1);
  });

  it('tells nobody of a reply to a comment its author deleted', async () => {
    const blogger = await signedInActor(t);
    const commenter = await signedInActor(t);
    const blog = await buildBlog(t.db, blogger.user);
    const parent = await buildComment(t.db, commenter.user, { blogId: blog.id });
    await buildComment(t.db, blogger.user, { blogId: blog.id }, { parentId: parent.id });
    const deleted = await callAs(t, commenter, 'DELETE', `${commentsOf(blog.id)}/${parent.id}`);
    expect(deleted.statusCode).toBe(200);
    const reply = await callAs(t, blogger, 'POST', commentsOf(blog.id), {
      content: 'Why was it deleted?',
      parentId: parent.id,
    });
    expect(reply.statusCode).toBe(201);
    expect(await notificationsOf(commenter)).toEqual([]);
  });

  it('notifies a mention once per item, even in a reply that also mentions', async () => {
    const blogger = await signedInActor(t);
    const commenter = await signedInActor(t);
    const reader = await signedInActor(t);
    const blog = await buildBlog(t.db, blogger.user);
    const parent = await buildComment(t.db, commenter.user, { blogId: blog.id });
    await callAs(t, reader, 'POST', commentsOf(blog.id), {
      content: `@${commenter.user.username} and @${commenter.user.username.toUpperCase()}, see @${blogger.user.username}`,
      parentId: parent.id,
    });
    expect((await notificationsOf(commenter)).map((row) => row.kind)).toEqual(['reply']);
    expect((await notificationsOf(blogger)).map((row) => row.kind)).toEqual(['comment']);
  });

  it('writes one notification when the same event is delivered twice', async () => {
    const blogger = await signedInActor(t);
    const commenter = await signedInActor(t);
    const blog = await buildBlog(t.db, blogger.user);
    const comment = await buildComment(t.db, commenter.user, { blogId: blog.id });
    const facts = {
      itemKind: 'comment' as const,
      itemId: comment.id,
      thread: { kind: 'blog' as const, id: blog.id },
      parentId: null,
      authorId: commenter.user.id,
      mentions: [],
    };
    expect(await notifyAbout(t.db, facts)).toHaveLength(1);
    expect(await notifyAbout(t.db, facts)).toEqual([]);
    expect(await unreadOf(blogger)).toBe(1);
  });

  it('sends nothing between people who blocked one another, either way', async () => {
    const blogger = await signedInActor(t);
    const blocked = await signedInActor(t);
    const blocker = await signedInActor(t);
    const blog = await buildBlog(t.db, blogger.user);
    expect(
      (await callAs(t, blogger, 'POST', `/api/blocks/${blocked.user.id}`)).statusCode,
    ).toBeLessThan(300);
    expect(
      (await callAs(t, blocker, 'POST', `/api/blocks/${blogger.user.id}`)).statusCode,
    ).toBeLessThan(300);
    await callAs(t, blocked, 'POST', commentsOf(blog.id), { content: 'Hello' });
    await callAs(t, blocker, 'POST', commentsOf(blog.id), {
      content: `Hi @${blogger.user.username}`,
    });
    expect(await notificationsOf(blogger)).toEqual([]);
  });

  it('never names a problem its recipient can no longer read', async () => {
    const owner = await signedInActor(t);
    const poster = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user, { title: 'Secret plan' });
    const post = await buildComment(t.db, poster.user, { problemId: problem.id });
    await callAs(t, owner, 'POST', `/api/problem/${problem.id}/discussion`, {
      content: 'Good point',
      parentId: post.id,
    });
    expect((await notificationsOf(poster))[0]?.target.title).toBe('Secret plan');
    const body = validProblemBody({ title: 'Secret plan', choice: 'private' });
    await callAs(t, owner, 'PUT', `/api/problem/${problem.id}/updateproblem`, body);
    const [hidden] = await notificationsOf(poster);
    expect(hidden?.target.title).toBe('[removed]');
    // In a private discussion, a mention of someone who cannot read it notifies nobody.
    await callAs(t, owner, 'POST', `/api/problem/${problem.id}/discussion`, {
      content: `@${poster.user.username}`,
    });
    expect(await notificationsOf(poster)).toHaveLength(1);
  });

  it('pages newest first and marks some or all read', async () => {
    const blogger = await signedInActor(t);
    const commenter = await signedInActor(t);
    const other = await signedInActor(t);
    const blog = await buildBlog(t.db, blogger.user);
    for (const content of ['one', 'two', 'three']) {
      await callAs(t, commenter, 'POST', commentsOf(blog.id), { content });
    }
    const first = await callAs(t, blogger, 'GET', '/api/notifications?limit=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('3');
    const rest = await callAs(
      t,
      blogger,
      'GET',
      `/api/notifications?limit=2&cursor=${String(first.headers['x-next-cursor'])}`,
    );
    expect(rest.json()).toHaveLength(1);
    const [newest] = first.json();
    // Someone else's ids mark nothing.
    const foreign = await callAs(t, other, 'POST', '/api/notifications/read', {
      ids: [newest._id],
    });
    expect(foreign.json().count).toBe(0);
    const one = await callAs(t, blogger, 'POST', '/api/notifications/read', { ids: [newest._id] });
    expect(one.json()).toEqual({ message: 'Marked as read', count: 1 });
    expect(await unreadOf(blogger)).toBe(2);
    expect((await callAs(t, blogger, 'POST', '/api/notifications/read', {})).json().count).toBe(2);
    expect(await unreadOf(blogger)).toBe(0);
    const bad = await callAs(t, blogger, 'POST', '/api/notifications/read', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
  });
});
