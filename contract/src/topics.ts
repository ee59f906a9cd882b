/**
 * One vocabulary of competitive-programming topics, shared by profile skills and problem tags:
 * each topic's name, as the web suggests it, and the other spellings people write for it
 * (abbreviations, Codeforces' tag names, singular and plural). The collaborator search's skill
 * filter matches every spelling of a topic ("dp" finds "Dynamic programming" and the reverse), and
 * the web suggests the names as one types any spelling.
 */
export interface Topic {
  name: string;
  /** Other spellings, lower-case; the name's own lower-case spelling is implied. */
  aliases: readonly string[];
}

export const topics: readonly Topic[] = [
  { name: 'Dynamic programming', aliases: ['dp'] },
  { name: 'Greedy', aliases: ['greedy algorithms'] },
  { name: 'Brute force', aliases: ['bruteforce', 'brute-force', 'complete search'] },
  { name: 'Implementation', aliases: ['impl', 'simulation'] },
  { name: 'Constructive algorithms', aliases: ['constructive', 'constructives'] },
  { name: 'Mathematics', aliases: ['math', 'maths'] },
  {
    name: 'Number theory',
    aliases: ['nt', 'primes', 'sieve', 'modular arithmetic', 'chinese remainder theorem', 'crt'],
  },
  { name: 'Combinatorics', aliases: ['combi', 'counting'] },
  { name: 'Probability', aliases: ['probabilities', 'expected value'] },
  { name: 'Geometry', aliases: ['computational geometry', 'cg'] },
  { name: 'Game theory', aliases: ['games', 'sprague-grundy', 'nim'] },
  { name: 'Matrices', aliases: ['matrix', 'matrix exponentiation'] },
  { name: 'FFT', aliases: ['ntt', 'fast fourier transform', 'polynomials'] },
  { name: 'Bitmasks', aliases: ['bitmask', 'bit manipulation', 'bitwise'] },
  { name: 'Binary search', aliases: ['bsearch', 'binary search on the answer'] },
  { name: 'Ternary search', aliases: [] },
  { name: 'Two pointers', aliases: ['two-pointers', '2 pointers', 'sliding window'] },
  { name: 'Sorting', aliases: ['sortings', 'sort'] },
  { name: 'Prefix sums', aliases: ['prefix sum', 'partial sums', 'difference array'] },
  { name: 'Divide and conquer', aliases: ['d&c', 'dnc'] },
  { name: 'Meet in the middle', aliases: ['meet-in-the-middle', 'mitm'] },
  { name: 'Backtracking', aliases: ['recursion'] },
  { name: 'Data structures', aliases: ['ds'] },
  { name: 'Segment tree', aliases: ['segtree', 'seg tree', 'segment trees', 'lazy propagation'] },
  { name: 'Fenwick tree', aliases: ['fenwick', 'bit', 'binary indexed tree'] },
  { name: 'Sparse table', aliases: ['rmq'] },
  { name: 'Disjoint set union', aliases: ['dsu', 'union-find', 'union find', 'disjoint sets'] },
  { name: 'Sqrt decomposition', aliases: ['sqrt', "mo's algorithm"] },
  { name: 'Monotonic stack', aliases: ['monotonic queue', 'monostack'] },
  { name: 'Trie', aliases: ['prefix tree'] },
  { name: 'Graphs', aliases: ['graph', 'graph theory'] },
  { name: 'Breadth-first search', aliases: ['bfs', 'breadth first search'] },
  { name: 'Depth-first search', aliases: ['dfs', 'depth first search', 'dfs and similar'] },
  {
    name: 'Shortest paths',
    aliases: ['shortest path', 'dijkstra', 'bellman-ford', 'floyd-warshall'],
  },
  { name: 'Minimum spanning tree', aliases: ['mst', 'kruskal', 'prim'] },
  { name: 'Topological sort', aliases: ['toposort', 'topo sort'] },
  { name: 'Trees', aliases: ['tree'] },
  { name: 'Lowest common ancestor', aliases: ['lca', 'binary lifting'] },
  {
    name: 'Heavy-light decomposition',
    aliases: ['hld', 'heavy light decomposition'],
  },
  { name: 'Flows', aliases: ['max flow', 'maxflow', 'network flow', 'min cut'] },
  { name: 'Matching', aliases: ['graph matchings', 'bipartite matching'] },
  { name: '2-SAT', aliases: ['2sat'] },
  { name: 'Strings', aliases: ['string', 'string algorithms'] },
  { name: 'Hashing', aliases: ['hash', 'string hashing'] },
  { name: 'String matching', aliases: ['kmp', 'z-function', 'z function', 'prefix function'] },
  {
    name: 'Suffix structures',
    aliases: ['string suffix structures', 'suffix array', 'suffix automaton'],
  },
  { name: 'Convex hull trick', aliases: ['cht', 'li chao tree'] },
  { name: 'Interactive', aliases: [] },
];

/** How a spelling is compared: lower-case, trimmed, inner spaces collapsed. */
export function topicKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

const spellingsOf = (topic: Topic) => [topicKey(topic.name), ...topic.aliases];

const topicBySpelling = new Map<string, Topic>(
  topics.flatMap((topic) => spellingsOf(topic).map((spelling) => [spelling, topic] as const)),
);

/** The topic a text names in any of its spellings, if any. */
export function topicOf(text: string): Topic | undefined {
  return topicBySpelling.get(topicKey(text));
}

/**
 * Every lower-case spelling of the topic a skill names ("dp" → "dynamic programming", "dp"); a
 * skill outside the vocabulary is only itself, lower-cased.
 */
export function topicSpellings(text: string): string[] {
  const topic = topicOf(text);
  return topic === undefined ? [topicKey(text)] : spellingsOf(topic);
}

/** Whether `spelling` has a word starting with `typed` ("first search" in "depth-first search"). */
function startsAWord(spelling: string, typed: string): boolean {
  return spelling.startsWith(typed) || spelling.split(/[\s-]+/).some((w) => w.startsWith(typed));
}

/**
 * The topic names to suggest for what was typed, best first: the topic it spells exactly, then
 * those whose name starts with it, those with another spelling starting with it, and those with a
 * word starting with it. Nothing for a blank text or for a name already typed in full.
 */
export function suggestTopics(typed: string, max = 8): string[] {
  const key = topicKey(typed);
  if (key === '') return [];
  const rank = (topic: Topic): number => {
    const spellings = spellingsOf(topic);
    if (spellings.includes(key)) return 0;
    if (topicKey(topic.name).startsWith(key)) return 1;
    if (spellings.some((spelling) => spelling.startsWith(key))) return 2;
    return spellings.some((spelling) => startsAWord(spelling, key)) ? 3 : 4;
  };
  return topics
    .map((topic) => ({ name: topic.name, rank: rank(topic) }))
    .filter((entry) => entry.rank < 4 && topicKey(entry.name) !== key)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'en'))
    .slice(0, max)
    .map((entry) => entry.name);
}
