/**
 * The five fixed resources every user sees beside their own links (docs/product.md, "Important
 * links"): four problem sets and one tutorial site. Only this screen shows them, so they live here
 * rather than in the contract, which every page loads.
 */
export const essentialResources = [
  {
    name: 'Codeforces Problemset',
    link: 'https://codeforces.com/problemset',
    about: 'Thousands of contest problems, filterable by rating and tag',
  },
  {
    name: 'AtCoder Problems',
    link: 'https://atcoder.jp/contests/archive',
    about: 'Every past ABC, ARC and AGC contest with its tasks',
  },
  {
    name: 'LeetCode Problemset',
    link: 'https://leetcode.com/problemset/',
    about: 'Interview-style problems by topic and difficulty',
  },
  {
    name: 'CodeChef Practice',
    link: 'https://www.codechef.com/practice',
    about: 'Practice paths and problems from past CodeChef contests',
  },
  {
    name: 'CP-Algorithms',
    link: 'https://cp-algorithms.com/',
    about: 'Tutorials on the algorithms and data structures contests use',
  },
] as const;
