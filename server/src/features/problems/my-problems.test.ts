import { describe, expect, it } from 'vitest';
import { buildProblem, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';

const testApp = useTestApp();

describe('GET /api/myproblems', () => {
  it("lists only the viewer's problems, private ones included, newest first, with the username", async () => {
    const { db } = testApp;
    const alice = await signedInActor(testApp);
    const bob = await buildUser(db);
    await buildProblem(db, alice.user, {
      title: 'Old',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await buildProblem(db, alice.user, {
      title: 'Private',
      visibility: 'private',
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await buildProblem(db, alice.user, {
      title: 'New',
      createdAt: new Date('2026-01-03T00:00:00Z'),
    });
    await buildProblem(db, bob, { title: "Bob's" });

    const response = await callAs(testApp, alice, 'GET', '/api/myproblems');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.username).toBe(alice.user.username);
    expect(body.problems.map((problem: { title: string }) => problem.title)).toEqual([
      'New',
      'Private',
      'Old',
    ]);
    expect(response.headers['x-total-count']).toBe('3');
  });

  it('pages with a cursor without gaps or duplicates', async () => {
    const { db } = testApp;
    const dave = await signedInActor(testApp);
    const sameInstant = new Date('2026-03-01T00:00:00Z');
    for (let index = 0; index < 5; index += 1) {
      await buildProblem(db, dave.user, { title: `Mine ${index}`, createdAt: sameInstant });
    }
    const seen: string[] = [];
    let url = '/api/myproblems?limit=2';
    for (let pageNumber = 0; pageNumber < 5; pageNumber += 1) {
      const response = await callAs(testApp, dave, 'GET', url);
      seen.push(...response.json().problems.map((problem: { title: string }) => problem.title));
      const next = response.headers['x-next-cursor'];
      if (typeof next !== 'string') break;
      url = `/api/myproblems?limit=2&cursor=${next}`;
    }
    expect(seen.sort()).toEqual(['Mine 0', 'Mine 1', 'Mine 2', 'Mine 3', 'Mine 4']);
  });

  it('is empty for a newcomer, 400 for a forged cursor and 401 signed out', async () => {
    const carol = await signedInActor(testApp);
    expect((await callAs(testApp, carol, 'GET', '/api/myproblems')).json()).toEqual({
      problems: [],
      username: carol.user.username,
    });
    const forged = await callAs(testApp, carol, 'GET', '/api/myproblems?cursor=bm90LWpzb24');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toEqual({ cursor: 'Invalid cursor' });
    expect((await callAs(testApp, null, 'GET', '/api/myproblems')).statusCode).toBe(401);
  });
});
