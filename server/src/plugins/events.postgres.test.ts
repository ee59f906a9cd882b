import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.ts';
import { relayLock } from '../lib/events/outbox.ts';
import { announced, probe } from '../test/event-probes.ts';
import { useTestApp } from '../test/harness.ts';

/**
 * The outbox relay on PostgreSQL (plugins/events.ts): its lock can be held elsewhere only with
 * connections of one's own, which one PGlite does not have.
 */
describe('events on one node of several', () => {
  const t = useTestApp();

  it('commits changes while another node relays, and numbers them all after', async () => {
    const reactions = new Map<string, () => void>();
    t.app.events.onCommit('user.signed-up', ({ userId }) => reactions.get(userId)?.());
    /** Commits a probe; `reacted` resolves once it committed and this node reacted. */
    const change = (userId: string) => {
      const reacted = new Promise<void>((resolve) => reactions.set(userId, resolve));
      const told = announced(t, userId);
      const committed = t.app.commit(async (_tx, record) => record(probe(userId)));
      return { reacted, told, committed };
    };
    const waitingOnRelayLock = async (tx: Executor) => {
      const result = await tx.execute<{ waiting: number }>(sql`
          select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and objid = ${relayLock} and not granted`);
      return result.rows[0]?.waiting;
    };
    // As many changes as the pool (5 in tests) has connections beside the lock's holder, then two.
    const first = Array.from({ length: 4 }, () => change(crypto.randomUUID()));
    const second: ReturnType<typeof change>[] = [];
    // Another node's relay holds the lock (lib/events/outbox.ts) while these changes commit.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${relayLock})`);
      await Promise.all(first.map((made) => made.reacted));
      // This node waits on the lock with one relay, which numbers whatever is pending by then.
      expect(await waitingOnRelayLock(tx)).toBeLessThanOrEqual(1);
      // The next changes still find a connection to commit with.
      second.push(change(crypto.randomUUID()), change(crypto.randomUUID()));
      await Promise.all(second.map((made) => made.reacted));
    });
    const made = [...first, ...second];
    await Promise.all(made.map((one) => one.committed));
    const numbers = await Promise.all(made.map((one) => one.told));
    expect(new Set(numbers).size).toBe(made.length);
    for (const number of numbers) expect(number).toBeGreaterThan(0);
  });
});
