import { beforeAll, describe, expect, it } from 'vitest';
import { buildProblem, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';

const testApp = useTestApp();
let viewer: Actor;

beforeAll(async () => {
  const { db } = testApp;
  const owner = await buildUser(db);
  viewer = await signedInActor(testApp);
  await buildProblem(db, owner, {
    title: 'Two Sum',
    statement: 'Given an array of integers, find two indices whose values add up to a target.',
    platformName: 'LeetCode',
    difficulty: 2,
    tags: ['hashing'],
  });
  await buildProblem(db, owner, {
    title: 'Longest Path in a Tree',
    statement: 'Compute the diameter of a weighted tree with $n \\le 2 \\cdot 10^5$ vertices.',
    platformName: 'Codeforces',
    difficulty: 7,
    tags: ['graphs', 'DP'],
  });
  await buildProblem(db, owner, {
    title: 'Coin Piles',
    statement: 'Decide whether both piles can be emptied by removing coins.',
    platformName: 'CSES',
    difficulty: 4,
    tags: ['Math'],
  });
  await buildProblem(db, owner, {
    title: 'Range Operations',
    statement: 'Apply add and assign updates to segments, then answer queries.',
    platformName: 'Kattis',
    difficulty: 1,
    tags: ['lazy propagation'],
  });
  // Tagged like the public ones, but nobody else may find it.
  await buildProblem(db, owner, {
    title: 'Secret Knapsack',
    visibility: 'private',
    platformName: 'Codeforces',
    tags: ['dp', 'Math', 'lazy propagation'],
  });
  await buildProblem(db, owner, {
    title: '100% Effort',
    statement: 'A problem whose title holds a percent sign.',
    platformName: 'AtCoder',
    difficulty: 9,
  });
});

async function titlesFor(query: string) {
  const response = await callAs(testApp, viewer, 'GET', `/api/dashboard?${query}`);
  expect(response.statusCode).toBe(200);
  const titles = response.json().map((problem: { title: string }) => problem.title);
  expect(response.headers['x-total-count']).toBe(String(titles.length));
  return titles.sort();
}

describe('GET /api/dashboard search and filters', () => {
  it('finds words in other forms through full-text search ("arrays" finds "array")', async () => {
    expect(await titlesFor('q=arrays')).toEqual(['Two Sum']);
    expect(await titlesFor('q=diameters')).toEqual(['Longest Path in a Tree']);
  });

  it('finds a problem by the beginning of its title words ("two su" finds "Two Sum")', async () => {
    expect(await titlesFor('q=two%20su')).toEqual(['Two Sum']);
    expect(await titlesFor('q=PILE')).toEqual(['Coin Piles']);
    expect(await titlesFor('q=lon')).toEqual(['Longest Path in a Tree']);
    // The English stem of "Operations" is "oper": a typed "operat" must still find it.
    expect(await titlesFor('q=operat')).toEqual(['Range Operations']);
  });

  it('needs every word, but not the little ones ("of", "a")', async () => {
    expect(await titlesFor('q=coin%20tree')).toEqual([]);
    expect(await titlesFor(`q=${encodeURIComponent('diameter of a tree')}`)).toEqual([
      'Longest Path in a Tree',
    ]);
  });

  it('finds numbers in titles, and nothing for text without letters or digits', async () => {
    expect(await titlesFor('q=100%25')).toEqual(['100% Effort']);
    expect(await titlesFor('q=%25')).toEqual([]);
    expect(await titlesFor('q=_')).toEqual([]);
  });

  it('finds a problem by its tags, as words or their beginnings ("graph" finds "graphs")', async () => {
    expect(await titlesFor('q=dp')).toEqual(['Longest Path in a Tree']);
    expect(await titlesFor('q=graph')).toEqual(['Longest Path in a Tree']);
    expect(await titlesFor('q=MATH')).toEqual(['Coin Piles']);
    expect(await titlesFor('q=propag')).toEqual(['Range Operations']);
    // Title and tag words together.
    expect(await titlesFor('q=tree%20graphs')).toEqual(['Longest Path in a Tree']);
    expect(await titlesFor('q=coin%20graphs')).toEqual([]);
  });

  it('filters by one exact tag without regard to case, never showing a private problem', async () => {
    expect(await titlesFor('tag=dp')).toEqual(['Longest Path in a Tree']);
    expect(await titlesFor('tag=DP')).toEqual(['Longest Path in a Tree']);
    expect(await titlesFor('tag=math')).toEqual(['Coin Piles']);
    expect(await titlesFor(`tag=${encodeURIComponent(' Lazy Propagation ')}`)).toEqual([
      'Range Operations',
    ]);
    // Exact: a word of a tag or a tag's beginning is not the tag.
    expect(await titlesFor('tag=lazy')).toEqual([]);
    expect(await titlesFor('tag=grap')).toEqual([]);
  });

  it('combines the tag filter with search, platform and difficulty', async () => {
    expect(await titlesFor('tag=dp&q=tree')).toEqual(['Longest Path in a Tree']);
    expect(await titlesFor('tag=dp&q=coin')).toEqual([]);
    expect(await titlesFor('tag=dp&platform=codeforces&minRating=7')).toEqual([
      'Longest Path in a Tree',
    ]);
    expect(await titlesFor('tag=dp&platform=cses')).toEqual([]);
    expect(await titlesFor('tag=dp&maxRating=6')).toEqual([]);
  });

  it('shows every public problem for an empty tag, and refuses a tag longer than a tag may be', async () => {
    expect(await titlesFor('tag=')).toHaveLength(5);
    const response = await callAs(testApp, viewer, 'GET', `/api/dashboard?tag=${'a'.repeat(33)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('tag');
  });

  it('leaves out problems with a word after a minus sign', async () => {
    expect(await titlesFor(`q=${encodeURIComponent('"coin piles" -tree')}`)).toEqual([
      'Coin Piles',
    ]);
    expect(await titlesFor(`q=${encodeURIComponent('coin -piles')}`)).toEqual([]);
  });

  it.each([
    'two & sum',
    'two | sum',
    '!two sum',
    'two:* sum:A',
    '(two) (sum',
    "'two' \\sum",
    '"two sum',
    'two <-> sum',
    "two sum');--",
  ])('treats the symbols in %j as separators, not search syntax', async (text) => {
    expect(await titlesFor(`q=${encodeURIComponent(text)}`)).toEqual(['Two Sum']);
  });

  it('answers an empty list for symbols alone', async () => {
    expect(await titlesFor(`q=${encodeURIComponent('&|!:*()\'"<->')}`)).toEqual([]);
  });

  it('finds a problem by the name of its platform ("CSES" finds CSES problems), any case', async () => {
    expect(await titlesFor('q=CSES')).toEqual(['Coin Piles']);
    expect(await titlesFor('q=cses%20coin')).toEqual(['Coin Piles']);
    expect(await titlesFor('q=leetcode')).toEqual(['Two Sum']);
    // The private Codeforces problem stays hidden.
    expect(await titlesFor('q=codeforces')).toEqual(['Longest Path in a Tree']);
  });

  it('filters by platform without regard to case', async () => {
    expect(await titlesFor('platform=codeforces')).toEqual(['Longest Path in a Tree']);
    expect(await titlesFor('platform=CSES')).toEqual(['Coin Piles']);
  });

  it('filters by a difficulty range, bounds included, together with search', async () => {
    expect(await titlesFor('minRating=4&maxRating=7')).toEqual([
      'Coin Piles',
      'Longest Path in a Tree',
    ]);
    expect(await titlesFor('minRating=8')).toEqual(['100% Effort']);
    expect(await titlesFor('q=tree&maxRating=5')).toEqual([]);
  });

  it('refuses a range whose minimum is above its maximum, naming minRating', async () => {
    const response = await callAs(testApp, viewer, 'GET', '/api/dashboard?minRating=8&maxRating=3');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      minRating: 'Minimum difficulty cannot be above maximum difficulty',
    });
  });

  it('refuses difficulty bounds outside 1 to 10', async () => {
    const response = await callAs(testApp, viewer, 'GET', '/api/dashboard?maxRating=11');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('maxRating');
  });
});
