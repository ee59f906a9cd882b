import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

const desktop = { viewport: { width: 1280, height: 800 } };

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

const blogContent = [
  'Prefix sums answer a range query in $O(1)$: $s_r - s_{l-1}$.',
  '',
  '```cpp',
  'long long prefix[200005];',
  '```',
  '',
  ':::spoiler Hint',
  'Build the prefix array once, before the queries.',
  ':::',
].join('\n');

describe('blogs', () => {
  test('a blog with math, code and a spoiler is found by its author, commented on and voted on by another user, and the author hears of it live', async ({
    page: alicePage,
    openPage,
  }) => {
    const alice = uniqueUser('alice');
    await signUpViaUi(alicePage, alice);
    const title = `Prefix sums by ${alice.username}`;

    // Alice composes from the blog list; the preview renders as she types.
    await alicePage.goto('/blogs');
    await alicePage.getByRole('link', { name: 'Compose' }).click();
    await expectPath(alicePage, '/addblog');
    await alicePage.getByLabel('Title').fill(title);
    await alicePage.getByLabel('About').fill('The first trick of range queries');
    await alicePage.getByLabel('Content').fill(blogContent);
    await expectVisible(
      alicePage.getByRole('region', { name: 'Preview' }).locator('.katex').first(),
      'the math in the preview',
    );
    await alicePage.getByRole('button', { name: 'Publish Blog' }).click();
    await expectVisible(alicePage.getByText('Blog added successfully!'));
    await expectPath(alicePage, '/blogs');

    // Bob finds it by searching for Alice's name, and opens it.
    const bobPage = await openPage(desktop);
    await signUpViaUi(bobPage, uniqueUser('bob'));
    await bobPage.goto('/blogs');
    await bobPage
      .getByRole('searchbox', { name: 'Search blogs by title or author' })
      .fill(alice.username);
    const blogs = bobPage.getByRole('list', { name: 'Blogs' });
    await expectVisible(blogs.getByRole('link', { name: title }), 'her blog among the results');
    await blogs.getByRole('link', { name: title }).click();
    await expectVisible(bobPage.getByRole('heading', { name: title }));
    await expectVisible(bobPage.locator('article .katex').first(), 'the math, typeset');
    await expectVisible(bobPage.locator('pre code.hljs').first(), 'the code, highlighted');
    const hint = bobPage.getByText('Build the prefix array once, before the queries.');
    await expectHidden(hint, 'the spoiler while closed');
    await bobPage.getByText('Hint', { exact: true }).click();
    await expectVisible(hint, 'the spoiler once opened');
    await expectNoSeriousA11yViolations(bobPage, 'a blog');

    // Alice waits on her blog's page; nothing is unread yet.
    await alicePage.getByRole('link', { name: title }).click();
    await expectVisible(alicePage.getByRole('heading', { name: title }));
    expect(await bell(alicePage).getAttribute('aria-label')).toBe('Notifications');

    // Bob votes it up and comments, naming her too: one notification, live in her header.
    await bobPage.getByRole('button', { name: 'Upvote blog' }).click();
    await expectVisible(bobPage.getByText('Score +1'), 'the new score');
    await bobPage
      .getByRole('textbox', { name: 'Add a comment' })
      .fill(`Nice trick @${alice.username}, thanks!`);
    await bobPage.getByRole('button', { name: 'Comment', exact: true }).click();
    await expectVisible(bobPage.getByText('Nice trick'), "Bob's comment");
    await expectVisible(
      alicePage.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' }),
      "Alice's bell, live",
    );

    // Alice follows the bell to the comment.
    await bell(alicePage).click();
    await expectPath(alicePage, '/notifications');
    await expectVisible(alicePage.getByText(/commented on your blog/));
    await expectNoSeriousA11yViolations(alicePage, 'the notifications');
  });
});
