import type { DemoProblem } from './demo-types.ts';

const md = String.raw;

/** Demo problems for newcomers: difficulty 1 to 4. Original statements written for the demo. */
export const catalogueBasics: DemoProblem[] = [
  {
    owner: 'alice',
    title: 'Two Sum Targets',
    link: 'https://leetcode.com/problems/two-sum-targets/',
    platform: 'LeetCode',
    difficulty: 2,
    tags: ['hashing', 'arrays'],
    daysAgo: 30,
    statement: md`
You are given an array of $n$ integers $a_1, a_2, \ldots, a_n$ and a target $t$.
Find two **different** positions $i < j$ such that $a_i + a_j = t$.

It is guaranteed that at least one such pair exists. If there are several, print the one with
the smallest $j$, and among those the smallest $i$.
    `,
    input: md`
The first line contains $n$ and $t$ ($2 \le n \le 2 \cdot 10^5$, $|t| \le 10^9$).
The second line contains $a_1, \ldots, a_n$ ($|a_i| \le 10^9$).
    `,
    output: 'Print the two positions $i$ and $j$ (1-based), separated by a space.',
    exampleInput: '5 9\n2 7 11 15 -2',
    exampleOutput: '1 2',
    solutions: [
      {
        author: 'bob',
        language: 'cpp',
        approach: 'One pass with a hash map from value to its first position.',
        description: md`
Scan left to right. Before storing $a_j$, look up $t - a_j$: the first hit
gives the smallest $j$, and storing only first positions gives the smallest $i$. $O(n)$ expected.
        `,
        code: `#include <bits/stdc++.h>
using namespace std;
int main() {
  int n; long long t; cin >> n >> t;
  unordered_map<long long, int> first;
  for (int j = 1; j <= n; ++j) {
    long long a; cin >> a;
    auto it = first.find(t - a);
    if (it != first.end()) { cout << it->second << ' ' << j << '\\n'; return 0; }
    first.emplace(a, j);
  }
}`,
        reviews: [
          {
            author: 'carol',
            rating: 5,
            comment: 'Clean, and the tie-breaking argument is spot on.',
          },
        ],
      },
      {
        author: 'dave',
        language: 'python',
        approach: 'Dictionary of first positions, same idea in Python.',
        description: 'Reads everything at once for speed; `setdefault` keeps the first position.',
        code: `import sys
def main():
    data = sys.stdin.buffer.read().split()
    n, t = int(data[0]), int(data[1])
    first = {}
    for j in range(1, n + 1):
        a = int(data[1 + j])
        if t - a in first:
            print(first[t - a], j)
            return
        first.setdefault(a, j)
main()`,
      },
    ],
    reviews: [
      {
        author: 'bob',
        rating: 4,
        comment: 'A good warm-up; the tie-breaking rule makes you think.',
      },
      { author: 'carol', rating: 4, comment: 'Classic, with a small twist.' },
    ],
    bookmarkedBy: ['bob', 'dave'],
  },
  {
    owner: 'bob',
    title: 'Minimum Insertions for Brackets',
    link: 'https://www.codechef.com/problems/BRKTINS',
    platform: 'CodeChef',
    difficulty: 3,
    tags: ['greedy', 'strings'],
    daysAgo: 27,
    statement: md`
A string of \`(\` and \`)\` is _balanced_ if every prefix has at least as many
opening as closing brackets and the whole string has equally many of each.

Given a bracket string $s$, find the minimum number of brackets you must **insert** (anywhere)
to make it balanced.
    `,
    input: md`
One line with $s$ ($1 \le |s| \le 10^6$).
    `,
    output: 'Print the minimum number of insertions.',
    exampleInput: '())(',
    exampleOutput: '2',
    solutions: [
      {
        author: 'alice',
        language: 'cpp',
        approach: 'Greedy balance counter.',
        description: md`
Keep the open count $b$. On \`)\` with $b = 0$ we must insert a \`(\`
before it. At the end, $b$ closing brackets are missing.
        `,
        code: `#include <bits/stdc++.h>
int main() {
  std::string s; std::cin >> s;
  long long open = 0, inserted = 0;
  for (char c : s) {
    if (c == '(') ++open;
    else if (open > 0) --open;
    else ++inserted;
  }
  std::cout << inserted + open << '\\n';
}`,
      },
    ],
    reviews: [{ author: 'dave', rating: 4, comment: 'Short and sweet.' }],
  },
  {
    owner: 'carol',
    title: 'Staircase Paths',
    link: 'https://cses.fi/problemset/task/3401',
    platform: 'CSES',
    difficulty: 3,
    tags: ['dp'],
    daysAgo: 25,
    statement: md`
You stand at the bottom of a staircase with $n$ steps. In one move you climb
between $1$ and $k$ steps. Some steps are broken and cannot be stepped on.

Count the ways to reach the top (step $n$), modulo $10^9 + 7$.
    `,
    input: md`
The first line has $n$, $k$ and $m$ ($1 \le n \le 10^6$, $1 \le k \le n$,
$0 \le m < n$). The second line lists the $m$ broken steps, each between $1$ and $n - 1$.
    `,
    output: md`
Print the number of ways modulo $10^9 + 7$.
    `,
    exampleInput: '5 2 1\n3',
    exampleOutput: '2',
    solutions: [
      {
        author: 'alice',
        language: 'cpp',
        approach: 'DP with a sliding window sum.',
        description: md`
$f_i = \sum_{j=1}^{k} f_{i-j}$ for intact steps, $0$ for broken ones. Keep
the window sum up to date in $O(1)$ per step, so the whole thing is $O(n)$.
        `,
        code: `#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1e9 + 7;
int main() {
  int n, k, m; cin >> n >> k >> m;
  vector<bool> broken(n + 1);
  for (int i = 0, b; i < m; ++i) { cin >> b; broken[b] = true; }
  vector<long long> f(n + 1); f[0] = 1;
  long long window = 1;
  for (int i = 1; i <= n; ++i) {
    f[i] = broken[i] ? 0 : window;
    window = (window + f[i]) % MOD;
    if (i - k >= 0) window = (window - f[i - k] + MOD) % MOD;
  }
  cout << f[n] << '\\n';
}`,
        reviews: [{ author: 'bob', rating: 4, comment: 'The window trick is explained well.' }],
      },
      {
        author: 'dave',
        language: 'java',
        approach: 'Same recurrence with prefix sums.',
        description: 'Prefix sums of $f$ give each window sum as a difference.',
        code: `import java.util.*;
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    int n = in.nextInt(), k = in.nextInt(), m = in.nextInt();
    boolean[] broken = new boolean[n + 1];
    for (int i = 0; i < m; i++) broken[in.nextInt()] = true;
    long mod = 1_000_000_007L;
    long[] pre = new long[n + 2];
    pre[1] = 1; // f[0] = 1
    long f = 0;
    for (int i = 1; i <= n; i++) {
      f = broken[i] ? 0 : (pre[i] - pre[Math.max(0, i - k)] + mod) % mod;
      pre[i + 1] = (pre[i] + f) % mod;
    }
    System.out.println(f);
  }
}`,
      },
    ],
    reviews: [{ author: 'alice', rating: 5, comment: 'Perfect first DP problem.' }],
    bookmarkedBy: ['alice'],
  },
  {
    owner: 'dave',
    title: 'Counting Rooms on a Grid',
    link: 'https://cses.fi/problemset/task/3402',
    platform: 'CSES',
    difficulty: 3,
    tags: ['graphs', 'bfs'],
    daysAgo: 22,
    statement: md`
A floor plan is an $n \times m$ grid of \`.\` (floor) and \`#\` (wall). Two floor
cells are in the same room when you can walk between them through side-adjacent floor cells.

How many rooms are there, and how large is the largest one?
    `,
    input: md`
The first line has $n$ and $m$ ($1 \le n, m \le 1000$), then $n$ lines of $m$ characters.
    `,
    output: 'Print the number of rooms and the size of the largest room.',
    exampleInput: '4 5\n..#..\n.##.#\n#..#.\n....#',
    exampleOutput: '4 6',
    solutions: [
      {
        author: 'carol',
        language: 'cpp',
        approach: 'Iterative BFS from every unvisited floor cell.',
        description: 'Each BFS is one room; count its cells. Iterative to avoid deep recursion.',
        code: `#include <bits/stdc++.h>
using namespace std;
int main() {
  int n, m; cin >> n >> m;
  vector<string> g(n); for (auto& row : g) cin >> row;
  int rooms = 0, largest = 0;
  for (int si = 0; si < n; ++si) for (int sj = 0; sj < m; ++sj) {
    if (g[si][sj] != '.') continue;
    ++rooms; int size = 0;
    queue<pair<int,int>> q; q.push({si, sj}); g[si][sj] = '#';
    while (!q.empty()) {
      auto [i, j] = q.front(); q.pop(); ++size;
      int di[] = {1, -1, 0, 0}, dj[] = {0, 0, 1, -1};
      for (int d = 0; d < 4; ++d) {
        int a = i + di[d], b = j + dj[d];
        if (a >= 0 && a < n && b >= 0 && b < m && g[a][b] == '.') { g[a][b] = '#'; q.push({a, b}); }
      }
    }
    largest = max(largest, size);
  }
  cout << rooms << ' ' << largest << '\\n';
}`,
      },
    ],
    reviews: [{ author: 'carol', rating: 3, comment: 'Standard flood fill, nice example.' }],
  },
];
