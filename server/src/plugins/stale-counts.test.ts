import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { firstCard, listedProblem, reviewHeard } from '../test/cache-reads.ts';
import { heardEvent } from '../test/events.ts';
import { validProblemBody, validReview, validSolution } from '../test/fixtures.ts';
import { useTestApp } from '../test/harness.ts';

/**
 * The counts on list cards may lag another user's review or solution by a few seconds, which keeps
 * the lists cached (lib/tag-cache.ts, soft drops; the lag's bound is tested there): the writer sees
 * their own write at once, and the problem's own page, solutions and reviews show it to everyone
 * at once. A problem made private leaves every list at once, stale or not.
 */

describe('counts on cached list cards', () => {
  const t = useTestApp();

  it('shows the reviewer their review at once, and others the cached card until it reloads', async () => {
    const [owner, reviewer, observer] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const { problemId, search } = await listedProblem(t, owner);
    expect((await firstCard(t, observer, search)).card?.reviewsCount).toBe(0);

    await reviewHeard(t, reviewer, problemId);

    // Another user: the list as it was, from the cache; the problem's own reads, at once.
    expect(await firstCard(t, observer, search)).toMatchObject({
      card: { reviewsCount: 0 },
      cache: 'hit',
    });
    const page = await callAs(t, observer, 'GET', `/api/problem/${problemId}`);
    expect(page.json()).toMatchObject({ problem: { reviewsCount: 1 } });
    const reviews = await callAs(t, observer, 'GET', `/api/problem/${problemId}/reviews`);
    expect(reviews.body).toContain(validReview.comment);

    // The reviewer never gets the stale card; what they load is fresh for everyone.
    expect((await firstCard(t, reviewer, search)).card?.reviewsCount).toBe(1);
    expect((await firstCard(t, observer, search)).card?.reviewsCount).toBe(1);
  });

  it('shows the author their new solution’s count at once', async () => {
    const [owner, author, observer] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const { problemId, search } = await listedProblem(t, owner);
    await firstCard(t, observer, search);

    const heard = heardEvent(t, 'solution.added');
    const url = `/api/problem/${problemId}/addsolution`;
    expect((await callAs(t, author, 'POST', url, validSolution)).statusCode).toBe(201);
    await heard;

    expect((await firstCard(t, author, search)).card?.solutionsCount).toBe(1);
  });

  it.each([
    ['rated', 'review'],
    ['solved', 'solution'],
  ] as const)(
    'moves a problem onto a cached page sorted by %s when a %s raises it above that page',
    async (sort, write) => {
      const [owner, helper, writer, observer] = [
        await signedInActor(t),
        await signedInActor(t),
        await signedInActor(t),
        await signedInActor(t),
      ];
      const word = `quince${crypto.randomUUID().slice(0, 8)}`;
      const add = async (title: string) => {
        const added = await callAs(
          t,
          owner,
          'POST',
          '/api/addproblem',
          validProblemBody({ title }),
        );
        return (added.json() as { problem: { _id: string } }).problem._id;
      };
      const [leading, rising] = [await add(`Lead the ${word}`), await add(`Raise the ${word}`)];
      // A review of `rating`, or a solution, posted on the problem.
      const post = (by: Actor, problemId: string, rating: number) =>
        write === 'review'
          ? callAs(t, by, 'POST', `/api/problem/${problemId}/addreview`, { ...validReview, rating })
          : callAs(t, by, 'POST', `/api/problem/${problemId}/addsolution`, validSolution);
      expect((await post(observer, leading, 2)).statusCode).toBe(201);
      const firstPage = `/api/dashboard?q=${word}&sort=${sort}&limit=1`;
      expect((await firstCard(t, observer, firstPage)).card?._id).toBe(leading);

      // Two reviews of 5 beat one of 2, two solutions beat one: the rising problem now leads.
      for (const by of [helper, writer]) {
        const heard = heardEvent(t, `${write}.added`);
        expect((await post(by, rising, 5)).statusCode).toBe(201);
        await heard;
      }

      expect((await firstCard(t, writer, firstPage)).card?._id).toBe(rising);
    },
  );

  it('takes a problem made private off every list at once, though its card was stale', async () => {
    const [owner, reviewer, observer] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const { problemId, title, search } = await listedProblem(t, owner);
    await firstCard(t, observer, search);
    await reviewHeard(t, reviewer, problemId);

    const hidden = heardEvent(t, 'problem.updated');
    const edit = `/api/problem/${problemId}/updateproblem`;
    // The same title: only the visibility changes.
    const body = validProblemBody({ title, choice: 'private' });
    expect((await callAs(t, owner, 'PUT', edit, body)).statusCode).toBe(200);
    await hidden;

    for (const viewer of [observer, reviewer]) {
      expect((await firstCard(t, viewer, search)).card).toBeUndefined();
    }
  });
});
