import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collaborations } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';

/** Invitations cannot be used to pester (docs/product.md, "Invitations"): limits of their own. */
const t = useTestApp({ env: { RATE_LIMIT_INVITATIONS_PER_DAY: '3' } });

const details = 'Segment tree beats, a study group: join?';
const dayMs = 24 * 60 * 60 * 1000;

function invite(sender: Actor, recipient: Actor) {
  return callAs(t, sender, 'POST', '/api/collaborations', {
    recipientId: recipient.user.id,
    projectDetails: details,
  });
}

async function outgoing(sender: Actor): Promise<unknown[]> {
  const response = await callAs(t, sender, 'GET', '/api/collaborations');
  return response.json().outgoing;
}

describe('after a decline', () => {
  it('refuses a new invitation to the same person for 7 days with 409 naming the day, storing nothing', async () => {
    const [sender, recipient] = [await signedInActor(t), await signedInActor(t)];
    const first = await invite(sender, recipient);
    const invitationId: string = first.json().invitation._id;
    const declined = await callAs(
      t,
      recipient,
      'POST',
      `/api/collaborations/${invitationId}/decline`,
    );
    expect(declined.statusCode).toBe(200);
    const [row] = await t.db
      .select({ answeredAt: collaborations.answeredAt })
      .from(collaborations)
      .where(eq(collaborations.id, invitationId));
    const allowedOn = new Date((row?.answeredAt?.getTime() ?? 0) + 7 * dayMs)
      .toISOString()
      .slice(0, 10);

    const again = await invite(sender, recipient);
    expect(again.statusCode).toBe(409);
    const message = `This user declined your last invitation; you can invite them again on ${allowedOn}`;
    expect(again.json()).toEqual({ code: 'conflict', message, fields: { recipientId: message } });
    expect(await outgoing(sender)).toHaveLength(1);

    // Someone else may still invite them, and they may invite the sender.
    const other = await signedInActor(t);
    expect((await invite(other, recipient)).statusCode).toBe(201);
    expect((await invite(recipient, sender)).statusCode).toBe(201);
  });

  it('allows the invitation again once the 7 days have passed', async () => {
    const [sender, recipient] = [await signedInActor(t), await signedInActor(t)];
    const first = await invite(sender, recipient);
    const invitationId: string = first.json().invitation._id;
    await callAs(t, recipient, 'POST', `/api/collaborations/${invitationId}/decline`);
    await t.db
      .update(collaborations)
      .set({ answeredAt: new Date(Date.now() - 7 * dayMs - 60_000) })
      .where(eq(collaborations.id, invitationId));
    expect((await invite(sender, recipient)).statusCode).toBe(201);
  });
});

describe('the daily allowance', () => {
  it('refuses the invitation past RATE_LIMIT_INVITATIONS_PER_DAY with 429 and Retry-After, storing nothing', async () => {
    const sender = await signedInActor(t);
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await invite(sender, await signedInActor(t))).statusCode).toBe(201);
    }
    const refused = await invite(sender, await signedInActor(t));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'You can send at most 3 invitations a day. Please try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(dayMs / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(dayMs / 1000);
    expect(await outgoing(sender)).toHaveLength(3);
  });

  it('counts only the last 24 hours', async () => {
    const sender = await signedInActor(t);
    for (let sent = 0; sent < 3; sent += 1) await invite(sender, await signedInActor(t));
    await t.db
      .update(collaborations)
      .set({ createdAt: new Date(Date.now() - dayMs - 60_000) })
      .where(eq(collaborations.senderId, sender.user.id));
    expect((await invite(sender, await signedInActor(t))).statusCode).toBe(201);
  });
});
