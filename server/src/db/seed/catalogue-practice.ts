import type { DemoProblem } from './demo-types.ts';

const md = String.raw;

/** Demo problems of middling difficulty. Original statements written for the demo. */
export const cataloguePractice: DemoProblem[] = [
  {
    owner: 'alice',
    title: 'Range Sum Queries',
    link: 'https://atcoder.jp/contests/abc401/tasks/abc401_b',
    platform: 'AtCoder',
    difficulty: 2,
    tags: ['prefix sums'],
    daysAgo: 20,
    statement: md`
Given $a_1, \ldots, a_n$, answer $q$ queries: what is $a_l + a_{l+1} + \cdots + a_r$?
    `,
    input: md`
The first line has $n$ and $q$ ($1 \le n, q \le 2 \cdot 10^5$), the second the array
($0 \le a_i \le 10^9$), then $q$ lines with $l$ and $r$ ($1 \le l \le r \le n$).
    `,
    output: 'Print each answer on its own line.',
    exampleInput: '5 3\n4 1 3 2 5\n1 5\n2 3\n4 4',
    exampleOutput: '15\n4\n2',
    solutions: [
      {
        author: 'carol',
        language: 'python',
        approach: 'Prefix sums: answer = P[r] - P[l-1].',
        description:
          'Build $P$ once in $O(n)$; each query is $O(1)$. Use fast I/O for $2 \\cdot 10^5$ lines.',
        code: `import sys
from itertools import accumulate
data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
prefix = [0, *accumulate(map(int, data[2:2 + n]))]
out = []
pos = 2 + n
for _ in range(q):
    l, r = int(data[pos]), int(data[pos + 1])
    pos += 2
    out.append(prefix[r] - prefix[l - 1])
print("\\n".join(map(str, out)))`,
      },
    ],
    reviews: [{ author: 'dave', rating: 3, comment: 'Useful to teach prefix sums, a bit easy.' }],
  },
  {
    owner: 'bob',
    title: 'Alternating Lamps',
    link: 'https://codeforces.com/problemset/problem/2101/A',
    platform: 'Codeforces',
    difficulty: 1,
    tags: ['implementation'],
    daysAgo: 18,
    statement: md`
A row of $n$ lamps is described by a binary string $s$ (\`1\` = on). In one
operation you toggle one lamp. Find the minimum number of operations after which no two
neighbouring lamps are in the same state.
    `,
    input: md`
The first line has $t$ ($1 \le t \le 10^4$), the number of test cases. Each test case
is one binary string; the total length is at most $2 \cdot 10^5$.
    `,
    output: 'For each test case print the minimum number of operations.',
    exampleInput: '3\n0000\n0101\n110',
    exampleOutput: '2\n0\n1',
    solutions: [
      {
        author: 'dave',
        language: 'cpp',
        approach: 'Compare with both alternating patterns.',
        description:
          'Only `0101…` and `1010…` are valid; count mismatches with each and take the minimum.',
        code: `#include <bits/stdc++.h>
int main() {
  int t; std::cin >> t;
  while (t--) {
    std::string s; std::cin >> s;
    int mismatches = 0, n = s.size();
    for (int i = 0; i < n; ++i) mismatches += (s[i] - '0') != (i % 2);
    std::cout << std::min(mismatches, n - mismatches) << '\\n';
  }
}`,
      },
    ],
    bookmarkedBy: ['carol'],
  },
  {
    owner: 'carol',
    title: 'Maximum Subarray Gain',
    link: 'https://leetcode.com/problems/maximum-subarray-gain/',
    platform: 'LeetCode',
    difficulty: 3,
    tags: ['dp', 'arrays'],
    daysAgo: 16,
    statement: md`
A trader records the daily gains $g_1, \ldots, g_n$ (possibly negative). Choose a
non-empty block of consecutive days with the largest total gain, and print that total.
    `,
    input: md`
The first line has $n$ ($1 \le n \le 10^6$), the second $g_1, \ldots, g_n$
($|g_i| \le 10^9$).
    `,
    output: 'Print the largest total gain of a non-empty block of consecutive days.',
    exampleInput: '6\n-2 3 -1 4 -7 2',
    exampleOutput: '6',
    solutions: [
      {
        author: 'bob',
        language: 'rust',
        approach: "Kadane's algorithm.",
        description: md`
Track the best sum ending at day $i$: $e_i = \max(g_i, e_{i-1} + g_i)$. The
answer is $\max_i e_i$. Use 64-bit integers: sums reach $10^{15}$.
        `,
        code: `use std::io::*;
fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let (mut best, mut ending) = (i64::MIN, 0i64);
    for (i, g) in it.take(n).enumerate() {
        ending = if i == 0 { g } else { g.max(ending + g) };
        best = best.max(ending);
    }
    println!("{}", best);
}`,
        reviews: [{ author: 'alice', rating: 5, comment: 'Nice to see it in Rust.' }],
      },
      {
        author: 'alice',
        language: 'cpp',
        approach: 'Prefix sums with a running minimum.',
        description: 'The best block ending at $i$ is $P_i - \\min_{j<i} P_j$.',
        code: `#include <bits/stdc++.h>
int main() {
  int n; std::cin >> n;
  long long prefix = 0, lowest = 0, best = LLONG_MIN;
  for (int i = 0; i < n; ++i) {
    long long g; std::cin >> g;
    prefix += g;
    best = std::max(best, prefix - lowest);
    lowest = std::min(lowest, prefix);
  }
  std::cout << best << '\\n';
}`,
      },
    ],
    reviews: [
      { author: 'bob', rating: 4, comment: 'Good reminder that the block must be non-empty.' },
      { author: 'dave', rating: 5, comment: 'Every interview prep list should have it.' },
    ],
    bookmarkedBy: ['alice', 'bob'],
  },
  {
    owner: 'dave',
    title: 'Cutting Ropes Evenly',
    link: 'https://codeforces.com/problemset/problem/2102/C',
    platform: 'Codeforces',
    difficulty: 4,
    tags: ['binary search'],
    daysAgo: 14,
    statement: md`
You have $n$ ropes of lengths $\ell_1, \ldots, \ell_n$. You want to cut $k$ pieces of
the **same** integer length from them (pieces cannot be glued). What is the greatest possible
length? Print $0$ if even length $1$ is impossible.
    `,
    input: md`
The first line has $n$ and $k$ ($1 \le n \le 2 \cdot 10^5$, $1 \le k \le 10^9$), the
second the lengths ($1 \le \ell_i \le 10^9$).
    `,
    output: 'Print the greatest length.',
    exampleInput: '4 11\n802 743 457 539',
    exampleOutput: '200',
    solutions: [
      {
        author: 'bob',
        language: 'cpp',
        approach: 'Binary search on the answer.',
        description: md`
If length $x$ works, every smaller length works too, so search the largest
$x$ with $\sum \lfloor \ell_i / x \rfloor \ge k$. $O(n \log \max \ell)$.
        `,
        code: `#include <bits/stdc++.h>
int main() {
  int n; long long k; std::cin >> n >> k;
  std::vector<long long> len(n); for (auto& x : len) std::cin >> x;
  long long lo = 0, hi = 1e9;
  while (lo < hi) {
    long long mid = (lo + hi + 1) / 2, pieces = 0;
    for (long long x : len) pieces += x / mid;
    if (pieces >= k) lo = mid; else hi = mid - 1;
  }
  std::cout << lo << '\\n';
}`,
      },
    ],
    reviews: [{ author: 'alice', rating: 4, comment: 'Textbook binary search on the answer.' }],
  },
];
