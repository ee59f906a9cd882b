import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildProblem } from '../../test/factories.ts';
import { validReview } from '../../test/fixtures.ts';
import { useTestApp, useTwoNodes } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { heardEvent } from '../../test/events.ts';
import { viewerMarksMax } from './viewer-marks.ts';

/**
 * A problem page's `isBookmarked` and `viewerHasReviewed` come from the viewer's own marks, kept
 * per viewer until they change them (plugins/cache.ts): nobody sees another's, and a viewer's own change
 * shows at once, on the node that took it and on the others.
 */

const redisUrl = process.env.TEST_REDIS_URL;

async function viewerFacts(t: TestApp, viewer: Actor, problemId: string) {
  const response = await callAs(t, viewer, 'GET', `/api/problem/${problemId}`);
  expect(response.statusCode).toBe(200);
  const { isBookmarked, viewerHasReviewed } = response.json() as {
    isBookmarked: boolean;
    viewerHasReviewed: boolean;
  };
  return { isBookmarked, viewerHasReviewed };
}

describe('a viewer’s marks on one node', () => {
  const t = useTestApp();

  it('follow the viewer’s bookmark, unbookmark and review at once, and stay theirs', async () => {
    const [alice, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, alice.user);
    const unmarked = { isBookmarked: false, viewerHasReviewed: false };
    expect(await viewerFacts(t, bob, problem.id)).toEqual(unmarked);
    expect(await viewerFacts(t, alice, problem.id)).toEqual(unmarked);

    expect((await callAs(t, bob, 'POST', `/api/bookmark/${problem.id}`)).statusCode).toBe(200);
    expect(await viewerFacts(t, bob, problem.id)).toEqual({
      isBookmarked: true,
      viewerHasReviewed: false,
    });
    const reviewUrl = `/api/problem/${problem.id}/addreview`;
    expect((await callAs(t, bob, 'POST', reviewUrl, validReview)).statusCode).toBe(201);
    expect(await viewerFacts(t, bob, problem.id)).toEqual({
      isBookmarked: true,
      viewerHasReviewed: true,
    });
    expect(await viewerFacts(t, alice, problem.id)).toEqual(unmarked);

    expect((await callAs(t, bob, 'POST', `/api/unbookmark/${problem.id}`)).statusCode).toBe(200);
    expect(await viewerFacts(t, bob, problem.id)).toEqual({
      isBookmarked: false,
      viewerHasReviewed: true,
    });
  });

  it(`are right for a viewer with over ${viewerMarksMax} bookmarks, looked up per problem`, async () => {
    const [alice, hoarder] = [await signedInActor(t), await signedInActor(t)];
    // More bookmarks than are kept in memory, written in two statements.
    await t.db.execute(sql`
      insert into problems (owner_id, title, link, statement, input_format, output_format,
        example_input, example_output, platform_name, difficulty)
      select ${alice.user.id}, 'Hoarded ' || n, 'https://example.com/' || n, 's', 'i', 'o',
        'ei', 'eo', 'Codeforces', 5
      from generate_series(1, ${viewerMarksMax + 1}) as n`);
    await t.db.execute(sql`
      insert into bookmarks (user_id, problem_id)
      select ${hoarder.user.id}, id from problems where title like 'Hoarded %'`);
    const problem = await buildProblem(t.db, alice.user);

    expect((await viewerFacts(t, hoarder, problem.id)).isBookmarked).toBe(false);
    expect((await callAs(t, hoarder, 'POST', `/api/bookmark/${problem.id}`)).statusCode).toBe(200);
    expect((await viewerFacts(t, hoarder, problem.id)).isBookmarked).toBe(true);
    expect((await viewerFacts(t, alice, problem.id)).isBookmarked).toBe(false);
  });
});

describe.runIf(redisUrl !== undefined)('a viewer’s marks on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  /** Resolves when `t`'s node hears of `userId`'s bookmark. */
  const heardOn = (t: TestApp, userId: string) =>
    heardEvent(t, 'bookmark.changed', (change) => change.userId === userId);

  it('a bookmark saved on node A shows on node B, which had the viewer’s marks', async () => {
    const alice = await signedInActor(nodeA);
    const problem = await buildProblem(nodeA.db, alice.user);
    // The viewer's marks on node B are now kept, without the bookmark.
    expect((await viewerFacts(nodeB, alice, problem.id)).isBookmarked).toBe(false);

    const heardOnB = heardOn(nodeB, alice.user.id);
    const saved = await callAs(nodeA, alice, 'POST', `/api/bookmark/${problem.id}`);
    expect(saved.statusCode).toBe(200);
    await heardOnB;
    expect((await viewerFacts(nodeB, alice, problem.id)).isBookmarked).toBe(true);
  });
});
