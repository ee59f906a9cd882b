import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startFakeAi } from '../../server/src/test/fake-ai-server.ts';
import type { FakeAi } from '../../server/src/test/fake-ai-server.ts';
import { useApp } from '../harness/app.ts';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { uniqueUser } from '../harness/users.ts';

/**
 * XSS (issue #25, item 8): a corpus of script, event-handler, `javascript:` and `data:` URL, SVG,
 * Markdown-link and entity payloads saved through every text field, then each page showing it
 * opened in Chromium. Every payload calls `window.__xss()`, which a script run before the page's
 * own records; no dialog may open; every link on the page is http(s) or relative; and each
 * element holding user text is clipped inside its card.
 */
let fake: FakeAi | undefined;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(async () => {
  await fake?.close();
});
const provider = (): FakeAi => {
  if (fake === undefined) throw new Error('The fake AI provider did not start');
  return fake;
};

const { test, server } = useApp(() => ({
  env: { AI_BASE_URL: provider().baseUrl, AI_MODEL: 'coach', RATE_LIMIT_SIGNUP_PER_HOUR: '1000' },
}));

const origin = () => server().origin;

/** Each one runs `window.__xss()` if the page lets it. */
const payloads = [
  '<script>window.__xss()</script>',
  '<img src=x onerror="window.__xss()">',
  '<svg onload="window.__xss()"><circle r="9"/></svg>',
  '<a href="javascript:window.__xss()">html link</a>',
  '[markdown link](javascript:window.__xss())',
  '[mixed case](JaVaScRiPt:window.__xss())',
  '[entity](&#106;avascript:window.__xss())',
  '[tab inside](java\tscript:window.__xss())',
  '[data url](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoKTwvc2NyaXB0Pg==)',
  '![image](x" onerror="window.__xss())',
  '<a href="data:text/html,<script>window.__xss()</script>">data link</a>',
  '"><img src=x onerror=window.__xss()>',
  '&lt;img src=x onerror=window.__xss()&gt;',
  '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  '<details open ontoggle="window.__xss()">details</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss()></style></mglyph></table></mtext></math>',
  '<style>*{display:none}</style><body onload=window.__xss()>',
  'Right to left: שלום\u200f abc \u061c done',
  'Four accents: e\u0301\u0302\u0303\u0304',
];

/** What every saved text holds, so a page can be waited on and its boxes found. */
const marker = 'XSSMARK';
/** One long word: text that does not wrap by itself must still stay inside its card. */
const wide = `${marker}${'W'.repeat(400)}`;

/** Every payload, as long as `max` allows (most fields); starts with the marker. */
const corpus = (max: number) => [wide, ...payloads].join('\n\n').slice(0, max);
/** One line of `max` characters at most: an event handler, the marker, a long word. */
const line = (max: number) =>
  `<img src=x onerror=window.__xss()>${marker}${'W'.repeat(200)}`.slice(0, max);

interface Person {
  id: string;
  username: string;
  cookie: string;
}

/** A new account, signed up through the API (a script's call: no Origin header). */
async function signedUp(prefix: string): Promise<Person> {
  const user = uniqueUser(prefix);
  const response = await callApi(origin(), 'POST', '/signup', { body: user });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const cookie = sessionCookieFrom(response);
  const me = await callApi(origin(), 'GET', '/check-auth', { cookie });
  return { id: (me.body as { user: { _id: string } }).user._id, username: user.username, cookie };
}

async function created(
  who: Person,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await callApi(origin(), method, path, { body, cookie: who.cookie });
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body as Record<string, unknown>;
}
const idOf = (answer: Record<string, unknown>, field: string) =>
  String((answer[field] as { _id: string })._id);

async function refused(who: Person, path: string, body: unknown, field: string) {
  const response = await callApi(origin(), 'POST', path, { body, cookie: who.cookie });
  expect(response.status, `${path} took ${JSON.stringify(body)}`).toBe(400);
  expect(response.body).toMatchObject({ fields: { [field]: expect.any(String) } });
}

/** Makes `__xss` record calls, before any script of the page runs, and signs `who` in. */
async function armed(page: Page, who: Person): Promise<string[]> {
  await page
    .context()
    .addCookies([
      { name: 'upsolve_session', value: who.cookie.split('=')[1] ?? '', url: origin() },
    ]);
  await page.addInitScript(() => {
    const ran: string[] = [];
    Object.defineProperty(window, '__xssRan', { value: ran });
    Object.defineProperty(window, '__xss', { value: () => ran.push(location.href) });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Elements holding the marker that are not clipped, or whose clipping box leaves its card. */
function boxesOutside(mark: string): string[] {
  const problems: string[] = [];
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const holder = node.parentElement;
    if (holder === null || !(node.textContent ?? '').includes(mark)) continue;
    if (holder.closest('textarea, input, [contenteditable], script, style')) continue;
    let clip: Element | null = holder;
    while (clip !== null && getComputedStyle(clip).overflowX === 'visible') {
      clip = clip.parentElement;
    }
    if (clip === null || clip === document.body || clip === document.documentElement) {
      problems.push(`not clipped: ${name(holder)}`);
      continue;
    }
    const card =
      clip.parentElement?.closest('.shadow-card, [role="dialog"], article, li, main') ??
      document.body;
    const inner = clip.getBoundingClientRect();
    const outer = card.getBoundingClientRect();
    const slack = 1;
    if (
      inner.left < outer.left - slack ||
      inner.right > outer.right + slack ||
      inner.top < outer.top - slack ||
      inner.bottom > outer.bottom + slack
    ) {
      problems.push(`${name(clip)} outside ${name(card)}`);
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px`);
  }
  return problems;
}

/** Opens `path`, waits for the saved text, and checks that nothing of it ran or escaped. */
async function expectInert(page: Page, dialogs: string[], path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((mark) => document.body.innerText.includes(mark), marker);
  // Images that fail and handlers that fire do so right after rendering: let them.
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(() => (window as unknown as { __xssRan: string[] }).__xssRan);
  expect(ran, `script ran on ${path}`).toEqual([]);
  expect(dialogs, `dialog on ${path}`).toEqual([]);
  const hrefs = await page.$$eval('a[href]', (links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      protocol: new URL(link.getAttribute('href') ?? '', location.href).protocol,
    })),
  );
  for (const { href, protocol } of hrefs) {
    expect(['http:', 'https:'], `${path} links to ${href}`).toContain(protocol);
  }
  expect(await page.evaluate(boxesOutside, marker), path).toEqual([]);
}

/** Everything saved, and where it shows. */
interface Saved {
  alice: Person;
  bob: Person;
  problem: string;
  solution: string;
  blogId: string;
  conversationId: string;
}
let saved: Saved | undefined;
const content = (): Saved => {
  if (saved === undefined) throw new Error('Saving the corpus failed; see beforeAll');
  return saved;
};

beforeAll(async () => {
  const [alice, bob] = [await signedUp('alice'), await signedUp('bob')];

  // What must never be stored is refused, naming the field.
  await refused(alice, '/blogs/addblog', { title: 'a\u202Eb', about: 'x', content: 'x' }, 'title');
  await refused(alice, '/implinks', { name: 'Docs', link: 'javascript:window.__xss()' }, 'link');
  await refused(
    alice,
    '/implinks',
    { name: 'Docs', link: 'data:text/html,<script>window.__xss()</script>' },
    'link',
  );

  const section = corpus(20_000);
  const problemId = idOf(
    await created(alice, 'POST', '/addproblem', {
      title: line(200),
      link: 'https://codeforces.com/problemset/problem/4/A',
      choice: 'public',
      problemstatement: {
        statement: section,
        input: section,
        output: section,
        exampleinput: section,
        exampleoutput: section,
      },
      platform: { name: 'Codeforces', rating: 3 },
      tags: ['math'],
    }),
    'problem',
  );
  const problem = `/problem/${problemId}`;
  const solutionId = idOf(
    await created(alice, 'POST', `${problem}/addsolution`, {
      approach: section,
      description: section,
      code: section,
      language: 'cpp',
    }),
    'solution',
  );
  const solution = `${problem}/solutions/${solutionId}`;
  await created(bob, 'POST', `${problem}/addreview`, { rating: 4, comment: corpus(5_000) });
  await created(bob, 'POST', `${solution}/addreview`, { rating: 4, comment: corpus(5_000) });
  // Mentions: Alice's notifications quote them.
  await created(bob, 'POST', `${problem}/discussion`, {
    content: `@${alice.username} ${corpus(4_000)}`,
  });
  const blogId = idOf(
    await created(alice, 'POST', '/blogs/addblog', {
      title: line(200),
      about: corpus(500),
      content: corpus(100_000),
    }),
    'blog',
  );
  await created(bob, 'POST', `/blogs/${blogId}/comments`, {
    content: `@${alice.username} ${corpus(4_000)}`,
  });
  await created(bob, 'POST', `/messages/send/${alice.id}`, { content: corpus(4_000) });
  await created(alice, 'PUT', `/myprofile/${alice.id}/updateprofile`, {
    bio: corpus(500),
    location: line(100),
    favlanguage: line(60),
    platform: line(60),
    skills: [line(50)],
    gitHub: 'https://github.com/"><img src=x onerror=window.__xss()>',
    projectslinks: ['https://example.com/<svg/onload=window.__xss()>'],
  });
  await created(alice, 'POST', '/implinks', {
    name: line(100),
    link: 'https://example.com/?q=<script>window.__xss()</script>',
  });
  provider().answer({ kind: 'reply', pieces: [corpus(3_000), ' and the end.'] });
  const chat = await created(alice, 'POST', '/askai', { content: corpus(3_000) });
  saved = {
    alice,
    bob,
    problem,
    solution,
    blogId,
    conversationId: String(chat.conversationId),
  };
});

describe('text that tries to run script runs nowhere, links only to http(s), stays in its box', () => {
  test('on the problem, its solutions and reviews', async ({ page }) => {
    const { alice, problem, solution } = content();
    const dialogs = await armed(page, alice);
    for (const path of [
      problem,
      `${problem}/solutions`,
      solution,
      `${problem}/reviews`,
      `${solution}/reviews`,
    ]) {
      await expectInert(page, dialogs, path);
    }
  });

  test('in lists, the discussion and the notifications of a mention', async ({ page }) => {
    const { alice, problem } = content();
    const dialogs = await armed(page, alice);
    for (const path of ['/dashboard', '/myproblems', `${problem}/discussion`, '/notifications']) {
      await expectInert(page, dialogs, path);
    }
  });

  test('in blogs and their comments', async ({ page }) => {
    const { alice, blogId } = content();
    const dialogs = await armed(page, alice);
    for (const path of ['/blogs', `/blogs/${blogId}`]) await expectInert(page, dialogs, path);
  });

  test('in messages, the profile, the links and the AI chat', async ({ page }) => {
    const { alice, bob, conversationId } = content();
    const dialogs = await armed(page, alice);
    for (const path of [
      `/messages?with=${bob.id}`,
      `/myprofile/${alice.id}`,
      '/importantlinks',
      `/askai/${conversationId}`,
    ]) {
      await expectInert(page, dialogs, path);
    }
  });

  test('in what another user sees: the profile and the conversation', async ({ page }) => {
    const { alice, bob } = content();
    const dialogs = await armed(page, bob);
    for (const path of [`/profile/${alice.id}`, `/messages?with=${alice.id}`]) {
      await expectInert(page, dialogs, path);
    }
  });
});
