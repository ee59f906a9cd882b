import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockedUser, ChatUser } from '@upsolve/contract';
import { callAs } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildUser, signInAs, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { closeSockets, connectedSocketOf, nextEvent } from '../../test/sockets.ts';

/**
 * Blocking (docs/product.md, "Blocking"): POST|DELETE /api/blocks/{userId}, GET /api/blocks, and
 * what a block refuses (messages, invitations, with a neutral 403) and hides (the search, the chat
 * list), in both directions, while the blocker can still read the conversation.
 */
const t = useTestApp();
afterEach(closeSockets);

/** Users named with a word of their own, so searches find only this test's people. */
async function person(name: string): Promise<Actor> {
  const user = await buildUser(t.db, { username: `${name}_${randomBytes(4).toString('hex')}` });
  return { user, cookie: await signInAs(t.app, user) };
}

const block = (viewer: Actor | null, other: Actor | string) =>
  callAs(t, viewer, 'POST', `/api/blocks/${typeof other === 'string' ? other : other.user.id}`);
const unblock = (viewer: Actor | null, other: Actor | string) =>
  callAs(t, viewer, 'DELETE', `/api/blocks/${typeof other === 'string' ? other : other.user.id}`);
const blockedBy = async (viewer: Actor): Promise<BlockedUser[]> =>
  (await callAs(t, viewer, 'GET', '/api/blocks')).json();
const send = (sender: Actor, receiver: Actor, content: string) =>
  callAs(t, sender, 'POST', `/api/messages/send/${receiver.user.id}`, { content });
const invite = (sender: Actor, recipient: Actor) =>
  callAs(t, sender, 'POST', '/api/collaborations', {
    recipientId: recipient.user.id,
    projectDetails: 'Segment tree practice',
  });
const chatListOf = async (viewer: Actor, other: Actor, box = 'accepted'): Promise<string[]> => {
  const url = `/api/messages/users?box=${box}&q=${other.user.username}`;
  const list: ChatUser[] = (await callAs(t, viewer, 'GET', url)).json();
  return list.map((user) => user._id);
};
const searchOf = async (viewer: Actor, query: string, limit = 50) => {
  const response = await callAs(t, viewer, 'GET', `/api/searchuser?query=${query}&limit=${limit}`);
  const names: string[] = response.json().map((user: { username: string }) => user.username);
  return {
    names,
    total: response.headers['x-total-count'],
    next: response.headers['x-next-cursor'],
  };
};

describe('POST, DELETE and GET /api/blocks', () => {
  it('blocks, lists and unblocks; both writes are idempotent', async () => {
    const [ada, bob] = [await person('ada'), await person('bob')];
    const first = await block(ada, bob);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'User blocked', blocked: true });
    expect((await block(ada, bob)).json()).toEqual({ message: 'User blocked', blocked: true });
    expect(await blockedBy(ada)).toEqual([
      { _id: bob.user.id, username: bob.user.username, blockedAt: expect.any(String) },
    ]);
    // Bob does not see who blocked him.
    expect(await blockedBy(bob)).toEqual([]);

    const removed = await unblock(ada, bob);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'User unblocked', blocked: false });
    expect((await unblock(ada, bob)).statusCode).toBe(200);
    expect(await blockedBy(ada)).toEqual([]);
  });

  it('lets nobody else undo a block: another user’s DELETE removes only their own', async () => {
    const [ada, bob, eve] = [await person('ada'), await person('bob'), await person('eve')];
    await block(ada, bob);
    expect((await unblock(eve, bob)).statusCode).toBe(200);
    expect((await blockedBy(ada)).map((user) => user._id)).toEqual([bob.user.id]);
    expect((await send(bob, ada, 'still blocked?')).statusCode).toBe(403);
  });

  it('answers 401 signed out, 404 for an unknown or malformed id, 400 for oneself', async () => {
    const ada = await person('ada');
    expect((await block(null, ada)).statusCode).toBe(401);
    expect((await unblock(null, ada)).statusCode).toBe(401);
    expect((await callAs(t, null, 'GET', '/api/blocks')).statusCode).toBe(401);
    for (const id of [unknownId, 'not-an-id']) {
      expect((await block(ada, id)).statusCode).toBe(404);
      expect((await unblock(ada, id)).statusCode).toBe(404);
    }
    for (const id of [ada.user.id, ada.user.id.toUpperCase()]) {
      const self = await block(ada, id);
      expect(self.statusCode).toBe(400);
      expect(self.json().fields).toEqual({ userId: 'You cannot block yourself' });
    }
    expect(await blockedBy(ada)).toEqual([]);
  });
});

describe('a block', () => {
  it('refuses messages both ways with a neutral 403; nothing is stored or emitted', async () => {
    const [ada, bob, cy] = [await person('ada'), await person('bob'), await person('cy')];
    await send(bob, ada, 'Before the block');
    await block(ada, bob);
    const adasSocket = await connectedSocketOf(t, ada);
    const bobsSocket = await connectedSocketOf(t, bob);
    const adaHears = nextEvent(adasSocket.socket, 'newMessage');
    const bobHears = nextEvent(bobsSocket.socket, 'newMessage');

    for (const [sender, receiver] of [
      [bob, ada],
      [ada, bob],
    ] as const) {
      const refused = await send(sender, receiver, 'After the block');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You cannot message this user');
      expect(refused.body.toLowerCase()).not.toContain('block');
    }
    // Only what was sent before: and the blocker can still read it.
    const conversation = (await callAs(t, ada, 'GET', `/api/messages/${bob.user.id}`)).json();
    expect(conversation.map((message: { content: string }) => message.content)).toEqual([
      'Before the block',
    ]);
    // The first messages the sockets hear are Cy's: the refused ones were never emitted.
    await send(cy, ada, 'From Cy');
    await send(cy, bob, 'From Cy');
    expect((await adaHears).sender).toBe(cy.user.id);
    expect((await bobHears).sender).toBe(cy.user.id);
  });

  it('refuses invitations both ways with a neutral 403; nothing is stored or emitted', async () => {
    const [ada, bob, cy] = [await person('ada'), await person('bob'), await person('cy')];
    await block(bob, ada);
    const adasSocket = await connectedSocketOf(t, ada);
    const heard = nextEvent(adasSocket.socket, 'invitation:new');
    for (const [sender, recipient] of [
      [bob, ada],
      [ada, bob],
    ] as const) {
      const refused = await invite(sender, recipient);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You cannot invite this user');
    }
    const listed = (await callAs(t, ada, 'GET', '/api/collaborations')).json();
    expect(listed).toEqual({ incoming: [], outgoing: [] });
    await invite(cy, ada);
    expect((await heard).from._id).toBe(cy.user.id);
  });

  it('hides the two from each other in the chat list, both parts, at once and until unblocked', async () => {
    const [ada, bob, cy] = [await person('ada'), await person('bob'), await person('cy')];
    await send(ada, bob, 'Hi');
    await send(bob, ada, 'Hi back');
    // Read (and kept) before the block: Bob in Ada's chats, Ada in Bob's; Cy among the others.
    expect(await chatListOf(ada, bob)).toEqual([bob.user.id]);
    expect(await chatListOf(bob, ada)).toEqual([ada.user.id]);
    expect(await chatListOf(cy, ada)).toEqual([ada.user.id]);

    await block(ada, bob);
    await block(cy, ada);
    expect(await chatListOf(ada, bob)).toEqual([]);
    expect(await chatListOf(bob, ada)).toEqual([]);
    // The "everyone else" part, both ways.
    expect(await chatListOf(cy, ada)).toEqual([]);
    expect(await chatListOf(ada, cy)).toEqual([]);

    await unblock(ada, bob);
    expect(await chatListOf(bob, ada)).toEqual([ada.user.id]);
  });

  it('hides a stranger’s request from the blocker', async () => {
    const [ada, bob] = [await person('ada'), await person('bob')];
    await send(bob, ada, 'Buy my course');
    expect(await chatListOf(ada, bob, 'requests')).toEqual([bob.user.id]);
    await block(ada, bob);
    expect(await chatListOf(ada, bob, 'requests')).toEqual([]);
  });

  it('hides the two from each other in the collaborator search, with full pages and totals', async () => {
    const word = `w${randomBytes(5).toString('hex')}`;
    const viewer = await person(`view_${word}`);
    const people: Actor[] = [];
    for (let n = 0; n < 6; n += 1) people.push(await person(`p${n}_${word}`));
    const [first, second] = people;
    if (first === undefined || second === undefined) throw new Error('people missing');
    // The viewer's search and another's are read (and shared) before the blocks.
    expect((await searchOf(viewer, word, 3)).total).toBe('6');
    expect((await searchOf(second, word)).names).toContain(viewer.user.username);

    await block(viewer, first);
    await block(second, viewer);
    const page = await searchOf(viewer, word, 3);
    expect(page.names).toHaveLength(3);
    expect(page.names).not.toContain(first.user.username);
    expect(page.names).not.toContain(second.user.username);
    expect(page.total).toBe('4');
    expect(page.next).toBeDefined();
    const all = await searchOf(viewer, word);
    expect(all.names).toHaveLength(4);
    // Both ways: neither finds the viewer.
    expect((await searchOf(first, word)).names).not.toContain(viewer.user.username);
    expect((await searchOf(second, word)).names).not.toContain(viewer.user.username);
    // Without a term (every user matches), the total loses the blocked too.
    const everyone = await callAs(t, viewer, 'GET', '/api/searchuser?limit=50');
    const withoutTerm = everyone.json().map((user: { _id: string }) => user._id);
    expect(withoutTerm).not.toContain(first.user.id);
    expect(withoutTerm).not.toContain(second.user.id);
  });
});
