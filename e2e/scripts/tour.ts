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
import { runAdmin } from '../harness/admin.ts';
import { launchChromium } from '../harness/browser.ts';
import { callApi } from '../harness/http.ts';
import { artifactsDir } from '../harness/paths.ts';
import { startServer } from '../harness/server.ts';
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
import {
  connectAs,
  makeAiChats,
  makeContent,
  makeConversation,
  makeLists,
  makeMarkedProblems,
  makeProfiles,
  makeWriting,
  post,
  put,
  signUp,
} from './tour-data.ts';
import type { Session } from './tour-data.ts';

const outputDir = process.env.TOUR_DIR ?? path.join(artifactsDir, 'tour');

/** What the reviewer sends while the author's list is on screen, one per screenshot. */
const arrivals = [
  'Draft statements are in the shared folder.',
  'I added two tests with a disconnected graph.',
  'The MST problem needs a tighter time limit, I think.',
  'Pushed the checker too. See you at the contest!',
];

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
