import { describe, expect, it } from 'vitest';
import { problemKeyOf } from './problem-keys.ts';

/** Real link forms as people paste them, and the key each one gets. */
const forms: [string, string][] = [
  // Codeforces
  ['https://codeforces.com/contest/1775/problem/A', 'codeforces:1775A'],
  ['https://codeforces.com/problemset/problem/1775/A', 'codeforces:1775A'],
  ['http://codeforces.com/contest/1775/problem/A/', 'codeforces:1775A'],
  ['https://www.codeforces.com/contest/1775/problem/A', 'codeforces:1775A'],
  ['https://m1.codeforces.com/contest/1775/problem/A', 'codeforces:1775A'],
  ['https://m2.codeforces.com/problemset/problem/1775/A', 'codeforces:1775A'],
  ['https://m3.codeforces.com/contest/1775/problem/A', 'codeforces:1775A'],
  ['https://codeforces.ru/contest/1775/problem/A', 'codeforces:1775A'],
  ['https://codeforces.net/problemset/problem/1775/A', 'codeforces:1775A'],
  ['https://codeforces.com/contest/1775/problem/a', 'codeforces:1775A'],
  ['https://CODEFORCES.COM/contest/1775/problem/A?locale=en', 'codeforces:1775A'],
  ['https://codeforces.com/contest/1775/problem/A#comments', 'codeforces:1775A'],
  ['https://codeforces.com/problemset/problem/1775/A?utm_source=x&f0a28=1', 'codeforces:1775A'],
  ['https://codeforces.com/contest/1775/problem/A1', 'codeforces:1775A1'],
  ['https://codeforces.com/problemset/problem/1775/b1', 'codeforces:1775B1'],
  ['https://codeforces.com/contest/1329/problem/A', 'codeforces:1329A'],
  ['https://codeforces.com/gym/102001/problem/A', 'codeforces:gym102001A'],
  ['https://codeforces.com/gym/102001/problem/a/', 'codeforces:gym102001A'],
  ['  https://codeforces.com/contest/4/problem/A  ', 'codeforces:4A'],
  // AtCoder
  ['https://atcoder.jp/contests/abc300/tasks/abc300_a', 'atcoder:abc300_a'],
  ['https://atcoder.jp/contests/abc300/tasks/abc300_a?lang=en', 'atcoder:abc300_a'],
  ['https://atcoder.jp/contests/abc300/tasks/abc300_a/', 'atcoder:abc300_a'],
  ['http://www.atcoder.jp/contests/abc300/tasks/abc300_a#section', 'atcoder:abc300_a'],
  ['https://atcoder.jp/contests/arc058/tasks/arc058_a', 'atcoder:arc058_a'],
  // ABC 042 C is ARC 058 A: one task shared by two contests keeps its task id.
  ['https://atcoder.jp/contests/abc042/tasks/arc058_a', 'atcoder:arc058_a'],
  ['https://atcoder.jp/contests/abc001/tasks/abc001_1', 'atcoder:abc001_1'],
  ['https://atcoder.jp/contests/typical90/tasks/typical90_a', 'atcoder:typical90_a'],
  ['https://atcoder.jp/contests/dp/tasks/dp_a?lang=ja', 'atcoder:dp_a'],
  // LeetCode
  ['https://leetcode.com/problems/two-sum/', 'leetcode:two-sum'],
  ['https://leetcode.com/problems/two-sum', 'leetcode:two-sum'],
  ['https://leetcode.com/problems/two-sum/description/', 'leetcode:two-sum'],
  ['https://leetcode.com/problems/two-sum/solutions/127810/python-dictionary/', 'leetcode:two-sum'],
  ['https://leetcode.com/problems/two-sum/editorial/?envType=study-plan-v2', 'leetcode:two-sum'],
  ['https://www.leetcode.com/problems/Two-Sum/', 'leetcode:two-sum'],
  ['https://leetcode.cn/problems/two-sum/', 'leetcode:two-sum'],
  [
    'https://leetcode.com/contest/weekly-contest-300/problems/decode-the-message/',
    'leetcode:decode-the-message',
  ],
  [
    'https://leetcode.com/problems/lru-cache/description/?envType=daily-question#main',
    'leetcode:lru-cache',
  ],
  // Other sites: the cleaned URL
  ['https://www.spoj.com/problems/PRIME1/', 'https://www.spoj.com/problems/PRIME1'],
  ['https://CSES.fi/problemset/task/1068#top', 'https://cses.fi/problemset/task/1068'],
  [
    'https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=36&utm_source=x',
    'https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=36',
  ],
  [
    'https://www.hackerrank.com/challenges/solve-me-first/problem?isFullScreen=true&fbclid=abc',
    'https://www.hackerrank.com/challenges/solve-me-first/problem?isFullScreen=true',
  ],
  ['https://www.codechef.com/problems/START01', 'https://www.codechef.com/problems/START01'],
  // A known site's page that names no problem is an other link.
  ['https://codeforces.com/contest/1775', 'https://codeforces.com/contest/1775'],
  ['https://atcoder.jp/contests/abc300/', 'https://atcoder.jp/contests/abc300'],
];

describe('problemKeyOf', () => {
  it.each(forms)('%s → %s', (link, key) => {
    expect(problemKeyOf(link)?.key).toBe(key);
  });

  it('names the site and the plain link of a known problem', () => {
    expect(problemKeyOf('https://m1.codeforces.com/contest/1775/problem/a?locale=ru')).toEqual({
      site: 'codeforces',
      key: 'codeforces:1775A',
      link: 'https://codeforces.com/problemset/problem/1775/A',
    });
    expect(problemKeyOf('https://codeforces.com/gym/102001/problem/A')).toMatchObject({
      site: 'codeforces',
      link: 'https://codeforces.com/gym/102001/problem/A',
    });
    expect(problemKeyOf('https://atcoder.jp/contests/abc042/tasks/arc058_a?lang=en')).toEqual({
      site: 'atcoder',
      key: 'atcoder:arc058_a',
      link: 'https://atcoder.jp/contests/abc042/tasks/arc058_a',
    });
    expect(problemKeyOf('https://leetcode.cn/problems/two-sum/solutions/')).toEqual({
      site: 'leetcode',
      key: 'leetcode:two-sum',
      link: 'https://leetcode.com/problems/two-sum/',
    });
    expect(problemKeyOf('https://www.spoj.com/problems/PRIME1/')?.site).toBe('other');
  });

  it('knows no key for text that is not an http(s) link', () => {
    for (const text of [
      '',
      'two sum',
      'ftp://codeforces.com/contest/1/problem/A',
      'javascript:alert(1)',
      'codeforces.com/contest/1775/problem/A',
      'mailto:a@b.c',
    ]) {
      expect(problemKeyOf(text)).toBeNull();
    }
  });

  it('keeps a malformed escape as written', () => {
    expect(problemKeyOf('https://example.com/a%zz/')?.key).toBe('https://example.com/a%zz');
  });
});
