import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema/index.ts';
import { buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { auditHistory, recordAudit } from './audit.ts';

const t = useTestApp();

class RolledBack extends Error {}

describe('the audit log', () => {
  it('keeps an entry only when the action it records commits', async () => {
    const target = await buildUser(t.db);
    const item = { itemType: 'user', itemId: target.id } as const;
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: null, action: 'moderator.granted', ...item });
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await auditHistory(t.db, item)).toEqual([]);

    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: null,
        action: 'moderator.granted',
        ...item,
        reason: 'Helps in the discussions',
      });
    });
    expect(await auditHistory(t.db, item)).toEqual([
      {
        action: 'moderator.granted',
        actor: null,
        reason: 'Helps in the discussions',
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('tells an item’s history newest first, with who did it, and nothing of other items', async () => {
    const [moderator, target, other] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    const item = { itemType: 'user', itemId: target.id } as const;
    await recordAudit(t.db, { actorId: null, action: 'admin.granted', ...item });
    await recordAudit(t.db, { actorId: moderator.id, action: 'admin.revoked', ...item });
    await recordAudit(t.db, {
      actorId: null,
      action: 'moderator.granted',
      itemType: 'user',
      itemId: other.id,
    });
    // Entries of one millisecond would tie: the first is dated a minute back.
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(auditLog.action, 'admin.granted'));

    const history = await auditHistory(t.db, item);
    expect(history.map((entry) => [entry.action, entry.actor?.username ?? null])).toEqual([
      ['admin.revoked', moderator.username],
      ['admin.granted', null],
    ]);
    expect(history.map((entry) => entry.reason)).toEqual(['', '']);
  });

  it('outlives the actor’s account: the entry stays, without an actor', async () => {
    const [moderator, target] = [await buildUser(t.db), await buildUser(t.db)];
    const item = { itemType: 'user', itemId: target.id } as const;
    await recordAudit(t.db, { actorId: moderator.id, action: 'moderator.revoked', ...item });
    await t.db.delete(users).where(eq(users.id, moderator.id));
    const [entry] = await auditHistory(t.db, item);
    expect(entry).toMatchObject({ action: 'moderator.revoked', actor: null });
  });
});
