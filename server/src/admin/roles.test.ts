import { describe, expect, it } from 'vitest';
import { auditHistory } from '../lib/audit.ts';
import { rolesOfUser } from '../lib/roles.ts';
import { buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { applyAdminRequest } from './apply.ts';
import { AdminError, describeResult } from './protocol.ts';
import type { AdminRequest } from './protocol.ts';

const t = useTestApp();

async function apply(request: AdminRequest) {
  return applyAdminRequest(t.db, request, t.config.publicUrl);
}

const grant = (username: string, role: 'admin' | 'moderator', reason = '') =>
  apply({ command: 'grant', username, role, reason });
const revoke = (username: string, role: 'admin' | 'moderator', reason = '') =>
  apply({ command: 'revoke', username, role, reason });

describe('granting and revoking roles (what `npm run admin` does)', () => {
  it('grants a role to a user named in any letter case, once, and records it in the audit log', async () => {
    const user = await buildUser(t.db);
    const granted = await grant(user.username.toUpperCase(), 'moderator', 'Runs the contests');
    expect(granted).toEqual({
      result: { command: 'grant', username: user.username, role: 'moderator', changed: true },
      rolesChangedFor: user.id,
    });
    expect(describeResult(granted.result)).toBe(`${user.username} is now a moderator.`);
    expect(await rolesOfUser(t.db, user.id)).toEqual(['moderator']);

    const again = await grant(user.username, 'moderator');
    expect(again.rolesChangedFor).toBeNull();
    expect(describeResult(again.result)).toBe(
      `${user.username} is already a moderator: nothing changed.`,
    );
    const history = await auditHistory(t.db, { itemType: 'user', itemId: user.id });
    expect(history).toEqual([
      {
        action: 'moderator.granted',
        actor: null,
        reason: 'Runs the contests',
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('revokes a held role, says so when it was not held, and records only the change', async () => {
    const user = await buildUser(t.db);
    await grant(user.username, 'admin');
    await grant(user.username, 'moderator');
    const revoked = await revoke(user.username, 'admin');
    expect(describeResult(revoked.result)).toBe(`${user.username} is no longer an admin.`);
    expect(revoked.rolesChangedFor).toBe(user.id);
    expect(await rolesOfUser(t.db, user.id)).toEqual(['moderator']);

    const notHeld = await revoke(user.username, 'admin');
    expect(notHeld.rolesChangedFor).toBeNull();
    expect(describeResult(notHeld.result)).toBe(
      `${user.username} is not an admin: nothing changed.`,
    );
    const actions = (await auditHistory(t.db, { itemType: 'user', itemId: user.id })).map(
      (entry) => entry.action,
    );
    expect([...actions].sort()).toEqual(['admin.granted', 'admin.revoked', 'moderator.granted']);
  });

  it('refuses an unknown user and changes nothing', async () => {
    await expect(grant('nobody-by-this-name', 'admin')).rejects.toThrow(
      new AdminError('No user is named "nobody-by-this-name".'),
    );
    await expect(revoke('nobody-by-this-name', 'admin')).rejects.toBeInstanceOf(AdminError);
  });

  it('lists who holds which role, by role and then by name', async () => {
    const [zed, amy] = [
      await buildUser(t.db, { username: `zed-${Date.now()}` }),
      await buildUser(t.db, { username: `Amy-${Date.now()}` }),
    ];
    await grant(zed.username, 'moderator');
    await grant(amy.username, 'moderator');
    await grant(zed.username, 'admin');
    const { result } = await apply({ command: 'list' });
    if (result.command !== 'list') throw new Error('list answered something else');
    const ours = result.holders.filter((holder) =>
      [zed.username, amy.username].includes(holder.username),
    );
    expect(ours.map((holder) => [holder.role, holder.username])).toEqual([
      ['admin', zed.username],
      ['moderator', amy.username],
      ['moderator', zed.username],
    ]);
    expect(describeResult(result)).toContain(`moderator  ${amy.username}`);
  });
});
