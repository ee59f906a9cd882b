import { describe, expect, it } from 'vitest';
import { limits } from '@upsolve/contract';
import type { Message } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildCollaboration, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();

function send(sender: Actor | null, receiverId: string, content: unknown) {
  return callAs(t, sender, 'POST', `/api/messages/send/${receiverId}`, { content });
}

async function conversation(viewer: Actor, otherId: string): Promise<Message[]> {
  const response = await callAs(t, viewer, 'GET', `/api/messages/${otherId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/messages/send/{userId}', () => {
  it('stores the message and answers it; both people then read it in their conversation', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const response = await send(ada, bob.user.id, '  Hi Bob — want to upsolve Div 2 E?  ');
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toEqual({
      _id: expect.any(String),
      sender: ada.user.id,
      receiver: bob.user.id,
      content: 'Hi Bob — want to upsolve Div 2 E?',
      createdAt: expect.any(String),
      readAt: null,
    });
    expect(await conversation(ada, bob.user.id)).toEqual([message]);
    expect(await conversation(bob, ada.user.id)).toEqual([message]);
  });

  it('never shows a conversation to a third person', async () => {
    const [ada, bob, eve] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    await send(ada, bob.user.id, 'Just between us');
    expect(await conversation(eve, ada.user.id)).toEqual([]);
    expect(await conversation(eve, bob.user.id)).toEqual([]);
  });

  it.each([
    ['blank', '   \n\t ', 'Message is required'],
    ['invisible-only', '\u200b\u200b', undefined],
    ['Braille blanks only', '\u2800\u2800\u2800', 'Message is required'],
    ['lone combining marks', '\u0301\u0302', 'Message is required'],
    [
      'a right-to-left override ("invoice_exe.PDF")',
      'invoice_\u202EFDP.exe',
      'Message must not contain direction control characters',
    ],
    ['an isolate', 'see \u2068this\u2069', 'Message must not contain direction control characters'],
    [
      'a letter with 3,999 accents',
      `a${'\u0300'.repeat(3999)}`,
      'Message must not stack more than 4 accents on one character',
    ],
    [
      'too long',
      'x'.repeat(limits.message + 1),
      `Message must be at most ${limits.message} characters`,
    ],
    ['a NUL byte', 'null\u0000byte', undefined],
    ['not text', 42, undefined],
  ])(
    'refuses %s content with 400 naming content, storing nothing',
    async (_case, content, text) => {
      const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
      const response = await send(ada, bob.user.id, content);
      expect(response.statusCode).toBe(400);
      const fields = response.json().fields;
      expect(Object.keys(fields)).toEqual(['content']);
      if (text !== undefined) expect(fields.content).toBe(text);
      expect(await conversation(bob, ada.user.id)).toEqual([]);
    },
  );

  it('takes exactly 4,000 characters', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const response = await send(ada, bob.user.id, 'y'.repeat(limits.message));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['as it is', (id: string) => id],
    ['in upper case', (id: string) => id.toUpperCase()],
  ])('refuses a message to oneself with 400, the id spelt %s', async (_, spell) => {
    const ada = await signedInActor(t);
    const response = await send(ada, spell(ada.user.id), 'Note to self');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ userId: 'You cannot message yourself' });
    expect(await conversation(ada, ada.user.id)).toEqual([]);
  });

  it('takes a receiver id in upper case as the same person', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const response = await send(ada, bob.user.id.toUpperCase(), 'Hi Bob');
    expect(response.statusCode).toBe(201);
    expect(response.json().receiver).toBe(bob.user.id);
    expect(await conversation(bob, ada.user.id.toUpperCase())).toHaveLength(1);
  });

  it.each([unknownId, 'not-a-uuid'])('answers 404 for an unknown receiver (%s)', async (id) => {
    const ada = await signedInActor(t);
    expect((await send(ada, id, 'Anyone there?')).statusCode).toBe(404);
  });

  it('answers a signed-out visitor 401, before validating anything', async () => {
    const bob = await signedInActor(t);
    expect((await send(null, bob.user.id, 'Hello')).statusCode).toBe(401);
    expect((await send(null, bob.user.id, '')).statusCode).toBe(401);
  });
});

describe('the messages rate limit', () => {
  const limited = useTestApp({ env: { RATE_LIMIT_MESSAGES_PER_30S: '2' } });

  it('refuses the third message in 30 s with 429 and stores nothing more', async () => {
    const ada = await signedInActor(limited);
    const bob = await signedInActor(limited);
    const sendAs = (content: string) =>
      callAs(limited, ada, 'POST', `/api/messages/send/${bob.user.id}`, { content });
    expect((await sendAs('one')).statusCode).toBe(201);
    expect((await sendAs('two')).statusCode).toBe(201);
    const refused = await sendAs('three');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    const stored = await callAs(limited, bob, 'GET', `/api/messages/${ada.user.id}`);
    expect(stored.json().map((message: Message) => message.content)).toEqual(['one', 'two']);
  });
});

describe('GET /api/messages/{userId}', () => {
  it('answers the newest page oldest first, and its cursor reaches the older messages', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    for (const n of [1, 2, 3, 4, 5]) {
      const sender = n % 2 === 0 ? bob : ada;
      const receiver = n % 2 === 0 ? ada : bob;
      expect((await send(sender, receiver.user.id, `message ${n}`)).statusCode).toBe(201);
    }
    const first = await callAs(t, ada, 'GET', `/api/messages/${bob.user.id}?limit=2`);
    expect(first.json().map((message: Message) => message.content)).toEqual([
      'message 4',
      'message 5',
    ]);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const older = await callAs(
      t,
      ada,
      'GET',
      `/api/messages/${bob.user.id}?limit=3&cursor=${String(cursor)}`,
    );
    expect(older.json().map((message: Message) => message.content)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
    expect(older.headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses a forged cursor with 400 naming cursor', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const forged = Buffer.from(JSON.stringify(['0000-13-45', 'x'])).toString('base64url');
    const response = await callAs(t, ada, 'GET', `/api/messages/${bob.user.id}?cursor=${forged}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it('answers 404 for an unknown user and 401 when signed out', async () => {
    const ada = await signedInActor(t);
    expect((await callAs(t, ada, 'GET', `/api/messages/${unknownId}`)).statusCode).toBe(404);
    expect((await callAs(t, null, 'GET', `/api/messages/${ada.user.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/messages/{userId}/read and GET /api/messages/unread', () => {
  it('counts what one has not read, and reading a conversation clears only its count', async () => {
    const [ada, bob, cy] = [await signedInActor(t), await signedInActor(t), await signedInActor(t)];
    // Collaborators: their first messages are not requests, which never count.
    await buildCollaboration(t.db, ada.user, bob.user);
    await buildCollaboration(t.db, cy.user, ada.user);
    await send(bob, ada.user.id, 'one');
    await send(bob, ada.user.id, 'two');
    await send(cy, ada.user.id, 'three');
    await send(ada, bob.user.id, 'mine do not count');
    const unread = async (viewer: Actor) =>
      (await callAs(t, viewer, 'GET', '/api/messages/unread')).json().count;
    expect(await unread(ada)).toBe(3);
    expect(await unread(bob)).toBe(1);

    const read = await callAs(t, ada, 'POST', `/api/messages/${bob.user.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      message: 'Conversation marked as read',
      readAt: expect.any(String),
    });
    expect(await unread(ada)).toBe(1);
    expect(await unread(bob)).toBe(1);
    const fromBob = (await conversation(ada, bob.user.id)).filter((m) => m.sender === bob.user.id);
    expect(fromBob.map((message) => message.readAt)).toEqual([
      read.json().readAt,
      read.json().readAt,
    ]);
  });

  it('answers 404 for an unknown user and 401 when signed out', async () => {
    const ada = await signedInActor(t);
    expect((await callAs(t, ada, 'POST', `/api/messages/${unknownId}/read`)).statusCode).toBe(404);
    expect((await callAs(t, null, 'POST', `/api/messages/${ada.user.id}/read`)).statusCode).toBe(
      401,
    );
    expect((await callAs(t, null, 'GET', '/api/messages/unread')).statusCode).toBe(401);
  });
});
