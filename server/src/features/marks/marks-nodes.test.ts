import { describe, expect, it } from 'vitest';
import { callAs } from '../../test/actors.ts';
import { heardEvent } from '../../test/events.ts';
import { buildProblem, buildUser, signInAs } from '../../test/factories.ts';
import { useTwoNodes } from '../../test/harness.ts';

/**
 * Two nodes of one deployment (one database, one Redis): a mark made through one shows on the
 * other's cached dashboard and profile as soon as that node hears of it.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl !== undefined)('marks across two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  it("drops node B's cached answers of the marker when node A saves a mark", async () => {
    const [ada, bob] = [await buildUser(nodeA.db), await buildUser(nodeA.db)];
    const adaOnA = { cookie: await signInAs(nodeA.app, ada) };
    const adaOnB = { cookie: await signInAs(nodeB.app, ada) };
    const bobOnB = { cookie: await signInAs(nodeB.app, bob) };
    const problem = await buildProblem(nodeA.db, bob, {
      key: 'nodeland:1',
      platformName: 'Nodeland',
    });
    const url = '/api/dashboard?platform=Nodeland';
    const profile = `/api/myprofile/${ada.id}`;
    // Node B has both cached.
    for (let read = 0; read < 2; read += 1) {
      expect((await callAs(nodeB, adaOnB, 'GET', url)).json()[0].myMark).toBeNull();
      expect((await callAs(nodeB, bobOnB, 'GET', profile)).json().user.markCounts.solved).toBe(0);
    }
    expect((await callAs(nodeB, adaOnB, 'GET', `${url}&mark=solved`)).json()).toEqual([]);

    const heard = heardEvent(nodeB, 'mark.changed', (event) => event.userId === ada.id);
    const saved = await callAs(nodeA, adaOnA, 'PUT', `/api/problem/${problem.id}/mark`, {
      status: 'solved',
    });
    expect(saved.statusCode).toBe(200);
    await heard;
    expect((await callAs(nodeB, adaOnB, 'GET', url)).json()[0].myMark).toBe('solved');
    expect((await callAs(nodeB, adaOnB, 'GET', `${url}&mark=solved`)).json()).toHaveLength(1);
    expect((await callAs(nodeB, bobOnB, 'GET', profile)).json().user.markCounts.solved).toBe(1);
  });
});
