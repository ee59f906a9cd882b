import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { buildProblem, buildSolution } from '../test/factories.ts';
import { validProblemBody, validSolution } from '../test/fixtures.ts';
import { useTestApp, useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';
import { heardEvent } from '../test/events.ts';

const redisUrl = process.env.TEST_REDIS_URL;

interface Card {
  _id: string;
  title: string;
}

async function dashboardTitles(t: TestApp, viewer: Actor, query = '') {
  const response = await callAs(t, viewer, 'GET', `/api/dashboard?limit=100${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Card[]).map((card) => card.title);
}

async function topUserIds(t: TestApp, viewer: Actor) {
  const response = await callAs(t, viewer, 'GET', '/api/top-users');
  return (response.json() as { _id: string }[]).map((user) => user._id);
}

describe('the shared lists on one node', () => {
  const t = useTestApp();
  // Factories write around the API, so nothing tells the cache: the tests drop it themselves.
  const forgetLists = () => t.app.cache.flush();

  it('shows the writer their new problem at once, though the page was cached a moment before', async () => {
    const alice = await signedInActor(t);
    expect(await dashboardTitles(t, alice)).not.toContain('Fresh off the press');
    const added = await callAs(
      t,
      alice,
      'POST',
      '/api/addproblem',
      validProblemBody({ title: 'Fresh off the press' }),
    );
    expect(added.statusCode).toBe(201);
    expect(await dashboardTitles(t, alice)).toContain('Fresh off the press');
  });

  it('never shows a problem made private or deleted, to anyone', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const soonPrivate = await buildProblem(t.db, alice.user, { title: 'Soon private' });
    const soonGone = await buildProblem(t.db, alice.user, { title: 'Soon gone' });
    forgetLists();
    expect(await dashboardTitles(t, bob)).toEqual(expect.arrayContaining(['Soon private']));

    const body = validProblemBody({ title: 'Soon private', choice: 'private' });
    const url = `/api/problem/${soonPrivate.id}`;
    expect((await callAs(t, alice, 'PUT', `${url}/updateproblem`, body)).statusCode).toBe(200);
    const deleted = await callAs(t, alice, 'DELETE', `/api/problem/${soonGone.id}/deleteproblem`);
    expect(deleted.statusCode).toBe(200);
    for (const viewer of [alice, bob]) {
      const titles = await dashboardTitles(t, viewer);
      expect(titles).not.toContain('Soon private');
      expect(titles).not.toContain('Soon gone');
    }
  });

  it('moves the leaderboard when a solution is posted', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, alice.user);
    await buildSolution(t.db, problem, alice.user);
    forgetLists();
    expect(await topUserIds(t, bob)).toContain(alice.user.id);
    expect(await topUserIds(t, bob)).not.toContain(bob.user.id);

    const url = `/api/problem/${problem.id}/addsolution`;
    expect((await callAs(t, bob, 'POST', url, validSolution)).statusCode).toBe(201);
    expect(await topUserIds(t, bob)).toContain(bob.user.id);
  });

  it('answers everyone with the same public page, whoever asked first', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    await buildProblem(t.db, alice.user, { title: 'Alice private notes', visibility: 'private' });
    const bookmarked = await buildProblem(t.db, alice.user, { title: 'Alice saved this' });
    await callAs(t, alice, 'POST', `/api/bookmark/${bookmarked.id}`);
    forgetLists();

    const first = await callAs(t, alice, 'GET', '/api/dashboard?limit=100');
    const second = await callAs(t, bob, 'GET', '/api/dashboard?limit=100');
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain('Alice private notes');
    // Nothing of the first viewer's own state is in a shared page.
    expect(second.body).not.toMatch(/isBookmarked|viewerHasReviewed/);
  });
});

describe('the tag cache', () => {
  const t = useTestApp();
  const shared = (key: string, tags: string[] = []) => ({ key, scope: 'shared' as const, tags });

  it('loads a key once for concurrent readers', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    const read = () => t.app.cache.read(shared('once'), load);
    const answers = await Promise.all([read(), read(), read()]);
    expect(answers.map((answer) => answer.value)).toEqual([1, 1, 1]);
    expect(answers.map((answer) => answer.hit)).toEqual([false, true, true]);
    expect((await read()).value).toBe(1);
  });

  it('does not keep what a read loaded while one of its tags was dropped', async () => {
    let release: (value: string) => void = () => {};
    const slowLoad = new Promise<string>((resolve) => {
      release = resolve;
    });
    const reading = t.app.cache.read(shared('raced', ['problem:1']), () => slowLoad);
    t.app.cache.drop(['problem:1']);
    release('from before the write');
    expect((await reading).value).toBe('from before the write');
    const after = await t.app.cache.read(shared('raced', ['problem:1']), async () => 'after');
    expect(after).toEqual({ value: 'after', hit: false });
  });

  it('drops only the entries that depend on a dropped tag', async () => {
    await t.app.cache.read(shared('first', ['problem:a']), async () => 'a');
    await t.app.cache.read(shared('second', ['problem:b']), async () => 'b');
    t.app.cache.drop(['problem:a']);
    expect(await t.app.cache.read(shared('first', ['problem:a']), async () => 'a2')).toEqual({
      value: 'a2',
      hit: false,
    });
    expect(await t.app.cache.read(shared('second', ['problem:b']), async () => 'b2')).toEqual({
      value: 'b',
      hit: true,
    });
  });

  it('never answers one viewer from another viewer’s entry of the same key', async () => {
    const mine = { key: 'marks', scope: { viewerId: 'ada' }, tags: [] };
    const theirs = { key: 'marks', scope: { viewerId: 'bob' }, tags: [] };
    await t.app.cache.read(mine, async () => 'ada’s');
    expect((await t.app.cache.read(theirs, async () => 'bob’s')).value).toBe('bob’s');
  });
});

describe.runIf(redisUrl !== undefined)('the shared lists on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  it('a problem added on node A shows on node B, whose page was cached', async () => {
    const alice = await signedInActor(nodeA);
    const bob = await signedInActor(nodeB);
    expect(await dashboardTitles(nodeB, bob)).not.toContain('Added on A');

    const heardOnB = heardEvent(nodeB, 'problem.created');
    const body = validProblemBody({ title: 'Added on A' });
    expect((await callAs(nodeA, alice, 'POST', '/api/addproblem', body)).statusCode).toBe(201);
    await heardOnB;
    expect(await dashboardTitles(nodeB, bob)).toContain('Added on A');
  });

  it('a problem made private on node A leaves node B’s cached page', async () => {
    const alice = await signedInActor(nodeA);
    const bob = await signedInActor(nodeB);
    const heardOnB = heardEvent(nodeB, 'problem.created');
    const added = await callAs(
      nodeA,
      alice,
      'POST',
      '/api/addproblem',
      validProblemBody({ title: 'Hidden from B' }),
    );
    const problem = added.json().problem as Card;
    // Node B may still hold the page from before the add until it hears of it.
    await heardOnB;
    expect(await dashboardTitles(nodeB, bob)).toContain('Hidden from B');

    const heardAgainOnB = heardEvent(nodeB, 'problem.updated');
    const body = validProblemBody({ title: 'Hidden from B', choice: 'private' });
    const url = `/api/problem/${problem._id}/updateproblem`;
    expect((await callAs(nodeA, alice, 'PUT', url, body)).statusCode).toBe(200);
    await heardAgainOnB;
    expect(await dashboardTitles(nodeB, bob)).not.toContain('Hidden from B');
  });
});
