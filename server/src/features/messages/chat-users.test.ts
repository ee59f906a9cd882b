import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatUser } from '@upsolve/contract';
import { conversations } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildCollaboration, buildUser, signInAs, uniqueUsername } from '../../test/factories.ts';
import { createTestApp, useTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';

const t = useTestApp();

async function named(app: TestApp, username: string): Promise<Actor> {
  const user = await buildUser(app.db, { username });
  return { user, cookie: await signInAs(app.app, user) };
}

function send(app: TestApp, sender: Actor, receiver: Actor, content: string) {
  return callAs(app, sender, 'POST', `/api/messages/send/${receiver.user.id}`, { content });
}

describe('GET /api/messages/users', () => {
  it('lists the people talked to first, most recent first, then everyone else by username', async () => {
    // A database of its own, so "everyone else" is exactly these people.
    const own = await createTestApp();
    try {
      const [me, zed, yan, bea, abe] = [
        await named(own, 'me_first'),
        await named(own, 'Zed'),
        await named(own, 'yan'),
        await named(own, 'Bea'),
        await named(own, 'abe'),
      ];
      // Collaborators: Zed's first message is not a request.
      await buildCollaboration(own.db, me.user, zed.user);
      await send(own, zed, me, 'From Zed, earlier');
      await send(own, me, yan, 'To Yan, later');
      await send(own, zed, me, 'From Zed again');

      const response = await callAs(own, me, 'GET', '/api/messages/users');
      expect(response.statusCode).toBe(200);
      const list: ChatUser[] = response.json();
      expect(list.map((user) => user.username)).toEqual(['Zed', 'yan', 'abe', 'Bea']);
      expect(list[0]).toEqual({
        _id: zed.user.id,
        username: 'Zed',
        lastMessage: {
          content: 'From Zed again',
          createdAt: expect.any(String),
          sender: zed.user.id,
        },
        unreadCount: 2,
      });
      expect(list[1]?.lastMessage?.sender).toBe(me.user.id);
      expect(list[1]?.unreadCount).toBe(0);
      expect(list[2]).toEqual({
        _id: abe.user.id,
        username: 'abe',
        lastMessage: null,
        unreadCount: 0,
      });
      expect(list.map((user) => user._id)).not.toContain(me.user.id);
      expect(bea.user.id).toBe(list[3]?._id);

      // Paged two at a time, the cursor walks from one part into the other.
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const query = cursor === undefined ? '' : `&cursor=${cursor}`;
        const page = await callAs(own, me, 'GET', `/api/messages/users?limit=2${query}`);
        seen.push(...page.json().map((user: ChatUser) => user.username));
        const next = page.headers['x-next-cursor'];
        cursor = typeof next === 'string' ? next : undefined;
      } while (cursor !== undefined);
      expect(seen).toEqual(['Zed', 'yan', 'abe', 'Bea']);
    } finally {
      await own.close();
    }
  });

  it('keeps usernames containing q, without regard to case, as text and not a pattern', async () => {
    const viewer = await signedInActor(t);
    const tag = uniqueUsername('q').slice(-8);
    const match = await named(t, `Hop_${tag}`);
    await named(t, `Other${tag}x`.replace('_', ''));
    await send(t, viewer, match, 'hello');
    const response = await callAs(t, viewer, 'GET', `/api/messages/users?q=HOP_${tag}`);
    expect(response.json().map((user: ChatUser) => user.username)).toEqual([`Hop_${tag}`]);
    const wildcard = await callAs(t, viewer, 'GET', `/api/messages/users?q=%25${tag}`);
    expect(wildcard.json()).toEqual([]);
  });

  it('shows a message preview of at most 120 characters', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await buildCollaboration(t.db, ada.user, bob.user);
    await send(t, ada, bob, 'p'.repeat(500));
    const list: ChatUser[] = (await callAs(t, bob, 'GET', '/api/messages/users?limit=1')).json();
    expect(list[0]?.lastMessage?.content).toBe('p'.repeat(120));
  });

  it('refuses a forged cursor with 400 and a signed-out visitor with 401', async () => {
    const viewer = await signedInActor(t);
    const forged = Buffer.from(JSON.stringify(['others', '%'.repeat(99)])).toString('base64url');
    const response = await callAs(t, viewer, 'GET', `/api/messages/users?cursor=${forged}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ cursor: 'Invalid cursor' });
    expect((await callAs(t, null, 'GET', '/api/messages/users')).statusCode).toBe(401);
  });
});

describe('an accepted invitation', () => {
  it('opens the two people’s conversation: each finds the other first in their list', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const invited = await callAs(t, ada, 'POST', '/api/collaborations', {
      recipientId: bob.user.id,
      projectDetails: 'A shared ICPC practice log',
    });
    const accepted = await callAs(
      t,
      bob,
      'POST',
      `/api/collaborations/${invited.json().invitation._id}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    const first = async (viewer: Actor) =>
      ((await callAs(t, viewer, 'GET', '/api/messages/users?limit=1')).json() as ChatUser[])[0];
    expect(await first(ada)).toEqual({
      _id: bob.user.id,
      username: bob.user.username,
      lastMessage: null,
      unreadCount: 0,
    });
    expect((await first(bob))?._id).toBe(ada.user.id);
    const opened = await t.db
      .select({ otherId: conversations.otherId })
      .from(conversations)
      .where(eq(conversations.userId, ada.user.id));
    expect(opened).toEqual([{ otherId: bob.user.id }]);
  });

  it('a declined one opens nothing', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const invited = await callAs(t, ada, 'POST', '/api/collaborations', {
      recipientId: bob.user.id,
      projectDetails: 'Maybe later',
    });
    await callAs(t, bob, 'POST', `/api/collaborations/${invited.json().invitation._id}/decline`);
    // Ada has talked to nobody, so a conversation with Bob would be hers alone.
    const opened = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, ada.user.id));
    expect(opened).toEqual([]);
  });
});
