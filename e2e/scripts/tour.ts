/**
 * Takes a screenshot of every screen built so far, at phone (360 px) and desktop (1280 px) widths,
 * in the light and dark themes, so a person can look at them: e2e/artifacts/tour/<screen>-<size>-<theme>.png
 * (TOUR_DIR=/tmp/tour puts them there instead). Starts the built app on a temporary data directory
 * with users, problems (some marked), a solution and reviews made through the API. Run after
 * `npm run build`: `node --import tsx e2e/scripts/tour.ts`.
 * TOUR_SCREENS=profile,collaborators takes only the screens whose names start with one of those
 * (`marks` for the marks and spoiler-safe screens, `list` for the lists).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { runAdmin } from '../harness/admin.ts';
import { launchChromium } from '../harness/browser.ts';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { artifactsDir } from '../harness/paths.ts';
import { startServer } from '../harness/server.ts';
import { uniqueUser } from '../harness/users.ts';
import type { TestUser } from '../harness/users.ts';
import {
  contestShiftMs,
  routeContestSites,
} from '../../server/src/test/outside-sites/contest-fixtures.ts';
import {
  fixture,
  outsideSitesEnv,
  startFakeSites,
} from '../../server/src/test/outside-sites/fake-sites.ts';
import { startFakeAi } from '../../server/src/test/fake-ai-server.ts';
import type { FakeAi } from '../../server/src/test/fake-ai-server.ts';

const outputDir = process.env.TOUR_DIR ?? path.join(artifactsDir, 'tour');

interface Session {
  user: TestUser;
  id: string;
  cookie: string;
}

async function signUp(origin: string, prefix: string): Promise<Session> {
  const user = uniqueUser(prefix);
  const response = await callApi(origin, 'POST', '/signup', { body: user });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
  const { user: created } = response.body as { user: { _id: string } };
  return { user, id: created._id, cookie: sessionCookieFrom(response) };
}

async function post(origin: string, session: Session, apiPath: string, body: unknown) {
  const response = await callApi(origin, 'POST', apiPath, { body, cookie: session.cookie });
  if (response.status >= 300) {
    throw new Error(
      `POST ${apiPath} answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return response.body as Record<string, { _id: string }>;
}

/** A coaching conversation with code and math, and a hint conversation two rungs up. */
async function makeAiChats(origin: string, author: Session, ai: FakeAi, problemId: string) {
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

async function makeContent(origin: string, author: Session, reviewer: Session) {
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
async function makeProfiles(origin: string, author: Session, reviewer: Session, newcomer: Session) {
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
async function makeWriting(origin: string, author: Session, reviewer: Session, problemId: string) {
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

async function put(origin: string, session: Session, apiPath: string, body: unknown) {
  const response = await callApi(origin, 'PUT', apiPath, { body, cookie: session.cookie });
  if (response.status >= 300) throw new Error(`PUT ${apiPath} answered ${response.status}`);
}

/** A short conversation between the two, so the chat has something to show. */
async function makeConversation(origin: string, author: Session, reviewer: Session) {
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

/** What the reviewer sends while the author's list is on screen, one per screenshot. */
const arrivals = [
  'Draft statements are in the shared folder.',
  'I added two tests with a disconnected graph.',
  'The MST problem needs a tighter time limit, I think.',
  'Pushed the checker too. See you at the contest!',
];

/** The reviewer's socket, as their open browser tab would hold it: they show as online. */
function connectAs(origin: string, session: Session) {
  return io(origin, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: session.cookie, origin },
  });
}

/** A screen to photograph: its name, its address, and what to do on it first. */
type Screen = [name: string, url: string, prepare?: (page: Page) => Promise<void>];

const onlyScreens = (process.env.TOUR_SCREENS ?? '').split(',').filter((name) => name !== '');
const isWanted = ([name]: Screen) =>
  onlyScreens.length === 0 || onlyScreens.some((prefix) => name.startsWith(prefix));

/** Types a blog into the add-blog form, so its live preview shows. */
async function fillBlogDraft(page: Page) {
  await page.getByLabel('Title').fill('Binary search on the answer');
  await page.getByLabel('About').fill('When the answer is monotone, search it');
  await page
    .getByLabel('Content')
    .fill('If $f(x)$ is monotone, find the first $x$ with $f(x)$ true in $O(\\log C)$ checks.');
  await page.getByRole('region', { name: 'Preview' }).locator('.katex').first().waitFor();
}

/** Runs a collaborator search from its form: a term, a skill, or both. */
async function searchCollaborators(page: Page, search: { term?: string; skill?: string }) {
  if (search.term !== undefined) {
    await page.getByPlaceholder('Search by username or email...').fill(search.term);
  }
  if (search.skill !== undefined) {
    await page.getByRole('combobox', { name: 'Skill' }).fill(search.skill);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('heading', { name: 'Search Results' }).waitFor();
}

/** Each problem's mark, by title (the marks and spoiler-safe screens). */
const marksByTitle: Record<string, string> = {
  Watermelon: 'solved',
  'Theatre Square': 'todo',
  'Way Too Long Words': 'attempted',
  'Domino piling': 'solved_with_help',
};

/** Five Codeforces problems, four of them marked by each of `markers`: title → id. */
async function makeMarkedProblems(origin: string, author: Session, markers: Session[]) {
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

/** The marks screens: cards and rows with their marks, the mark menu, a problem page. */
function marksScreens(prefix: string, ids: Record<string, string>): Screen[] {
  return [
    [`${prefix}-dashboard`, '/dashboard'],
    [
      `${prefix}-dashboard-menu`,
      '/dashboard',
      async (page) => {
        await page.getByRole('button', { name: 'Choose a mark' }).first().click();
        await page.getByRole('menu').waitFor();
      },
    ],
    [
      // Last of a session's screens: the browser keeps the compact choice for the next ones.
      `${prefix}-compact`,
      '/dashboard',
      async (page) => {
        await page.getByRole('button', { name: 'Compact' }).click();
      },
    ],
    [`${prefix}-problem`, `/problem/${ids.Football ?? ''}`],
    [`${prefix}-problem-todo`, `/problem/${ids['Theatre Square'] ?? ''}`],
  ];
}

/**
 * Two lists of the author's: a public one holding the problems (the first with a long title, the
 * others marked), and an empty private one.
 */
async function makeLists(origin: string, author: Session, problemIds: string[]) {
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

async function shoot(
  browser: Browser,
  origin: string,
  session: Session | null,
  allScreens: Screen[],
): Promise<void> {
  const screens = allScreens.filter(isWanted);
  if (screens.length === 0) return;
  const sizes = [
    ['phone', { width: 360, height: 780 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const;
  for (const [sizeName, viewport] of sizes) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ baseURL: origin, viewport, colorScheme: theme });
      if (session !== null) {
        const [name = '', value = ''] = session.cookie.split('=');
        await context.addCookies([{ name, value, url: origin }]);
      }
      const page = await context.newPage();
      for (const [name, url, prepare] of screens) {
        await page.goto(url);
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        await prepare?.(page);
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outputDir, `${name}-${sizeName}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) console.warn(`${name} (${sizeName}) scrolls sideways by ${overflow}px`);
      }
      await context.close();
    }
  }
}

await mkdir(outputDir, { recursive: true });
// The contest sites and Codeforces' problem set are a local fake replaying recorded answers.
const sites = await startFakeSites();
await routeContestSites(sites, contestShiftMs());
sites.route('/codeforces/api/problemset.problems', await fixture('codeforces-problems.json'));
// The AI provider is a local fake of an OpenAI-compatible API.
const ai = await startFakeAi();
const server = await startServer({
  env: { ...outsideSitesEnv(sites.origin), AI_BASE_URL: ai.baseUrl, AI_MODEL: 'coach' },
});
let reviewerSocket: ReturnType<typeof connectAs> | undefined;
try {
  const author = await signUp(server.origin, 'ada');
  const reviewer = await signUp(server.origin, 'lin');
  const { problemId, solutionId } = await makeContent(server.origin, author, reviewer);
  const stranger = await signUp(server.origin, 'kai');
  // The stranger also has an invitation waiting for the author (the badges).
  await makeProfiles(server.origin, author, reviewer, stranger);
  await makeConversation(server.origin, author, reviewer);
  // A stranger's message request, and someone the author blocked (the settings list).
  await post(server.origin, stranger, `/messages/send/${author.id}`, {
    content: 'Hi! Could you review my segment tree template? I am new here.',
  });
  const blocked = await signUp(server.origin, 'spam');
  await post(server.origin, author, `/blocks/${blocked.id}`, {});
  // The author signed in on a second device too (the settings' list of signed-in sessions).
  const secondDevice = await callApi(server.origin, 'POST', '/signin', {
    body: { email: author.user.email, password: author.user.password },
  });
  if (secondDevice.status >= 300) throw new Error(`Sign-in answered ${secondDevice.status}`);
  for (const [name, link] of [
    ['USACO Guide', 'https://usaco.guide/'],
    ['KACTL notebook', 'https://github.com/kth-competitive-programming/kactl'],
    [
      'Editorial: CF Round 1000, problem E (a long name that has to wrap or clip)',
      'https://codeforces.com/blog/entry/138812?locale=en#comment-1234567',
    ],
  ]) {
    await post(server.origin, author, '/implinks', { name, link });
  }
  // Someone who keeps spoiler-safe on: difficulties hidden until solved.
  const cautious = await signUp(server.origin, 'sam');
  await put(server.origin, cautious, `/myprofile/${cautious.id}/updateprofile`, {
    spoilerSafe: true,
  });
  const marked = await makeMarkedProblems(server.origin, author, [author, cautious]);
  const { listId } = await makeLists(server.origin, author, [problemId, ...Object.values(marked)]);
  const { blogId } = await makeWriting(server.origin, author, reviewer, problemId);
  const { chatId, hintsId } = await makeAiChats(server.origin, author, ai, problemId);
  const moderator = await signUp(server.origin, 'mod');
  const granted = await runAdmin(server.dataDir, ['grant', moderator.user.username, 'moderator']);
  if (granted.code !== 0) throw new Error(`npm run admin failed: ${granted.stderr}`);
  reviewerSocket = connectAs(server.origin, reviewer);
  const problem = `/problem/${problemId}`;
  const solution = `${problem}/solutions/${solutionId}`;
  const browser = await launchChromium();
  try {
    await shoot(browser, server.origin, null, [
      ['landing', '/'],
      ['signin', '/signin'],
      ['signup', '/signup'],
      // No SMTP_URL here: the page says to ask the site's admin.
      ['forgot-password', '/forgot-password'],
      ['reset-password', '/reset-password?token=tour-example'],
    ]);
    await shoot(browser, server.origin, author, [
      ['dashboard', '/dashboard'],
      ['addproblem', '/addproblem'],
      ['myproblems', '/myproblems'],
      ['bookmarked', '/bookmarkedproblems'],
      ['problem', problem],
      ['updateproblem', `${problem}/updateproblem`],
      ['problem-reviews', `${problem}/reviews`],
      ['solutions', `${problem}/solutions`],
      ['solution', solution],
      ['solution-reviews', `${solution}/reviews`],
      // The author's own review open in its edit form, as the add-review screen's link opens it.
      ['solution-review-edit', `${solution}/reviews?edit=mine`],
      ['addsolution', `${problem}/addsolution`],
      ['addreview-solution', `${solution}/addreview`],
      ['notfound', '/no/such/page'],
      ['contests', '/contests'],
      ['contests-past', '/contests?view=past'],
      [
        'addproblem-lookup',
        '/addproblem',
        async (page) => {
          await page
            .getByLabel('Problem Link')
            .fill('https://codeforces.com/contest/1775/problem/C');
          await page.getByText('Codeforces rating 1600').waitFor();
        },
      ],
      ['lists', '/lists'],
      ['list-detail', `/lists/${listId}`],
      [
        'list-add-menu',
        problem,
        async (page) => {
          await page.getByRole('button', { name: 'Add to list' }).click();
          await page.getByRole('menuitemcheckbox', { name: /Graph/ }).waitFor();
        },
      ],
      ['blogs', '/blogs'],
      ['addblog', '/addblog', async (page) => fillBlogDraft(page)],
      ['blog', `/blogs/${blogId}`],
      ['blog-edit', `/blogs/${blogId}/edit`],
      ['discussion', `${problem}/discussion`],
      ['notifications', '/notifications'],
      ['myprofile', `/myprofile/${author.id}`],
      ['updateprofile', `/myprofile/${author.id}/updateprofile`],
      ['profile-empty', `/profile/${reviewer.id}`],
      [
        // Their activity: the heatmap's box scrolls on a phone; today's square has the focus ring.
        'profile-activity',
        `/profile/${reviewer.id}`,
        async (page) => {
          const grid = page.getByRole('grid', { name: /^Activity in / });
          await grid.locator('[role="gridcell"][tabindex="0"]').focus();
        },
      ],
      ['collaborators', '/collaborators'],
      [
        'collaborators-results',
        '/collaborators',
        async (page) => searchCollaborators(page, { term: 'lin' }),
      ],
      [
        'collaborators-suggestions',
        '/collaborators',
        async (page) => {
          await page.getByRole('combobox', { name: 'Skill' }).fill('s');
          await page.getByRole('listbox', { name: 'Skill suggestions' }).waitFor();
        },
      ],
      ['invite', `/${reviewer.id}/collaborator`],
      ['invitations-received', '/invitations'],
      [
        'messages',
        '/messages',
        async (page) => {
          // A message arrives while the list is open: its preview and the unread counts update.
          const content = arrivals.shift() ?? 'One more thing: the checker is ready.';
          await post(server.origin, reviewer, `/messages/send/${author.id}`, { content });
          await page.getByText(content).waitFor();
        },
      ],
      [
        'messages-conversation',
        `/messages?with=${reviewer.id}`,
        async (page) => {
          await page.getByText('Active now').waitFor();
          await page.getByRole('button', { name: 'Copy code' }).waitFor();
        },
      ],
      [
        // The top of the conversation: the accepted invitation it opens with.
        'messages-conversation-top',
        `/messages?with=${reviewer.id}`,
        async (page) => {
          await page.getByRole('list', { name: 'Invitations' }).waitFor();
          await page.getByRole('log').evaluate((log) => log.scrollTo({ top: 0 }));
        },
      ],
      [
        'messages-requests',
        '/messages',
        async (page) => {
          await page.getByRole('button', { name: /^Requests/ }).click();
          await page.getByRole('link', { name: stranger.user.username }).waitFor();
        },
      ],
      [
        'messages-request',
        `/messages?with=${stranger.id}`,
        async (page) => {
          await page.getByRole('region', { name: 'Message request' }).waitFor();
        },
      ],
      ['askai', `/askai/${chatId}`],
      ['askai-hints', `/askai/${hintsId}`],
      ['askai-new', '/askai'],
      ['links', '/importantlinks'],
      [
        'addlink',
        '/importantlink/addlink',
        async (page) => {
          await page.getByLabel('Link Name').fill('USACO Guide');
          await page.getByLabel('URL').fill('https://usaco.guide/');
          await page.getByRole('button', { name: 'Add Link' }).click();
          await page.getByText('You have already saved this URL').waitFor();
        },
      ],
      [
        'settings',
        '/settings',
        async (page) => {
          await page.getByRole('link', { name: `@${blocked.user.username}` }).waitFor();
        },
      ],
      [
        'settings-tracking',
        '/settings',
        async (page) => {
          await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
          await page.getByRole('heading', { name: 'Upsolve tracking' }).scrollIntoViewIfNeeded();
        },
      ],
      [
        // The account's sections, with "Delete my account" asking for the password.
        'settings-account',
        '/settings',
        async (page) => {
          const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
          await sessions.getByText('This session').waitFor();
          await sessions.getByRole('button', { name: /^Sign out / }).waitFor();
          await page.getByRole('button', { name: 'Delete my account' }).click();
          await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
        },
      ],
      ...marksScreens('marks', marked),
    ]);
    await shoot(browser, server.origin, cautious, [
      ['list-detail-spoiler', `/lists/${listId}`],
      ...marksScreens('marks-spoiler', marked),
    ]);
    await shoot(browser, server.origin, reviewer, [
      ['links-empty', '/importantlinks'],
      ['updatesolution', `${solution}/updatesolution`],
      ['addreview-problem', `${problem}/addreview`],
      ['profile', `/profile/${author.id}`],
      ['myprofile-empty', `/myprofile/${reviewer.id}`],
      ['invitations-sent', '/invitations'],
      [
        'collaborators-results-collaborator',
        '/collaborators',
        async (page) => searchCollaborators(page, { term: 'graphs' }),
      ],
      [
        'collaborators-skill-alone',
        '/collaborators',
        async (page) => searchCollaborators(page, { skill: 'dp' }),
      ],
    ]);
    await shoot(browser, server.origin, moderator, [
      ['moderation', '/moderation'],
      ['blogs-search-empty', '/blogs?q=no-such-blog'],
    ]);
    console.log(`Saved the screenshots in ${outputDir}`);
  } finally {
    await browser.close();
  }
} finally {
  reviewerSocket?.disconnect();
  await server.stop();
  await sites.close();
  await ai.close();
}
