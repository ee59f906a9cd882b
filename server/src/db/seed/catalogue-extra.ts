import type { DemoProblem } from './demo-types.ts';

const md = String.raw;

/** More demo problems, so the dashboard has a few pages. Original statements written for the demo. */
export const catalogueExtra: DemoProblem[] = [
  {
    owner: 'carol',
    title: 'Sorting the Bookshelf',
    link: 'https://atcoder.jp/contests/abc404/tasks/abc404_c',
    platform: 'AtCoder',
    difficulty: 4,
    tags: ['greedy', 'sorting'],
    daysAgo: 28,
    statement: md`
Books numbered $1$ to $n$ stand on a shelf in the order $p_1, \ldots, p_n$. In one
move you take any book and put it at the **front**. Find the fewest moves that sort the shelf.
    `,
    input: md`
The first line has $n$ ($1 \le n \le 2 \cdot 10^5$), the second the permutation $p$.
    `,
    output: 'Print the minimum number of moves.',
    exampleInput: '5\n3 1 4 2 5',
    exampleOutput: '2',
    solutions: [
      {
        author: 'bob',
        language: 'cpp',
        approach: 'Keep the longest run n-k+1, ..., n that already appears in order.',
        description: md`
Books never moved keep their relative order and must end up last, so they
are $k, k+1, \ldots, n$ appearing left to right. Scan from the right looking for $n, n-1, \ldots$.
        `,
        code: `#include <bits/stdc++.h>
int main() {
  int n; std::cin >> n;
  std::vector<int> p(n); for (auto& x : p) std::cin >> x;
  int want = n;
  for (int i = n - 1; i >= 0; --i) if (p[i] == want) --want;
  std::cout << want << '\\n';
}`,
      },
    ],
    reviews: [{ author: 'alice', rating: 5, comment: 'The reverse scan is a lovely insight.' }],
  },
  {
    owner: 'dave',
    title: 'Tree Diameter',
    link: 'https://cses.fi/problemset/task/3404',
    platform: 'CSES',
    difficulty: 5,
    tags: ['trees', 'dfs'],
    daysAgo: 11,
    statement: md`
A tree has $n$ nodes. Its _diameter_ is the largest number of edges on a path
between two nodes. Find it.
    `,
    input: md`
The first line has $n$ ($1 \le n \le 2 \cdot 10^5$), then $n - 1$ lines with the edges.
    `,
    output: 'Print the diameter.',
    exampleInput: '5\n1 2\n1 3\n3 4\n3 5',
    exampleOutput: '3',
    reviews: [{ author: 'carol', rating: 4, comment: 'Two BFS passes and done.' }],
    bookmarkedBy: ['bob'],
  },
  {
    owner: 'alice',
    title: 'Bitmask Task Assignment',
    link: 'https://www.codechef.com/problems/BMTASK',
    platform: 'CodeChef',
    difficulty: 7,
    tags: ['dp', 'bitmasks'],
    daysAgo: 9,
    statement: md`
There are $n$ workers and $n$ tasks; worker $i$ needs $c_{i,j}$ hours for task $j$.
Give each worker exactly one task so that the total time is minimal.
    `,
    input: md`
The first line has $n$ ($1 \le n \le 20$), then an $n \times n$ matrix ($0 \le c_{i,j} \le 10^6$).
    `,
    output: 'Print the minimum total time.',
    exampleInput: '3\n4 1 3\n2 0 5\n3 2 2',
    exampleOutput: '5',
    reviews: [{ author: 'dave', rating: 4, comment: 'Neat $O(2^n n)$ DP.' }],
  },
  {
    owner: 'bob',
    title: 'Knapsack with Large Weights',
    link: 'https://atcoder.jp/contests/abc405/tasks/abc405_e',
    platform: 'AtCoder',
    difficulty: 6,
    tags: ['dp', 'knapsack'],
    daysAgo: 7,
    statement: md`
There are $n$ items with weights $w_i$ (up to $10^9$) and values $v_i$ (up to $10^3$).
Choose items of total weight at most $W$ with the largest total value.
    `,
    input: md`
The first line has $n$ and $W$ ($1 \le n \le 100$, $1 \le W \le 10^9$), then $n$ lines
with $w_i$ and $v_i$.
    `,
    output: 'Print the largest total value.',
    exampleInput: '3 8\n3 30\n4 50\n5 60',
    exampleOutput: '90',
  },
  {
    owner: 'carol',
    title: 'Strongly Connected Teams',
    link: 'https://codeforces.com/problemset/problem/2106/E',
    platform: 'Codeforces',
    difficulty: 7,
    tags: ['graphs', 'scc'],
    daysAgo: 2,
    statement: md`
In a company of $n$ people, $m$ one-way "can message" links are known. A _team_ is a
largest group in which everyone can reach everyone through links. Count the teams.
    `,
    input: md`
$n$ and $m$ ($1 \le n \le 10^5$, $0 \le m \le 2 \cdot 10^5$), then $m$ lines $a_i\ b_i$.
    `,
    output: 'Print the number of teams.',
    exampleInput: '4 4\n1 2\n2 1\n2 3\n3 4',
    exampleOutput: '3',
    bookmarkedBy: ['alice'],
  },
];
