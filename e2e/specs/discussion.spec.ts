import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { runAdmin } from '../harness/admin.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

const { test, server } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

const desktop = { viewport: { width: 1280, height: 800 } };

const posts = (page: Page) => page.getByRole('main');
const post = (page: Page, username: string) =>
  posts(page).getByRole('article', { name: `Post by @${username}` });

/** Shares a public problem as `page`'s user, through the API the add-problem form calls. */
async function shareProblem(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/addproblem', {
    data: {
      title,
      link: 'https://codeforces.com/problemset/problem/1201/C',
      choice: 'public',
      platform: { name: 'Codeforces', rating: 5 },
      tags: ['binary search'],
      problemstatement: {
        statement: 'Make the median as large as possible with $k$ increments.',
        input: 'n and k, then the array.',
        output: 'The largest median.',
        exampleinput: '3 2\n1 3 5',
        exampleoutput: '5',
      },
    },
  });
  expect(response.status()).toBe(201);
  const { problem } = (await response.json()) as { problem: { _id: string } };
  return problem._id;
}

describe('problem discussion', () => {
  test('needs a session: a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/problem/00000000-0000-4000-8000-000000000000/discussion');
    await expectPath(page, '/signin');
  });

  test('two people discuss a problem live, and a moderator removes a reported post', async ({
    page: alicePage,
    openPage,
  }) => {
    const alice = uniqueUser('alice');
    await signUpViaUi(alicePage, alice);
    const problemId = await shareProblem(alicePage, 'Maximum Median');

    // Alice opens the discussion from the problem page.
    await alicePage.goto(`/problem/${problemId}`);
    await alicePage.getByRole('link', { name: 'Join Discussion (0)' }).click();
    await expectPath(alicePage, `/problem/${problemId}/discussion`);

    const bob = uniqueUser('bob');
    const bobPage = await openPage(desktop);
    await signUpViaUi(bobPage, bob);
    await bobPage.goto(`/problem/${problemId}/discussion`);
    await expectVisible(bobPage.getByText('No posts yet. Start the discussion!'));
    // "Live" once the server confirmed each page's watch: from then on nothing said is missed.
    for (const watcher of [alicePage, bobPage]) {
      await expectVisible(watcher.getByText('Live', { exact: true }), 'the Live badge');
    }

    // Alice posts; Bob sees it without reloading, and replies; Alice sees the reply.
    await alicePage
      .getByRole('textbox', { name: 'Add a post' })
      .fill('Binary search on the answer: the sum of $\\max(0, x - a_i)$ is monotone.');
    await alicePage.getByRole('button', { name: 'Post', exact: true }).click();
    await expectVisible(post(bobPage, alice.username), "Alice's post, live at Bob's");
    await post(bobPage, alice.username).getByRole('button', { name: 'Reply' }).click();
    await post(bobPage, alice.username)
      .getByRole('textbox', { name: 'Your reply' })
      .fill('So the answer is at most max(a) + k.');
    await post(bobPage, alice.username).getByRole('button', { name: 'Send Reply' }).click();
    await expectVisible(
      post(alicePage, bob.username).getByText('So the answer is at most max(a) + k.'),
      "Bob's reply, live at Alice's",
    );
    await expectNoSeriousA11yViolations(bobPage, 'a discussion');

    // Bob reports Alice's post.
    await post(bobPage, alice.username).getByRole('button', { name: 'Report post' }).click();
    const reportDialog = bobPage.getByRole('dialog');
    await reportDialog.getByRole('textbox', { name: 'Reason' }).fill('It gives the answer away');
    await reportDialog.getByRole('button', { name: 'Send Report' }).click();
    await expectVisible(
      post(bobPage, alice.username).getByRole('button', { name: 'Reported post' }),
    );

    // Carol is made a moderator by the operator's command and removes the post from the queue.
    const carol = uniqueUser('carol');
    const carolPage = await openPage(desktop);
    await signUpViaUi(carolPage, carol);
    const granted = await runAdmin(server().dataDir, ['grant', carol.username, 'moderator']);
    expect(granted.code).toBe(0);
    await carolPage.goto('/moderation');
    const report = carolPage.getByRole('article', {
      name: `Report of a post by @${alice.username}`,
    });
    await expectVisible(report.getByText('It gives the answer away'));
    await expectNoSeriousA11yViolations(carolPage, 'the moderation queue');
    await report.getByRole('button', { name: 'Remove' }).click();
    const removeDialog = carolPage.getByRole('dialog');
    await removeDialog.getByRole('textbox', { name: 'Reason for removal' }).fill('Full solution');
    await removeDialog.getByRole('button', { name: 'Remove post' }).click();

    // Both open pages change at once: Bob reads "[removed]", Alice the reason; the reply stays.
    await expectVisible(post(bobPage, alice.username).getByText('[removed]'), 'removed for Bob');
    await expectVisible(
      post(alicePage, alice.username).getByText('Removed by a moderator: Full solution'),
      'the reason for Alice',
    );
    await expectVisible(post(bobPage, bob.username), 'the reply, kept');
  });
});
