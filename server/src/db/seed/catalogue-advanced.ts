import type { DemoProblem } from './demo-types.ts';

const md = String.raw;

/** Harder demo problems, two of them private drafts. Original statements written for the demo. */
export const catalogueAdvanced: DemoProblem[] = [
  {
    owner: 'bob',
    title: 'Shortest Delivery Route',
    link: 'https://cses.fi/problemset/task/3403',
    platform: 'CSES',
    difficulty: 5,
    tags: ['graphs', 'shortest paths'],
    daysAgo: 12,
    statement: md`
A courier network has $n$ depots and $m$ one-way roads; road $i$ goes from $u_i$ to
$v_i$ and takes $w_i$ minutes. For every depot, find the shortest time to reach it from depot $1$.
    `,
    input: md`
The first line has $n$ and $m$ ($2 \le n \le 10^5$, $1 \le m \le 2 \cdot 10^5$), then
$m$ lines with $u_i$, $v_i$, $w_i$ ($1 \le w_i \le 10^9$). Every depot is reachable.
    `,
    output: 'Print $n$ integers: the shortest times to depots $1, \\ldots, n$.',
    exampleInput: '3 4\n1 2 6\n1 3 2\n3 2 3\n2 3 1',
    exampleOutput: '0 5 2',
    solutions: [
      {
        author: 'carol',
        language: 'cpp',
        approach: "Dijkstra's algorithm with a binary heap.",
        description:
          'Weights are positive, so Dijkstra applies; skip stale heap entries. $O(m \\log n)$.',
        code: `#include <bits/stdc++.h>
using namespace std;
int main() {
  int n, m; cin >> n >> m;
  vector<vector<pair<int,long long>>> adj(n + 1);
  for (int i = 0; i < m; ++i) { int u, v; long long w; cin >> u >> v >> w; adj[u].push_back({v, w}); }
  vector<long long> dist(n + 1, LLONG_MAX); dist[1] = 0;
  priority_queue<pair<long long,int>, vector<pair<long long,int>>, greater<>> pq; pq.push({0, 1});
  while (!pq.empty()) {
    auto [d, u] = pq.top(); pq.pop();
    if (d != dist[u]) continue;
    for (auto [v, w] : adj[u]) if (d + w < dist[v]) { dist[v] = d + w; pq.push({dist[v], v}); }
  }
  for (int i = 1; i <= n; ++i) cout << dist[i] << " \\n"[i == n];
}`,
        reviews: [
          {
            author: 'dave',
            rating: 5,
            comment: 'The stale-entry check is the detail people forget.',
          },
        ],
      },
    ],
    reviews: [{ author: 'alice', rating: 4, comment: 'Good Dijkstra practice.' }],
    bookmarkedBy: ['alice', 'carol', 'dave'],
  },
  {
    owner: 'carol',
    title: 'Counting Inversions',
    link: 'https://atcoder.jp/contests/abc402/tasks/abc402_e',
    platform: 'AtCoder',
    difficulty: 5,
    tags: ['fenwick tree', 'sorting'],
    daysAgo: 10,
    statement: md`
Given a permutation $p_1, \ldots, p_n$ of $1, \ldots, n$, count the pairs $i < j$
with $p_i > p_j$.
    `,
    input: md`
The first line has $n$ ($1 \le n \le 2 \cdot 10^5$), the second the permutation.
    `,
    output: 'Print the number of inversions (it may exceed $2^{31}$).',
    exampleInput: '5\n3 1 5 2 4',
    exampleOutput: '4',
    solutions: [
      {
        author: 'dave',
        language: 'cpp',
        approach: 'Fenwick tree over values, scanning left to right.',
        description:
          'Before adding $p_j$, the number of inserted values greater than it is $j - 1 - \\text{prefix}(p_j)$.',
        code: `#include <bits/stdc++.h>
int main() {
  int n; std::cin >> n;
  std::vector<int> tree(n + 1);
  long long inversions = 0;
  for (int j = 0; j < n; ++j) {
    int p; std::cin >> p;
    int smaller = 0;
    for (int i = p; i > 0; i -= i & -i) smaller += tree[i];
    inversions += j - smaller;
    for (int i = p; i <= n; i += i & -i) ++tree[i];
  }
  std::cout << inversions << '\\n';
}`,
      },
      {
        author: 'bob',
        language: 'python',
        approach: 'Merge sort that counts the cross pairs.',
        description:
          'While merging, each element taken from the right half jumps over all remaining left ones.',
        code: `import sys
def count(a):
    if len(a) < 2:
        return a, 0
    mid = len(a) // 2
    left, x = count(a[:mid])
    right, y = count(a[mid:])
    merged, i, inv = [], 0, x + y
    for value in right:
        while i < len(left) and left[i] < value:
            merged.append(left[i]); i += 1
        inv += len(left) - i
        merged.append(value)
    merged.extend(left[i:])
    return merged, inv
data = sys.stdin.read().split()
print(count(list(map(int, data[1:])))[1])`,
      },
    ],
    reviews: [{ author: 'bob', rating: 4, comment: 'Two classic techniques for one problem.' }],
  },
  {
    owner: 'alice',
    title: 'Longest Common Subsequence',
    link: 'https://atcoder.jp/contests/abc403/tasks/abc403_f',
    platform: 'AtCoder',
    difficulty: 5,
    tags: ['dp', 'strings'],
    daysAgo: 8,
    statement: md`
Given strings $s$ and $t$ of lowercase letters, find the length of their longest
common subsequence: the longest string obtainable from both by deleting characters.
    `,
    input: md`
Two lines: $s$ and $t$ ($1 \le |s|, |t| \le 3000$).
    `,
    output: 'Print the length of the longest common subsequence.',
    exampleInput: 'axyb\nabyxb',
    exampleOutput: '3',
    reviews: [{ author: 'carol', rating: 5, comment: 'The DP everyone should know by heart.' }],
    bookmarkedBy: ['dave'],
  },
  {
    owner: 'dave',
    title: 'Fibonacci by Matrix Power',
    link: 'https://www.codechef.com/problems/FIBMATPOW',
    platform: 'CodeChef',
    difficulty: 6,
    tags: ['math', 'matrices'],
    daysAgo: 6,
    statement: md`
Let $F_0 = 0$, $F_1 = 1$ and $F_i = F_{i-1} + F_{i-2}$. Print $F_n \bmod (10^9 + 7)$
for a huge $n$.

_Hint:_ $\begin{pmatrix}1 & 1\\1 & 0\end{pmatrix}^n = \begin{pmatrix}F_{n+1} & F_n\\F_n & F_{n-1}\end{pmatrix}$.
    `,
    input: md`
One integer $n$ ($0 \le n \le 10^{18}$).
    `,
    output: md`
Print $F_n \bmod (10^9 + 7)$.
    `,
    exampleInput: '10',
    exampleOutput: '55',
    solutions: [
      {
        author: 'alice',
        language: 'python',
        approach: 'Fast doubling.',
        description: md`
$F_{2k} = F_k (2F_{k+1} - F_k)$ and $F_{2k+1} = F_k^2 + F_{k+1}^2$: $O(\log n)$ steps.
        `,
        code: `import sys
MOD = 10**9 + 7
def fib(n):
    if n == 0:
        return 0, 1
    a, b = fib(n >> 1)
    c = a * ((2 * b - a) % MOD) % MOD
    d = (a * a + b * b) % MOD
    return (d, (c + d) % MOD) if n & 1 else (c, d)
print(fib(int(sys.stdin.readline()))[0])`,
      },
    ],
    reviews: [{ author: 'bob', rating: 5, comment: 'Loved the hint in LaTeX.' }],
  },
  {
    owner: 'bob',
    title: 'Fence Around the Orchard',
    link: 'https://codeforces.com/problemset/problem/2103/F',
    platform: 'Codeforces',
    difficulty: 8,
    tags: ['geometry', 'convex hull'],
    daysAgo: 4,
    statement: md`
An orchard has $n$ trees at integer points $(x_i, y_i)$. Find the length of the
shortest fence that encloses all of them (the perimeter of their convex hull).
    `,
    input: md`
The first line has $n$ ($3 \le n \le 2 \cdot 10^5$), then $n$ lines with $x_i$ and
$y_i$ ($|x_i|, |y_i| \le 10^9$). Not all trees lie on one line.
    `,
    output: 'Print the length with an absolute or relative error of at most $10^{-6}$.',
    exampleInput: '5\n0 0\n4 0\n4 3\n0 3\n2 1',
    exampleOutput: '14.000000',
    reviews: [{ author: 'dave', rating: 4, comment: 'Watch out for collinear points.' }],
  },
  {
    owner: 'alice',
    title: 'Practice Notes: Modular Inverse',
    link: 'https://codeforces.com/problemset/problem/2104/B',
    platform: 'Codeforces',
    difficulty: 5,
    visibility: 'private',
    tags: ['math'],
    daysAgo: 3,
    statement: md`
Personal notes. Given a prime $p$ and $a$ with $p \nmid a$, compute $a^{-1} \bmod p$
via Fermat: $a^{p-2} \bmod p$.
    `,
    input: md`
Two integers $a$ and $p$ ($1 \le a < p \le 10^9 + 7$, $p$ prime).
    `,
    output: md`
Print $a^{-1} \bmod p$.
    `,
    exampleInput: '3 7',
    exampleOutput: '5',
    solutions: [
      {
        author: 'alice',
        language: 'cpp',
        approach: 'Binary exponentiation of a to the power p - 2.',
        description: 'Square-and-multiply in $O(\\log p)$ with 64-bit intermediates.',
        code: `#include <bits/stdc++.h>
int main() {
  long long a, p; std::cin >> a >> p;
  long long result = 1, base = a % p;
  for (long long e = p - 2; e > 0; e >>= 1, base = base * base % p)
    if (e & 1) result = result * base % p;
  std::cout << result << '\\n';
}`,
      },
    ],
  },
  {
    owner: 'carol',
    title: 'Draft: Pipes and Pumps',
    link: 'https://codeforces.com/problemset/problem/2105/G',
    platform: 'Codeforces',
    difficulty: 9,
    visibility: 'private',
    tags: ['flows'],
    daysAgo: 1,
    statement: md`
Draft, not ready to share. $n$ junctions, $m$ pipes with capacities $c_i$: what is
the largest flow from junction $1$ to junction $n$?
    `,
    input: md`
$n$, $m$ ($2 \le n \le 500$, $1 \le m \le 5000$), then $m$ lines $u_i\ v_i\ c_i$.
    `,
    output: 'Print the maximum flow.',
    exampleInput: '4 5\n1 2 3\n1 3 2\n2 3 1\n2 4 2\n3 4 3',
    exampleOutput: '5',
  },
];
