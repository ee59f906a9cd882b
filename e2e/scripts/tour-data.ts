/**
 * What the screenshot tour (tour.ts) shows, made through the API: users, problems with marks, a
 * solution and reviews, profiles and an invitation, a conversation, blogs and a discussion, AI
 * chats and lists.
 */
import { io } from 'socket.io-client';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { uniqueUser } from '../harness/users.ts';
import type { TestUser } from '../harness/users.ts';
import type { FakeAi } from '../../server/src/test/fake-ai-server.ts';

export interface Session {
  user: TestUser;
  id: string;
  cookie: string;
}

export async function signUp(origin: string, prefix: string): Promise<Session> {
  const user = uniqueUser(prefix);
  const response = await callApi(origin, 'POST', '/signup', { body: user });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
  const { user: created } = response.body as { user: { _id: string } };
  return { user, id: created._id, cookie: sessionCookieFrom(response) };
}

export async function post(origin: string, session: Session, apiPath: string, body: unknown) {
  const response = await callApi(origin, 'POST', apiPath, { body, cookie: session.cookie });
  if (response.status >= 300) {
    throw new Error(
      `POST ${apiPath} answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return response.body as Record<string, { _id: string }>;
}

/** A coaching conversation with code and math, and a hint conversation two rungs up. */
export async function makeAiChats(origin: string, author: Session, ai: FakeAi, problemId: string) {
  ai.answer({
    kind: 'reply',
    pieces: [
      'Keep a **prefix sum** array so each range sum is $O(1)$:\n\n',
      '```cpp\nvector<long long> pre(n + 1);\nfor (int i = 0; i < n; ++i) pre[i + 1] = pre[i] + a[i];\n```\n',
      'Then the sum of $a_l..a_r$ is `pre[r + 1] - pre[l]`.',
    ],
  });
  const chat = await post(origin, author, '/askai', {
    content: 'How do I answer many range sum queries on a fixed array?',
  });
  ai.answer({ kind: 'reply', pieces: ['Think about what a balanced prefix looks like.'] });
  const hints = await post(origin, author, '/askai', {
    content: 'Give me a first hint.',
    problemId,
    nextHint: true,
  });
  ai.answer({
    kind: 'reply',
    pieces: ['Key observation: the depth never goes negative, and ends at zero.'],
  });
  const conversationId = String(hints.conversationId);
  await post(origin, author, '/askai', {
    content: 'Next hint, please.',
    conversationId,
    nextHint: true,
  });
  return { chatId: String(chat.conversationId), hintsId: conversationId };
}

export async function makeContent(origin: string, author: Session, reviewer: Session) {
  const { problem } = await post(origin, author, '/addproblem', {
    title: 'Balanced Brackets Subsequence',
    link: 'https://codeforces.com/problemset/problem/1000/A',
    choice: 'public',
    platform: { name: 'Codeforces', rating: 5 },
    tags: ['greedy', 'strings'],
    problemstatement: {
      statement:
        'Given a string $s$ of $n$ brackets ($1 \\le n \\le 2 \\cdot 10^5$), find the longest **balanced** subsequence.\n\n$$\\sum_{i=1}^{n} [s_i = (] = \\sum_{i=1}^{n} [s_i = )]$$',
      input: 'The first line contains $n$. The second line contains $s$.',
      output: 'Print the length of the longest balanced subsequence.',
      exampleinput: '6\n(()))(',
      exampleoutput: '4',
    },
  });
  if (problem === undefined) throw new Error('No problem in the answer');
  const { solution } = await post(origin, reviewer, `/problem/${problem._id}/addsolution`, {
    approach: 'Greedy with a **counter**: match each `)` with an open `(` when $open > 0$.',
    description: 'Every matched pair adds $2$ to the answer; the scan is $O(n)$.',
    language: 'cpp',
    code: '#include <bits/stdc++.h>\nint main() {\n  int n; std::string s; std::cin >> n >> s;\n  int open = 0, answer = 0;\n  for (char c : s) {\n    if (c == \'(\') open++;\n    else if (open > 0) { open--; answer += 2; }\n  }\n  std::cout << answer << "\\n";\n}\n',
  });
  if (solution === undefined) throw new Error('No solution in the answer');
  await post(origin, reviewer, `/problem/${problem._id}/addreview`, {
    rating: 4,
    comment: 'Clear statement, nice warm-up.',
  });
  await post(origin, author, `/problem/${problem._id}/solutions/${solution._id}/addreview`, {
    rating: 5,
    comment: 'Short and correct.',
  });
  await post(origin, author, `/bookmark/${problem._id}`, {});
  return { problemId: problem._id, solutionId: solution._id };
}

/** Fills in a profile and sends an invitation, so the profile screens have something to show. */
export async function makeProfiles(
  origin: string,
  author: Session,
  reviewer: Session,
  newcomer: Session,
) {
  const profile = await callApi(origin, 'PUT', `/myprofile/${author.id}/updateprofile`, {
    cookie: author.cookie,
    body: {
      favlanguage: 'C++',
      rating: 2431,
      platform: 'Codeforces',
      gitHub: 'https://github.com/ada-lovelace-cp',
      projectslinks: ['https://github.com/ada-lovelace-cp/library', 'https://ada.dev/notes'],
      skills: ['Graphs', 'Dynamic programming', 'Segment trees', 'Number theory'],
      collaborator: true,
      location: 'London',
      bio: 'ICPC regional finalist. I write up every problem I upsolve.',
      // One email shown (hers), one hidden (the reviewer's, by default): both looks are toured.
      showEmail: true,
    },
  });
  if (profile.status !== 200) throw new Error(`Profile update answered ${profile.status}`);
  const { invitation } = await post(origin, reviewer, '/collaborations', {
    recipientId: author.id,
    projectDetails:
      'I am building a practice judge for our university club (Rust + React).\nWould you help with the problem set and the checker?',
  });
  if (invitation === undefined) throw new Error('No invitation in the answer');
  // Accepted: their conversation opens with it. Another stays pending, for the badges.
  await post(origin, author, `/collaborations/${invitation._id}/accept`, {});
  await post(origin, newcomer, '/collaborations', {
    recipientId: author.id,
    projectDetails: 'Want to team up for the next ICPC regional? I do geometry and strings.',
  });
}

/**
 * A blog with math, code and a spoiler, comments with a reply and a mention, votes, a problem
 * discussion, and a reported post: the blog, discussion, notification and moderation screens.
 */
export async function makeWriting(
  origin: string,
  author: Session,
  reviewer: Session,
  problemId: string,
) {
  const { blog } = await post(origin, author, '/blogs/addblog', {
    title: 'Prefix sums, and the three mistakes everyone makes once',
    about: 'A beginner-friendly tour of the first range-query trick',
    content: [
      'A prefix sum answers a range sum in $O(1)$: $\\sum_{i=l}^{r} a_i = s_r - s_{l-1}$.',
      '',
      '```cpp',
      'std::vector<long long> prefix(n + 1);',
      'for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + a[i];',
      '```',
      '',
      ':::spoiler The classic off-by-one',
      'Index the prefix array from 1, so that $s_0 = 0$ needs no special case.',
      ':::',
    ].join('\n'),
  });
  if (blog === undefined) throw new Error('No blog in the answer');
  await post(origin, reviewer, '/blogs/addblog', {
    title: 'Segment trees without recursion',
    about: 'Bottom-up, in twenty lines',
    content: 'Store the leaves at $n \\ldots 2n-1$ and walk up with `i >>= 1`.',
  });
  const { comment } = await post(origin, reviewer, `/blogs/${blog._id}/comments`, {
    content: `Great write-up @${author.user.username}! Overflow bit me in **long long** too.`,
  });
  if (comment === undefined) throw new Error('No comment in the answer');
  await post(origin, author, `/blogs/${blog._id}/comments`, {
    content: 'Thanks! Added a note on 64-bit sums.',
    parentId: comment._id,
  });
  await put(origin, reviewer, `/votes/blog/${blog._id}`, { value: 1 });
  const discussion = `/problem/${problemId}/discussion`;
  const { post: idea } = await post(origin, reviewer, discussion, {
    content: 'Is a stack enough, or do we need DP here? $n \\le 2 \\cdot 10^5$.',
  });
  if (idea === undefined) throw new Error('No post in the answer');
  await post(origin, author, discussion, {
    content: ':::spoiler Hint\nA counter of open brackets is enough.\n:::',
    parentId: idea._id,
  });
  const { post: spoiler } = await post(origin, author, discussion, {
    content: 'The answer is twice the number of matched pairs, here is the full code: ...',
  });
  if (spoiler === undefined) throw new Error('No post in the answer');
  await post(origin, reviewer, '/reports', {
    kind: 'post',
    id: spoiler._id,
    reason: 'Gives the whole solution away without a spoiler block',
  });
  return { blogId: blog._id };
}

export async function put(origin: string, session: Session, apiPath: string, body: unknown) {
  const response = await callApi(origin, 'PUT', apiPath, { body, cookie: session.cookie });
  if (response.status >= 300) throw new Error(`PUT ${apiPath} answered ${response.status}`);
}

/** A short conversation between the two, so the chat has something to show. */
export async function makeConversation(origin: string, author: Session, reviewer: Session) {
  const lines: [Session, Session, string][] = [
    [reviewer, author, 'Hi Ada! I saw your invitation, the practice judge sounds great.'],
    [author, reviewer, 'Thanks Lin! Could you take the graph problems for the first set?'],
    [reviewer, author, 'Sure. Shortest paths, MST and one flow problem?'],
    [reviewer, author, 'And I would write the checker in **C++**, it is `O(m log m)` anyway.'],
    [
      author,
      reviewer,
      'Perfect. Keep the limits small enough for $O(n^2)$ in Python:\nn ≤ 2000, m ≤ 5000.',
    ],
    [
      author,
      reviewer,
      [
        'The DSU for the MST checker, from https://cp-algorithms.com/data_structures/disjoint_set_union.html :',
        '```cpp',
        'int find(int v) { return parent[v] == v ? v : parent[v] = find(parent[v]); }',
        'void unite(int a, int b) { a = find(a); b = find(b); if (a != b) parent[b] = a; }',
        '```',
      ].join('\n'),
    ],
  ];
  for (const [from, to, content] of lines)
    await post(origin, from, `/messages/send/${to.id}`, { content });
}

/** The reviewer's socket, as their open browser tab would hold it: they show as online. */
export function connectAs(origin: string, session: Session) {
  return io(origin, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: session.cookie, origin },
  });
}

/** Each problem's mark, by title (the marks and spoiler-safe screens). */
const marksByTitle: Record<string, string> = {
  Watermelon: 'solved',
  'Theatre Square': 'todo',
  'Way Too Long Words': 'attempted',
  'Domino piling': 'solved_with_help',
};

/** Five Codeforces problems, four of them marked by each of `markers`: title → id. */
export async function makeMarkedProblems(origin: string, author: Session, markers: Session[]) {
  const problems = [
    ['Watermelon', 'https://codeforces.com/problemset/problem/4/A', 1, ['brute force', 'math']],
    ['Theatre Square', 'https://codeforces.com/problemset/problem/1/A', 3, ['math']],
    ['Way Too Long Words', 'https://codeforces.com/problemset/problem/71/A', 2, ['strings']],
    ['Domino piling', 'https://codeforces.com/problemset/problem/50/A', 2, ['greedy', 'math']],
    ['Football', 'https://codeforces.com/problemset/problem/96/A', 5, ['implementation']],
  ] as const;
  const ids: Record<string, string> = {};
  for (const [title, link, rating, tags] of problems) {
    const { problem } = await post(origin, author, '/addproblem', {
      title,
      link,
      choice: 'public',
      platform: { name: 'Codeforces', rating },
      tags,
      problemstatement: {
        statement: 'Split $w$ into two even parts.',
        input: 'One integer $w$.',
        output: 'YES or NO.',
        exampleinput: '8',
        exampleoutput: 'YES',
      },
    });
    if (problem === undefined) throw new Error('No problem in the answer');
    ids[title] = problem._id;
    const status = marksByTitle[title];
    if (status === undefined) continue;
    for (const marker of markers) {
      await put(origin, marker, `/problem/${problem._id}/mark`, { status });
    }
  }
  return ids;
}

/**
 * Two lists of the author's: a public one holding the problems (the first with a long title, the
 * others marked), and an empty private one.
 */
export async function makeLists(origin: string, author: Session, problemIds: string[]) {
  const { list } = await post(origin, author, '/lists', {
    name: 'Graph problems to work through before the next Div. 2 round',
    description: 'Shortest paths first, then flows. Mark each one solved as you go.',
    visibility: 'public',
  });
  if (list === undefined) throw new Error('No list in the answer');
  const saved = await callApi(origin, 'PUT', `/lists/${list._id}/problems`, {
    body: { problemIds },
    cookie: author.cookie,
  });
  if (saved.status >= 300) throw new Error(`PUT list problems answered ${saved.status}`);
  await post(origin, author, '/lists', { name: 'DP later', visibility: 'private' });
  return { listId: list._id };
}
