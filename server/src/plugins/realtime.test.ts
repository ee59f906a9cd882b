import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@upsolve/contract';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { signInAs, unknownId } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import {
  closeSockets,
  connect,
  connectedSocketOf,
  eventsOf,
  makePartners,
  nextEvent,
  onlineAnnounced,
  socketOf,
} from '../test/sockets.ts';

const t = useTestApp();
afterEach(closeSockets);

function send(sender: Actor, receiverId: string, content: string, socketId?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/messages/send/${receiverId}`,
    headers: {
      cookie: sender.cookie,
      ...(socketId === undefined ? {} : { 'x-socket-id': socketId }),
    },
    payload: { content },
  });
}

describe('the socket handshake', () => {
  it('refuses a socket without a session cookie', async () => {
    const socket = await socketOf(t, null);
    await expect(connect(socket)).rejects.toThrow('unauthenticated');
  });

  it('refuses a made-up or ended session', async () => {
    const madeUp = await socketOf(t, null, { cookie: 'upsolve_session=not-a-real-token' });
    await expect(connect(madeUp)).rejects.toThrow('unauthenticated');

    const ada = await signedInActor(t);
    await callAs(t, ada, 'POST', '/api/logout');
    const ended = await socketOf(t, ada);
    await expect(connect(ended)).rejects.toThrow('unauthenticated');
  });

  it('refuses a page of another site, as the CSRF guard does', async () => {
    const ada = await signedInActor(t);
    const socket = await socketOf(t, ada, { origin: 'https://evil.example' });
    await expect(connect(socket)).rejects.toThrow();
  });

  it('ignores the userId query parameter: a socket is who its cookie says', async () => {
    const [ada, bob, eve] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const bobs = await connectedSocketOf(t, bob);
    const eves = await connectedSocketOf(t, eve, { userId: bob.user.id });
    const eveHears = nextEvent(eves.socket, 'newMessage');
    const bobHears = nextEvent(bobs.socket, 'newMessage');
    await send(ada, bob.user.id, 'For Bob only');
    expect((await bobHears).content).toBe('For Bob only');
    // Eve's first message is the one sent to her: Bob's never reached her socket.
    await send(ada, eve.user.id, 'For Eve');
    expect((await eveHears).content).toBe('For Eve');
  });
});

describe('delivery', () => {
  it('emits the stored message to the receiver and to the sender’s other tabs only', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const bobs = await connectedSocketOf(t, bob);
    const sendingTab = await connectedSocketOf(t, ada);
    const otherTab = await connectedSocketOf(t, ada);
    const received = nextEvent(bobs.socket, 'newMessage');
    const echoed = nextEvent(otherTab.socket, 'messageSent');
    const echoedToSender = nextEvent(sendingTab.socket, 'messageSent');

    const response = await send(ada, bob.user.id, 'gg, upsolving D now', sendingTab.socket.id);
    const stored: Message = response.json();
    // The receiver's copy says where it lands: a stranger's first message is a request.
    expect(await received).toEqual({ ...stored, box: 'requests' });
    expect(await echoed).toEqual(stored);

    // The sending tab already shows its message: the next it hears of is one sent elsewhere.
    await send(ada, bob.user.id, 'from another tab', otherTab.socket.id);
    expect((await echoedToSender).content).toBe('from another tab');
  });

  it('emits nothing for a refused message', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const bobs = await connectedSocketOf(t, bob);
    const heard = nextEvent(bobs.socket, 'newMessage');
    expect((await send(ada, bob.user.id, '   ')).statusCode).toBe(400);
    expect((await send(ada, bob.user.id, 'valid')).statusCode).toBe(201);
    expect((await heard).content).toBe('valid');
  });

  it('tells the sender when the receiver read their messages', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const adas = await connectedSocketOf(t, ada);
    await send(ada, bob.user.id, 'Read me');
    const notice = nextEvent(adas.socket, 'messagesRead');
    const read = await callAs(t, bob, 'POST', `/api/messages/${ada.user.id}/read`);
    expect(await notice).toEqual({ by: bob.user.id, readAt: read.json().readAt });
  });

  it('relays typing notices to the other person, and drops malformed ones', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const adas = await connectedSocketOf(t, ada);
    const bobs = await connectedSocketOf(t, bob);
    const typing = nextEvent(bobs.socket, 'typing');
    adas.socket.emit('typing', { to: 'not-a-user', typing: true });
    adas.socket.emit('typing', { to: bob.user.id, typing: true });
    expect(await typing).toEqual({ from: ada.user.id, typing: true });
  });

  it('passes one typing notice a second per pair, only to an existing other user', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const adas = await connectedSocketOf(t, ada);
    const bobs = await connectedSocketOf(t, bob);
    const bobHeard = eventsOf(bobs.socket, 'typing');
    const adaHeard = eventsOf(adas.socket, 'typing');
    const first = nextEvent(bobs.socket, 'typing');
    for (const typing of [true, false, true, false]) {
      adas.socket.emit('typing', { to: bob.user.id, typing });
    }
    // To oneself, and to no one: dropped.
    adas.socket.emit('typing', { to: ada.user.id, typing: true });
    adas.socket.emit('typing', { to: unknownId, typing: true });
    expect(await first).toEqual({ from: ada.user.id, typing: true });

    // A message sent afterwards arrives after anything the burst could have let through.
    const message = nextEvent(bobs.socket, 'newMessage');
    await send(ada, bob.user.id, 'done typing');
    await message;
    expect(bobHeard).toEqual([{ from: ada.user.id, typing: true }]);
    expect(adaHeard).toEqual([]);
    // The other way round is another pair, with its own second.
    const adaTold = nextEvent(adas.socket, 'typing');
    bobs.socket.emit('typing', { to: ada.user.id.toUpperCase(), typing: true });
    expect(await adaTold).toEqual({ from: bob.user.id, typing: true });
  });

  it('tells the recipient of a new invitation, and both of the answer (all their tabs)', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const adas = await connectedSocketOf(t, ada);
    const bobs = await connectedSocketOf(t, bob);
    const bobsOtherTab = await connectedSocketOf(t, bob);
    const arrived = nextEvent(bobs.socket, 'invitation:new');
    const invited = await callAs(t, ada, 'POST', '/api/collaborations', {
      recipientId: bob.user.id,
      projectDetails: 'Let us build a judge',
    });
    const invitation = invited.json().invitation;
    expect(await arrived).toEqual(invitation);
    const answered = nextEvent(adas.socket, 'invitation:answered');
    const answeredElsewhere = nextEvent(bobsOtherTab.socket, 'invitation:answered');
    await callAs(t, bob, 'POST', `/api/collaborations/${invitation._id}/accept`);
    expect(await answered).toMatchObject({ _id: invitation._id, status: 'accepted' });
    expect(await answeredElsewhere).toMatchObject({ _id: invitation._id, status: 'accepted' });
  });
});

describe('presence on one node', () => {
  it('sends the online list on connect and to partners when one comes or goes', async () => {
    const [ada, bob, carol] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    await makePartners(t, ada, bob);
    await makePartners(t, ada, carol);
    const adas = await connectedSocketOf(t, ada);
    expect(adas.online).toContain(ada.user.id);

    await onlineAnnounced(t, [ada.user.id]);
    const bobOnline = nextEvent(adas.socket, 'getOnlineUsers', (ids) => ids.includes(bob.user.id));
    const bobs = await connectedSocketOf(t, bob);
    expect(bobs.online).toEqual(expect.arrayContaining([ada.user.id, bob.user.id]));
    await bobOnline;

    // Two tabs: Bob stays online until the last one closes.
    const secondTab = await connectedSocketOf(t, bob);
    const bobOffline = nextEvent(
      adas.socket,
      'getOnlineUsers',
      (ids) => !ids.includes(bob.user.id),
    );
    bobs.socket.disconnect();
    const carolOnline = nextEvent(adas.socket, 'getOnlineUsers', (ids) =>
      ids.includes(carol.user.id),
    );
    await connectedSocketOf(t, carol);
    expect(await carolOnline).toContain(bob.user.id);
    secondTab.socket.disconnect();
    await bobOffline;
  });
});

describe('logging out', () => {
  it('disconnects that session’s sockets and no other', async () => {
    const ada = await signedInActor(t);
    const otherSession = { user: ada.user, cookie: await signInAs(t.app, ada.user) };
    const loggingOut = await connectedSocketOf(t, ada);
    const staying = await connectedSocketOf(t, otherSession);
    const dropped = new Promise<string>((resolve) =>
      loggingOut.socket.once('disconnect', (reason) => resolve(reason)),
    );
    await callAs(t, ada, 'POST', '/api/logout');
    expect(await dropped).toBe('io server disconnect');

    const bob = await signedInActor(t);
    const heard = nextEvent(staying.socket, 'newMessage');
    await send(bob, ada.user.id, 'still here?');
    expect((await heard).content).toBe('still here?');
  });
});
