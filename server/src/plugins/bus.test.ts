import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../test/actors.ts';
import { buildProblem } from '../test/factories.ts';
import { useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';

/**
 * Redis pub/sub delivers a message at most once: one lost while a node was briefly cut off must
 * still not leave that node's caches stale for long. The bus numbers its messages and checks the
 * count every second, giving up on a message after a whole check (bus.ts); these tests lose a
 * message on purpose.
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl !== undefined)('the bus on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  const missedOn = (t: TestApp) =>
    new Promise<void>((resolve) => t.app.bus.onMissedMessages(resolve));

  it('a write whose message never arrived shows on the other node after its next check', async () => {
    const alice = await signedInActor(nodeA);
    const dashboardTitles = async () => {
      const response = await callAs(nodeB, alice, 'GET', '/api/dashboard?limit=100');
      return (response.json() as { title: string }[]).map((card) => card.title);
    };
    // Node B caches the dashboard, then a problem is written without a message reaching it.
    expect(await dashboardTitles()).not.toContain('Lost in transit');
    await buildProblem(nodeA.db, alice.user, { title: 'Lost in transit' });
    expect(await dashboardTitles()).not.toContain('Lost in transit');

    const missed = missedOn(nodeB);
    // What publishing does, less the message: the count moves, nobody hears of it.
    await redis.incr(`${nodeB.config.redisPrefix}bus:published`);
    await missed;
    expect(await dashboardTitles()).toContain('Lost in transit');
  });

  it('a message whose number skips one flushes before it is delivered', async () => {
    const events: string[] = [];
    const delivered = new Promise<void>((resolve) =>
      nodeB.app.bus.subscribe('session-ended', (message) => {
        if (message !== 'after a gap') return;
        events.push('delivered');
        resolve();
      }),
    );
    nodeB.app.bus.onMissedMessages(() => events.push('missed'));
    const prefix = nodeB.config.redisPrefix;
    const skipped = (await redis.incrby(`${prefix}bus:published`, 2)).toString();
    // An ended session no node knows: heard, it changes nothing.
    await redis.publish(`${prefix}bus:session-ended`, `${skipped}:after a gap`);
    await delivered;
    expect(events.slice(-2)).toEqual(['missed', 'delivered']);
  });
});
