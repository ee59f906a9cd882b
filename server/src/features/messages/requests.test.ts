import { afterEach, describe, expect, it } from 'vitest';
import type { ChatUser } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildCollaboration, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf, nextEvent } from '../../test/sockets.ts';

/**
 * Message requests (docs/product.md, "Message requests"): a stranger's first message waits under
 * "Requests", outside the chat list and the unread count, until the receiver replies or accepts;
 * declining hides it and whatever the stranger sends later, without telling them.
 */
const t = useTestApp();
afterEach(closeSockets);

const send = (sender: Actor, receiver: Actor, content: string) =>
  callAs(t, sender, 'POST', `/api/messages/send/${receiver.user.id}`, { content });
const get = async (viewer: Actor, url: string) => (await callAs(t, viewer, 'GET', url)).json();
const ids = (list: ChatUser[]) => list.map((user) => user._id);
/** The viewer's chats, searched for `other` so other tests' people stay out. */
const chatsWith = async (viewer: Actor, other: Actor): Promise<string[]> =>
  ids(await get(viewer, `/api/messages/users?q=${other.user.username}`));
const requestsOf = async (viewer: Actor): Promise<ChatUser[]> =>
  get(viewer, '/api/messages/users?box=requests');
const unreadOf = (viewer: Actor) => get(viewer, '/api/messages/unread');

describe('a stranger’s first message', () => {
  it('lands under Requests: not in the chat list, not in the unread count', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const bobsSocket = await connectedSocketOf(t, bob);
    const heard = nextEvent(bobsSocket.socket, 'newMessage');
    expect((await send(ada, bob, 'Hi, saw your editorial')).statusCode).toBe(201);

    expect((await heard).box).toBe('requests');
    const requests = await requestsOf(bob);
    expect(requests).toEqual([
      {
        _id: ada.user.id,
        username: ada.user.username,
        lastMessage: {
          content: 'Hi, saw your editorial',
          createdAt: expect.any(String),
          sender: ada.user.id,
        },
        unreadCount: 1,
      },
    ]);
    expect(await chatsWith(bob, ada)).toEqual([]);
    expect(await unreadOf(bob)).toEqual({ count: 0, requests: 1 });
    // The sender sees their own conversation as usual.
    expect(await chatsWith(ada, bob)).toEqual([bob.user.id]);
    expect(await requestsOf(ada)).toEqual([]);
    // The receiver can read it.
    const conversation = await get(bob, `/api/messages/${ada.user.id}`);
    expect(conversation).toHaveLength(1);
  });

  it('is no request from a collaborator (an accepted invitation either way)', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await buildCollaboration(t.db, bob.user, ada.user);
    const bobsSocket = await connectedSocketOf(t, bob);
    const heard = nextEvent(bobsSocket.socket, 'newMessage');
    await send(ada, bob, 'About our project');
    expect((await heard).box).toBe('accepted');
    expect(await requestsOf(bob)).toEqual([]);
    expect(await chatsWith(bob, ada)).toEqual([ada.user.id]);
    expect(await unreadOf(bob)).toEqual({ count: 1, requests: 0 });
  });

  it('is no request from someone one wrote to first', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await send(bob, ada, 'Want to pair on the contest?');
    await send(ada, bob, 'Sure');
    expect(await requestsOf(bob)).toEqual([]);
    expect(await chatsWith(bob, ada)).toEqual([ada.user.id]);
    expect((await unreadOf(bob)).count).toBe(1);
  });
});

describe('answering a request', () => {
  it('replying accepts it: the conversation moves to the chats, its unread messages count', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await send(ada, bob, 'First');
    await send(ada, bob, 'Second');
    expect((await send(bob, ada, 'Hello!')).statusCode).toBe(201);
    expect(await requestsOf(bob)).toEqual([]);
    expect(await chatsWith(bob, ada)).toEqual([ada.user.id]);
    expect(await unreadOf(bob)).toEqual({ count: 2, requests: 0 });
    // Later messages land in the chats.
    const bobsSocket = await connectedSocketOf(t, bob);
    const heard = nextEvent(bobsSocket.socket, 'newMessage');
    await send(ada, bob, 'Third');
    expect((await heard).box).toBe('accepted');
  });

  it('accept moves it to the chats; accepting again changes nothing', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await send(ada, bob, 'Hi');
    const accepted = await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: 'Request accepted' });
    expect(await requestsOf(bob)).toEqual([]);
    expect(await chatsWith(bob, ada)).toEqual([ada.user.id]);
    expect(await unreadOf(bob)).toEqual({ count: 1, requests: 0 });
    expect((await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/accept`)).statusCode).toBe(
      200,
    );
  });

  it('decline hides it, and what the sender writes later stays hidden; they are not told', async () => {
    const [ada, bob, cy] = [await signedInActor(t), await signedInActor(t), await signedInActor(t)];
    await buildCollaboration(t.db, cy.user, bob.user);
    await send(ada, bob, 'Buy my course');
    const declined = await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ message: 'Request declined' });
    expect(await requestsOf(bob)).toEqual([]);
    expect(await chatsWith(bob, ada)).toEqual([]);
    expect(await unreadOf(bob)).toEqual({ count: 0, requests: 0 });

    const bobsSocket = await connectedSocketOf(t, bob);
    const heard = nextEvent(bobsSocket.socket, 'newMessage');
    const later = await send(ada, bob, 'Buy it now');
    // The sender's message is stored as ever: nothing tells them.
    expect(later.statusCode).toBe(201);
    await send(cy, bob, 'Meanwhile, from a collaborator');
    // The first message Bob's socket hears is the collaborator's: Ada's was never emitted.
    expect((await heard).content).toBe('Meanwhile, from a collaborator');
    expect(await requestsOf(bob)).toEqual([]);
    expect(await chatsWith(bob, ada)).toEqual([]);
    expect(await unreadOf(bob)).toEqual({ count: 1, requests: 0 });
    // Declining twice is the same as once.
    expect((await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/decline`)).statusCode).toBe(
      200,
    );
    // Accepting later brings the conversation back.
    await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/accept`);
    expect(await chatsWith(bob, ada)).toEqual([ada.user.id]);
  });

  it('refuses to decline an accepted conversation (409), and either answer without one (404)', async () => {
    const [ada, bob, cy] = [await signedInActor(t), await signedInActor(t), await signedInActor(t)];
    await send(ada, bob, 'Hi');
    await send(bob, ada, 'Hi back');
    const decline = await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/decline`);
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe('This conversation is not a message request');
    for (const answer of ['accept', 'decline']) {
      const never = await callAs(t, cy, 'POST', `/api/messages/${ada.user.id}/${answer}`);
      expect(never.statusCode).toBe(404);
      const unknown = await callAs(t, bob, 'POST', `/api/messages/${unknownId}/${answer}`);
      expect(unknown.statusCode).toBe(404);
      const malformed = await callAs(t, bob, 'POST', `/api/messages/not-an-id/${answer}`);
      expect(malformed.statusCode).toBe(404);
    }
  });

  it('answers only the viewer’s own side: the sender cannot accept for the receiver', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await send(ada, bob, 'Hi');
    // Ada's side is already accepted: accepting it changes nothing for Bob.
    await callAs(t, ada, 'POST', `/api/messages/${bob.user.id}/accept`);
    expect(ids(await requestsOf(bob))).toEqual([ada.user.id]);
    // Ada cannot decline her own conversation as if it were a request.
    expect((await callAs(t, ada, 'POST', `/api/messages/${bob.user.id}/decline`)).statusCode).toBe(
      409,
    );
  });

  it('answers 401 signed out and 400 for a bad box', async () => {
    const ada = await signedInActor(t);
    for (const answer of ['accept', 'decline']) {
      const response = await callAs(t, null, 'POST', `/api/messages/${ada.user.id}/${answer}`);
      expect(response.statusCode).toBe(401);
    }
    expect((await callAs(t, null, 'GET', '/api/messages/users?box=requests')).statusCode).toBe(401);
    const badBox = await callAs(t, ada, 'GET', '/api/messages/users?box=spam');
    expect(badBox.statusCode).toBe(400);
    expect(badBox.json().fields).toEqual({ box: 'Box must be accepted or requests' });
  });
});
