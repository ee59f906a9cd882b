import { describe, expect, it } from 'vitest';
import type { ChatUser, Message } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildCollaboration } from '../../test/factories.ts';
import { createTestApp, useTestApp } from '../../test/harness.ts';

/**
 * The chat's reads are kept per viewer (plugins/cache.ts), dropped by the events that change them. Whatever changes what someone
 * sees must show in their very next read: their own writes, a message to them, their messages
 * read, an invitation they sent accepted, a new person to message. And one viewer's entries never
 * answer another.
 */
const t = useTestApp();

const get = async (viewer: Actor, url: string) => (await callAs(t, viewer, 'GET', url)).json();
const send = (sender: Actor, receiver: Actor, content: string) =>
  callAs(t, sender, 'POST', `/api/messages/send/${receiver.user.id}`, { content });

describe('the chat reads kept per viewer', () => {
  it('show a message to the receiver at once: list, unread count and conversation', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    // Collaborators, so Ada's first message lands in Bob's chats, not his requests.
    await buildCollaboration(t.db, ada.user, bob.user);
    const listUrl = `/api/messages/users?q=${ada.user.username}`;
    // Bob's reads are now kept, without the message.
    expect(await get(bob, listUrl)).toEqual([expect.objectContaining({ unreadCount: 0 })]);
    expect(await get(bob, '/api/messages/unread')).toEqual({ count: 0, requests: 0 });
    expect(await get(bob, `/api/messages/${ada.user.id}`)).toEqual([]);

    await send(ada, bob, 'Are you joining the virtual contest?');
    const [listed]: ChatUser[] = await get(bob, listUrl);
    expect(listed?.unreadCount).toBe(1);
    expect(listed?.lastMessage?.content).toBe('Are you joining the virtual contest?');
    expect(await get(bob, '/api/messages/unread')).toEqual({ count: 1, requests: 0 });
    const conversation: Message[] = await get(bob, `/api/messages/${ada.user.id}`);
    expect(conversation.map((message) => message.content)).toEqual([
      'Are you joining the virtual contest?',
    ]);
  });

  it('show the sender their messages read at once', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await send(ada, bob, 'Read me');
    const before: Message[] = await get(ada, `/api/messages/${bob.user.id}`);
    expect(before[0]?.readAt).toBeNull();
    const read = await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/read`);
    const after: Message[] = await get(ada, `/api/messages/${bob.user.id}`);
    expect(after[0]?.readAt).toBe(read.json().readAt);
  });

  it('show the inviter the accepted invitation’s conversation at once', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const invited = await callAs(t, ada, 'POST', '/api/collaborations', {
      recipientId: bob.user.id,
      projectDetails: 'Training plan for ICPC regionals',
    });
    const listUrl = '/api/messages/users?limit=1';
    expect((await get(ada, listUrl))[0]?._id).not.toBe(bob.user.id);
    await callAs(t, bob, 'POST', `/api/collaborations/${invited.json().invitation._id}/accept`);
    expect((await get(ada, listUrl))[0]?._id).toBe(bob.user.id);
  });

  it('never answer one viewer with another’s entries', async () => {
    const [ada, bob, eve] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    await send(ada, bob, 'Private plans');
    expect(await get(bob, `/api/messages/${ada.user.id}`)).toHaveLength(1);
    expect(await get(eve, `/api/messages/${ada.user.id}`)).toEqual([]);
    expect(await get(eve, '/api/messages/unread')).toEqual({ count: 0, requests: 0 });
    const evesList: ChatUser[] = await get(eve, `/api/messages/users?q=${bob.user.username}`);
    expect(evesList).toEqual([
      { _id: bob.user.id, username: bob.user.username, lastMessage: null, unreadCount: 0 },
    ]);
  });
});

describe('a new user', () => {
  it('appears at once in the lists everyone had kept', async () => {
    // A database of its own, so the whole list fits on one page.
    const own = await createTestApp();
    try {
      const viewer = await signedInActor(own);
      const before: ChatUser[] = (await callAs(own, viewer, 'GET', '/api/messages/users')).json();
      expect(before).toEqual([]);
      const signup = await own.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { username: 'newcomer', email: 'newcomer@example.com', password: 'long enough' },
      });
      expect(signup.statusCode).toBe(201);
      const after: ChatUser[] = (await callAs(own, viewer, 'GET', '/api/messages/users')).json();
      expect(after.map((user) => user.username)).toEqual(['newcomer']);
    } finally {
      await own.close();
    }
  });
});
