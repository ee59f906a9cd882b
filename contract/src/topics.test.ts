import { describe, expect, it } from 'vitest';
import { suggestTopics, topicKey, topicOf, topicSpellings, topics } from './topics.ts';

describe('the topic vocabulary', () => {
  it('gives every spelling to one topic only, in lower case', () => {
    const seen = new Map<string, string>();
    for (const topic of topics) {
      for (const spelling of [topicKey(topic.name), ...topic.aliases]) {
        expect(spelling).toBe(topicKey(spelling));
        expect(seen.get(spelling), `${spelling} in ${topic.name}`).toBeUndefined();
        seen.set(spelling, topic.name);
      }
    }
  });

  it.each([
    ['dp', 'Dynamic programming'],
    ['Dynamic Programming', 'Dynamic programming'],
    ['BFS', 'Breadth-first search'],
    ['dsu', 'Disjoint set union'],
    ['segtree', 'Segment tree'],
    ['nt', 'Number theory'],
    ['  number   theory ', 'Number theory'],
    ['greedy', 'Greedy'],
    ['dfs and similar', 'Depth-first search'],
  ])('knows %s as %s', (spelling, name) => {
    expect(topicOf(spelling)?.name).toBe(name);
  });

  it('spells a topic every way, and an unknown skill only as itself', () => {
    expect(topicSpellings('DP')).toEqual(['dynamic programming', 'dp']);
    expect(topicSpellings('Dynamic programming')).toEqual(['dynamic programming', 'dp']);
    expect(topicSpellings(' Rust ')).toEqual(['rust']);
  });

  it('suggests names for an abbreviation, a prefix or a word, best first', () => {
    expect(suggestTopics('dp')[0]).toBe('Dynamic programming');
    expect(suggestTopics('segt')).toEqual(['Segment tree']);
    expect(suggestTopics('dyn')).toEqual(['Dynamic programming']);
    expect(suggestTopics('search')).toEqual([
      'Binary search',
      'Breadth-first search',
      'Brute force',
      'Depth-first search',
      'Ternary search',
    ]);
    expect(suggestTopics('gr')).toEqual(['Graphs', 'Greedy', 'Matching', 'Game theory']);
    expect(suggestTopics('')).toEqual([]);
    expect(suggestTopics('Greedy')).toEqual([]);
    // Names starting with it come before names that only have another spelling starting with it.
    expect(suggestTopics('s', 4)).toEqual([
      'Segment tree',
      'Shortest paths',
      'Sorting',
      'Sparse table',
    ]);
  });
});
