import { describe, expect, it } from 'vitest';
import { numberPendingEvents, writeToOutbox } from '../lib/events/outbox.ts';
import { callAs, signedInActor } from '../test/actors.ts';
import { buildProblem } from '../test/factories.ts';
import { heardEvent } from '../test/events.ts';
import { announced, outboxRowsFor, probe } from '../test/event-probes.ts';
import { useTestApp, useTwoNodes } from '../test/harness.ts';

/**
 * Domain events (plugins/events.ts): written with the change they name, delivered after it
 * commits, to every node, and read from the outbox by a node that missed one.
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe('events on one node', () => {
  const t = useTestApp();

  it('reacts after the change committed, and numbers the event', async () => {
    const userId = crypto.randomUUID();
    const seenInReaction: number[] = [];
    t.app.events.onCommit('user.signed-up', async (payload) => {
      if (payload.userId !== userId) return;
      // A reaction reads what the change wrote: it has committed.
      seenInReaction.push((await outboxRowsFor(t, userId)).length);
    });
    const told = announced(t, userId);
    const { events: recorded } = await t.app.commit(async (_tx, record) => record(probe(userId)));
    expect(recorded).toEqual([probe(userId)]);
    expect(seenInReaction).toEqual([1]);
    const number = await told;
    expect(number).toBeGreaterThan(0);
    const [row] = await outboxRowsFor(t, userId);
    expect(row?.number).toBe(number);
  });

  it('has no event, and no reaction, for a change that rolled back', async () => {
    const userId = crypto.randomUUID();
    let reactions = 0;
    t.app.events.onEveryNode('user.signed-up', (payload) => {
      if (payload.userId === userId) reactions += 1;
    });
    const failing = t.app.commit(async (_tx, record) => {
      record(probe(userId));
      throw new Error('the change failed after recording its event');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await outboxRowsFor(t, userId)).toEqual([]);
    expect(reactions).toBe(0);
  });

  it('delivers an event it never heard on the bus from the outbox', async () => {
    const userId = crypto.randomUUID();
    const heard = heardEvent(t, 'user.signed-up', (payload) => payload.userId === userId);
    // Another node committed and numbered it, and its message to this node was lost.
    await writeToOutbox(t.db, 'another node', [probe(userId)]);
    await numberPendingEvents(t.db);
    expect(await heard).toEqual({ userId });
  });

  it('numbers events in delivery order without gaps, whoever relays them', async () => {
    await writeToOutbox(t.db, 'another node', [probe(crypto.randomUUID())]);
    await writeToOutbox(t.db, 'another node', [probe(crypto.randomUUID())]);
    const [first, second] = await Promise.all([
      numberPendingEvents(t.db),
      numberPendingEvents(t.db),
    ]);
    const numbers = [...(first ?? []), ...(second ?? [])].map((event) => event.number ?? 0);
    const sorted = numbers.toSorted((a, b) => a - b);
    expect(numbers).toHaveLength(2);
    expect((sorted[1] ?? 0) - (sorted[0] ?? 0)).toBe(1);
  });
});

describe.runIf(redisUrl !== undefined)('events on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  it('a change on node A reaches node B’s reactions, once', async () => {
    const alice = await signedInActor(nodeA);
    const problem = await buildProblem(nodeA.db, alice.user);
    let heardOnB = 0;
    nodeB.app.events.onEveryNode('bookmark.changed', (change) => {
      if (change.problemId === problem.id && change.bookmarked) heardOnB += 1;
    });
    const heard = heardEvent(
      nodeB,
      'bookmark.changed',
      (change) => change.problemId === problem.id,
    );
    const saved = await callAs(nodeA, alice, 'POST', `/api/bookmark/${problem.id}`);
    expect(saved.statusCode).toBe(200);
    expect(await heard).toEqual({ problemId: problem.id, userId: alice.user.id, bookmarked: true });
    // Another event after it: by the time B hears that, a duplicate of the first would have come.
    const next = heardEvent(nodeB, 'bookmark.changed', (change) => !change.bookmarked);
    await callAs(nodeA, alice, 'POST', `/api/unbookmark/${problem.id}`);
    await next;
    expect(heardOnB).toBe(1);
  });

  it('a node that missed a bus message reads the event from the outbox', async () => {
    const userId = crypto.randomUUID();
    const heardOnA = heardEvent(nodeA, 'user.signed-up', (payload) => payload.userId === userId);
    const heardOnB = heardEvent(nodeB, 'user.signed-up', (payload) => payload.userId === userId);
    await writeToOutbox(nodeA.db, 'a stopped node', [probe(userId)]);
    await numberPendingEvents(nodeA.db);
    expect(await Promise.all([heardOnA, heardOnB])).toEqual([{ userId }, { userId }]);
  });
});
