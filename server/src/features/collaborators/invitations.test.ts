import { describe, expect, it } from 'vitest';
import { unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';

const t = useTestApp();

const details = 'A Codeforces gym bot in Rust: want to build it together?';

async function invite(sender: Actor, recipient: Actor, projectDetails = details) {
  return callAs(t, sender, 'POST', '/api/collaborations', {
    recipientId: recipient.user.id,
    projectDetails,
  });
}

async function pair() {
  return { sender: await signedInActor(t), recipient: await signedInActor(t) };
}

describe('POST /api/collaborations', () => {
  it('answers a signed-out visitor 401', async () => {
    const { recipient } = await pair();
    const response = await callAs(t, null, 'POST', '/api/collaborations', {
      recipientId: recipient.user.id,
      projectDetails: details,
    });
    expect(response.statusCode).toBe(401);
  });

  it('sends a pending invitation that both people then list', async () => {
    const { sender, recipient } = await pair();
    const response = await invite(sender, recipient);
    expect(response.statusCode).toBe(201);
    const invitation = response.json().invitation;
    expect(response.json().message).toBe('Invitation sent');
    expect(invitation).toMatchObject({
      from: { _id: sender.user.id, username: sender.user.username },
      to: { _id: recipient.user.id, username: recipient.user.username },
      projectDetails: details,
      status: 'pending',
      answeredAt: null,
    });

    const received = await callAs(t, recipient, 'GET', '/api/collaborations');
    expect(received.json()).toEqual({ incoming: [invitation], outgoing: [] });
    const sent = await callAs(t, sender, 'GET', '/api/collaborations');
    expect(sent.json()).toEqual({ incoming: [], outgoing: [invitation] });
    const bystander = await signedInActor(t);
    const none = await callAs(t, bystander, 'GET', '/api/collaborations');
    expect(none.json()).toEqual({ incoming: [], outgoing: [] });
  });

  it('refuses an invitation to oneself with 400 naming recipientId', async () => {
    const { sender } = await pair();
    const response = await invite(sender, sender);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ recipientId: 'You cannot invite yourself' });
  });

  it('refuses an invitation to oneself by an upper-case id the same way, storing nothing', async () => {
    const { sender } = await pair();
    const response = await callAs(t, sender, 'POST', '/api/collaborations', {
      recipientId: sender.user.id.toUpperCase(),
      projectDetails: details,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ recipientId: 'You cannot invite yourself' });
    const mine = await callAs(t, sender, 'GET', '/api/collaborations');
    expect(mine.json()).toEqual({ incoming: [], outgoing: [] });
  });

  it('answers an unknown or malformed recipient 404', async () => {
    const { sender } = await pair();
    for (const recipientId of [unknownId, 'nobody']) {
      const response = await callAs(t, sender, 'POST', '/api/collaborations', {
        recipientId,
        projectDetails: details,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a second pending invitation to the same person with 409, but not after an accept', async () => {
    const { sender, recipient } = await pair();
    const first = (await invite(sender, recipient)).json().invitation;
    const second = await invite(sender, recipient, 'Another idea');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'conflict',
      message: 'You already have a pending invitation to this user',
    });
    // The recipient may still invite the sender.
    expect((await invite(recipient, sender)).statusCode).toBe(201);

    // Accepted, a new project may follow (after a decline, a week must pass: invitation-limits).
    await callAs(t, recipient, 'POST', `/api/collaborations/${first._id}/accept`);
    expect((await invite(sender, recipient, 'Try again?')).statusCode).toBe(201);
  });

  it.each([
    [{}, 'projectDetails', 'Project details is required'],
    [{ projectDetails: '   ' }, 'projectDetails', 'Project details is required'],
    [{ projectDetails: '\u200b\u200e' }, 'projectDetails', 'Project details is required'],
    [
      { projectDetails: 'a\u0000b' },
      'projectDetails',
      'Project details must not contain control characters',
    ],
    [
      { projectDetails: 'x'.repeat(2001) },
      'projectDetails',
      'Project details must be at most 2000 characters',
    ],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const { sender, recipient } = await pair();
    const response = await callAs(t, sender, 'POST', '/api/collaborations', {
      recipientId: recipient.user.id,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
  });

  it('keeps 2,000 characters of project details with their line breaks', async () => {
    const { sender, recipient } = await pair();
    const text = `Line one\r\n${'y'.repeat(1990)}`;
    const response = await invite(sender, recipient, text);
    expect(response.statusCode).toBe(201);
    expect(response.json().invitation.projectDetails).toBe(text.replace('\r\n', '\n'));
  });
});

describe('accepting and declining', () => {
  it('lets the recipient accept, and the sender sees the outcome', async () => {
    const { sender, recipient } = await pair();
    const invitation = (await invite(sender, recipient)).json().invitation;
    const response = await callAs(
      t,
      recipient,
      'POST',
      `/api/collaborations/${invitation._id}/accept`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Invitation accepted');
    expect(response.json().invitation.status).toBe('accepted');
    expect(response.json().invitation.answeredAt).not.toBeNull();

    const seenBySender = await callAs(t, sender, 'GET', '/api/collaborations');
    expect(seenBySender.json().outgoing[0]).toMatchObject({
      _id: invitation._id,
      status: 'accepted',
    });
  });

  it('lets the recipient decline', async () => {
    const { sender, recipient } = await pair();
    const invitation = (await invite(sender, recipient)).json().invitation;
    const response = await callAs(
      t,
      recipient,
      'POST',
      `/api/collaborations/${invitation._id}/decline`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Invitation declined',
      invitation: { status: 'declined' },
    });
  });

  it.each(['accept', 'decline'])(
    'refuses to %s for the sender or a bystander (403) and a signed-out visitor (401)',
    async (answer) => {
      const { sender, recipient } = await pair();
      const bystander = await signedInActor(t);
      const invitation = (await invite(sender, recipient)).json().invitation;
      const url = `/api/collaborations/${invitation._id}/${answer}`;
      expect((await callAs(t, null, 'POST', url)).statusCode).toBe(401);
      for (const actor of [sender, bystander]) {
        const response = await callAs(t, actor, 'POST', url);
        expect(response.statusCode).toBe(403);
      }
      const list = await callAs(t, recipient, 'GET', '/api/collaborations');
      expect(list.json().incoming[0].status).toBe('pending');
    },
  );

  it('answers an unknown or malformed invitation 404 and a second answer 409', async () => {
    const { sender, recipient } = await pair();
    for (const id of [unknownId, 'nope']) {
      const response = await callAs(t, recipient, 'POST', `/api/collaborations/${id}/accept`);
      expect(response.statusCode).toBe(404);
    }
    const invitation = (await invite(sender, recipient)).json().invitation;
    await callAs(t, recipient, 'POST', `/api/collaborations/${invitation._id}/accept`);
    const again = await callAs(
      t,
      recipient,
      'POST',
      `/api/collaborations/${invitation._id}/decline`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invitation has already been answered');
  });

  it('answers a signed-out visitor 401 on the list', async () => {
    expect((await callAs(t, null, 'GET', '/api/collaborations')).statusCode).toBe(401);
  });
});
