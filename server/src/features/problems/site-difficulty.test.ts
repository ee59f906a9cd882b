import { describe, expect, it } from 'vitest';
import type { ProblemSummary } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildProblem, buildUser } from '../../test/factories.ts';
import { useCatalogApp } from '../../test/outside-sites/catalog.ts';
import { validProblemBody } from '../../test/fixtures.ts';
import { heardEvent } from '../../test/events.ts';

const app = useCatalogApp();

const add = (actor: Actor, title: string, link: string, choice: 'public' | 'private' = 'public') =>
  callAs(app.t, actor, 'POST', '/api/addproblem', validProblemBody({ title, link, choice }));

const dashboard = async (actor: Actor, query: Record<string, string>) => {
  const response = await callAs(
    app.t,
    actor,
    'GET',
    `/api/dashboard?${new URLSearchParams(query)}`,
  );
  expect(response.statusCode).toBe(200);
  return { items: response.json() as ProblemSummary[], headers: response.headers };
};

describe("a problem's key and site difficulty", () => {
  it('are stored on save from any form of the link and shown on the card and the page', async () => {
    const alice = await signedInActor(app.t);
    const saved = await add(
      alice,
      'Interesting Sequence',
      'https://m2.codeforces.com/contest/1775/problem/c/?locale=en',
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().problem).toMatchObject({
      link: 'https://m2.codeforces.com/contest/1775/problem/c/?locale=en',
      key: 'codeforces:1775C',
      siteDifficulty: { scale: 'codeforces', value: 1600 },
    });
    const id = saved.json().problem._id as string;
    const page = await callAs(app.t, alice, 'GET', `/api/problem/${id}`);
    expect(page.json().problem).toMatchObject({
      key: 'codeforces:1775C',
      siteDifficulty: { scale: 'codeforces', value: 1600 },
    });
    const mine = await callAs(app.t, alice, 'GET', '/api/myproblems');
    expect(mine.json().problems[0]).toMatchObject({
      key: 'codeforces:1775C',
      siteDifficulty: { value: 1600 },
    });

    const atcoder = await add(alice, 'Cross', 'https://atcoder.jp/contests/abc300/tasks/abc300_c');
    expect(atcoder.json().problem).toMatchObject({
      key: 'atcoder:abc300_c',
      siteDifficulty: { scale: 'atcoder', value: 795 },
    });
    // A link of another site: its cleaned URL, no site difficulty.
    const other = await add(
      alice,
      'Prime Generator',
      'https://www.spoj.com/problems/PRIME1/#ranking',
    );
    expect(other.json().problem).toMatchObject({
      key: 'https://www.spoj.com/problems/PRIME1',
      siteDifficulty: null,
    });
    // A problem the catalog does not know (yet): the link's own key, no difficulty.
    const unknown = await add(alice, 'Unknown', 'https://codeforces.com/contest/1775/problem/Z');
    expect(unknown.json().problem).toMatchObject({ key: 'codeforces:1775Z', siteDifficulty: null });
  });

  it('change when the link changes', async () => {
    const alice = await signedInActor(app.t);
    const saved = await add(alice, 'Edited', 'https://codeforces.com/contest/1775/problem/B');
    const id = saved.json().problem._id as string;
    const updated = await callAs(
      app.t,
      alice,
      'PUT',
      `/api/problem/${id}/updateproblem`,
      validProblemBody({
        title: 'Edited',
        link: 'https://atcoder.jp/contests/abc300/tasks/abc300_b',
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().problem).toMatchObject({
      key: 'atcoder:abc300_b',
      siteDifficulty: { scale: 'atcoder', value: 588 },
    });
  });
});

describe('the dashboard filtered by site rating', () => {
  it('keeps Codeforces and AtCoder problems within the range, with the other filters, sorts and pages', async () => {
    const viewer = await signedInActor(app.t);
    const owner = await buildUser(app.t.db);
    const build = (
      title: string,
      scale: 'codeforces' | 'atcoder' | 'leetcode' | null,
      value: number | null,
      tags = ['ranged'],
    ) =>
      buildProblem(app.t.db, owner, {
        title: `Ranged ${title}`,
        tags,
        siteDifficultyScale: scale,
        siteDifficultyValue: value,
      });
    const low = await build('low', 'codeforces', 800);
    const mid = await build('mid', 'atcoder', 1500);
    const high = await build('high', 'codeforces', 2400);
    const midOther = await build('mid other tag', 'codeforces', 1600, ['other']);
    await build('leetcode hard', 'leetcode', 3);
    await build('unrated', null, null);
    await buildProblem(app.t.db, owner, {
      title: 'Ranged private',
      visibility: 'private',
      siteDifficultyScale: 'codeforces',
      siteDifficultyValue: 1500,
    });

    const ids = (items: ProblemSummary[]) => items.map((item) => item._id).sort();
    const ranged = await dashboard(viewer, {
      q: 'Ranged',
      minSiteRating: '1000',
      maxSiteRating: '2000',
    });
    expect(ids(ranged.items)).toEqual([mid.id, midOther.id].sort());
    expect(ranged.headers['x-total-count']).toBe('2');
    expect(ids((await dashboard(viewer, { q: 'Ranged', minSiteRating: '1500' })).items)).toEqual(
      [mid.id, high.id, midOther.id].sort(),
    );
    expect(ids((await dashboard(viewer, { q: 'Ranged', maxSiteRating: '900' })).items)).toEqual([
      low.id,
    ]);
    const tagged = await dashboard(viewer, {
      tag: 'ranged',
      minSiteRating: '1000',
      maxSiteRating: '3000',
      sort: 'solved',
    });
    expect(ids(tagged.items)).toEqual([mid.id, high.id].sort());
    // Paged one at a time, newest first.
    const first = await dashboard(viewer, { tag: 'ranged', minSiteRating: '1000', limit: '1' });
    expect(first.items.map((item) => item._id)).toEqual([high.id]);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const second = await dashboard(viewer, {
      tag: 'ranged',
      minSiteRating: '1000',
      limit: '1',
      cursor: String(cursor),
    });
    expect(second.items.map((item) => item._id)).toEqual([mid.id]);
  });

  it('refuses a bad range with 400', async () => {
    const viewer = await signedInActor(app.t);
    const queries: Record<string, string>[] = [
      { minSiteRating: '2000', maxSiteRating: '1000' },
      { minSiteRating: '-1' },
      { maxSiteRating: '1e3' },
      { minSiteRating: 'hard' },
    ];
    for (const query of queries) {
      const response = await callAs(
        app.t,
        viewer,
        'GET',
        `/api/dashboard?${new URLSearchParams(query)}`,
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it('drops a cached filtered page when an edit moves a problem into or out of its range, not one that keeps it neither time', async () => {
    const alice = await signedInActor(app.t);
    const saved = await add(
      alice,
      'Moving target',
      'https://codeforces.com/contest/1775/problem/A1',
    );
    const id = saved.json().problem._id as string;
    const inRange = { q: 'Moving target', minSiteRating: '1500', maxSiteRating: '2500' };
    const outside = { q: 'Moving target', maxSiteRating: '700' };
    expect((await dashboard(alice, inRange)).items).toEqual([]);
    expect((await dashboard(alice, outside)).items).toEqual([]);
    const heard = heardEvent(app.t, 'problem.updated');
    const moved = await callAs(
      app.t,
      alice,
      'PUT',
      `/api/problem/${id}/updateproblem`,
      validProblemBody({
        title: 'Moving target',
        link: 'https://codeforces.com/problemset/problem/1775/D',
      }),
    );
    expect(moved.statusCode).toBe(200);
    await heard;
    expect((await dashboard(alice, inRange)).items.map((item) => item._id)).toEqual([id]);
    expect((await dashboard(alice, outside)).items).toEqual([]);
  });
});
