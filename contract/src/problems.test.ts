import { describe, expect, it } from 'vitest';
import { plainViewer } from './roles.ts';
import { canEditProblem, canReadProblem, platformFromUrl, problemInputSchema } from './problems.ts';

const validProblem = {
  title: 'Watermelon',
  link: 'https://codeforces.com/problemset/problem/4/A',
  problemstatement: {
    statement: 'Split $w$ into two even parts.',
    input: 'One integer $w$.',
    output: 'YES or NO.',
    exampleinput: '8',
    exampleoutput: 'YES',
  },
  platform: { name: 'Codeforces', rating: 1 },
};

describe('problemInputSchema', () => {
  it('defaults visibility to public and tags to none', () => {
    const parsed = problemInputSchema.parse(validProblem);
    expect(parsed.choice).toBe('public');
    expect(parsed.tags).toEqual([]);
  });

  it('refuses links that are not http(s)', () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.com/a', 'not a url']) {
      const result = problemInputSchema.safeParse({ ...validProblem, link });
      expect(result.error?.issues[0]?.path).toEqual(['link']);
    }
  });

  it('names each blank statement part', () => {
    const result = problemInputSchema.safeParse({
      ...validProblem,
      problemstatement: { ...validProblem.problemstatement, input: '   ', exampleoutput: '' },
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Input format is required', 'Example output is required']);
  });

  it('keeps the difficulty rating within 1 to 10', () => {
    for (const rating of [0, 11, 2.5]) {
      const result = problemInputSchema.safeParse({
        ...validProblem,
        platform: { name: 'Codeforces', rating },
      });
      expect(result.error?.issues[0]?.path).toEqual(['platform', 'rating']);
    }
  });

  it('refuses a title over 200 characters, naming the limit', () => {
    const result = problemInputSchema.safeParse({ ...validProblem, title: 'x'.repeat(201) });
    expect(result.error?.issues[0]?.message).toBe('Title must be at most 200 characters');
  });
});

describe('platformFromUrl', () => {
  it.each([
    ['https://codeforces.com/contest/1/problem/A', 'Codeforces'],
    ['https://atcoder.jp/contests/abc300/tasks/abc300_a', 'AtCoder'],
    ['https://leetcode.com/problems/two-sum/', 'LeetCode'],
    ['https://www.codechef.com/problems/FLOW001', 'CodeChef'],
    ['https://cses.fi/problemset/task/1068', 'CSES'],
  ])('recognises %s as %s', (url, platform) => {
    expect(platformFromUrl(url)).toBe(platform);
  });

  it('recognises nothing in unknown hosts or malformed text', () => {
    expect(platformFromUrl('https://example.com/codeforces.com')).toBeNull();
    expect(platformFromUrl('codeforces')).toBeNull();
  });
});

describe('problem policies', () => {
  const alice = '11111111-1111-4111-8111-111111111111';
  const bob = '22222222-2222-4222-8222-222222222222';

  it('lets anyone read a public problem and only its owner read a private one', () => {
    expect(canReadProblem(plainViewer(bob), { ownerId: alice, visibility: 'public' })).toBe(true);
    expect(canReadProblem(plainViewer(bob), { ownerId: alice, visibility: 'private' })).toBe(false);
    expect(canReadProblem(plainViewer(alice), { ownerId: alice, visibility: 'private' })).toBe(
      true,
    );
  });

  it('lets only the owner edit a problem', () => {
    expect(canEditProblem(plainViewer(alice), { ownerId: alice })).toBe(true);
    expect(canEditProblem(plainViewer(bob), { ownerId: alice })).toBe(false);
  });
});
