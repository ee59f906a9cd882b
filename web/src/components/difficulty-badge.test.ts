import { describe, expect, it } from 'vitest';
import { importSiteLabels, leetcodeDifficultyNames } from '@upsolve/contract';
import { leetcodeNames, siteDifficultyText, siteScales } from './difficulty-badge.tsx';

describe("a site's own difficulty in words", () => {
  it("names the sites and LeetCode's levels as the contract does", () => {
    expect(
      Object.fromEntries(Object.entries(siteScales).map(([site, [name]]) => [site, name])),
    ).toEqual(importSiteLabels);
    expect(Object.fromEntries(leetcodeNames.map((name, index) => [index + 1, name]))).toEqual(
      leetcodeDifficultyNames,
    );
  });

  it('says "Codeforces rating 1500", "AtCoder difficulty 1234" and "LeetCode Medium"', () => {
    expect(siteDifficultyText({ scale: 'codeforces', value: 1500 })).toBe('Codeforces rating 1500');
    expect(siteDifficultyText({ scale: 'atcoder', value: 1234 })).toBe('AtCoder difficulty 1234');
    expect(siteDifficultyText({ scale: 'atcoder', value: -321 })).toBe('AtCoder difficulty -321');
    expect(siteDifficultyText({ scale: 'leetcode', value: 1 })).toBe('LeetCode Easy');
    expect(siteDifficultyText({ scale: 'leetcode', value: 2 })).toBe('LeetCode Medium');
    expect(siteDifficultyText({ scale: 'leetcode', value: 3 })).toBe('LeetCode Hard');
  });
});
