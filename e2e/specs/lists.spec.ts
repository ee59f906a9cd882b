import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, signedInUserId, uniqueUser } from '../harness/users.ts';

const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

/** A public problem of the page's user, made through the API; answers its id. */
async function problemTitled(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/addproblem', {
    data: {
      title,
      link: `https://codeforces.com/problemset/problem/${String(Date.now() % 100_000)}/A`,
      choice: 'public',
      problemstatement: {
        statement: 'Print the answer.',
        input: 'Nothing.',
        output: 'The answer.',
        exampleinput: '1',
        exampleoutput: '1',
      },
      platform: { name: 'Codeforces', rating: 2 },
      tags: ['math'],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { problem: { _id: string } }).problem._id;
}

const problemsInList = (page: Page) => page.getByRole('list', { name: 'Problems in this list' });
const titlesInOrder = async (page: Page) =>
  (await problemsInList(page).getByRole('link').allTextContents()).map((text) => text.trim());

describe('lists to work through', () => {
  test('a user makes a list, adds problems from a card and the problem page, reorders it; others read it unless it is private', async ({
    page,
    openPage,
  }) => {
    await signUpViaUi(page, uniqueUser('lists'));
    const suffix = randomBytes(3).toString('hex');
    const [first, second] = [`Frog Jumps ${suffix}`, `Knapsack ${suffix}`];
    await problemTitled(page, first);
    const secondId = await problemTitled(page, second);

    // Create the list from the empty state.
    await page.goto('/lists');
    await expectVisible(
      page.getByText('No lists yet. Make one to gather problems to work through.'),
    );
    await page.getByLabel('Name').fill(`DP practice ${suffix}`);
    await page.getByLabel('Description').fill('Classic DP, in order.');
    await page.getByLabel('Visibility').selectOption('unlisted');
    await page.getByRole('button', { name: 'Create list' }).click();
    await expectVisible(page.getByText('List created'));
    const listLink = page.getByRole('link', { name: `DP practice ${suffix}` });
    await expectVisible(listLink);
    await expectNoSeriousA11yViolations(page, 'my lists');

    // From a card on My Problems.
    await page.goto('/myproblems');
    const card = page.locator('article').filter({ hasText: first });
    await card.getByRole('button', { name: 'Add to list' }).click();
    const item = page.getByRole('menuitemcheckbox', { name: `DP practice ${suffix}` });
    await item.click();
    await expectVisible(page.getByRole('menuitemcheckbox', { checked: true }));
    await page.keyboard.press('Escape');

    // From the problem page.
    await page.goto(`/problem/${secondId}`);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await page.getByRole('menuitemcheckbox', { name: `DP practice ${suffix}` }).click();
    await expectVisible(page.getByRole('menuitemcheckbox', { checked: true }));
    await page.keyboard.press('Escape');

    // The list, in the order added; Move up from the keyboard puts the second first.
    await page.goto('/lists');
    await listLink.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: `DP practice ${suffix}` }));
    await expectVisible(page.getByText('0 of 2 solved'));
    expect(await titlesInOrder(page)).toEqual([first, second]);
    await page.getByRole('button', { name: `Move up: ${second}` }).focus();
    // A move saves quietly (no toast per move): the new order shows and is stored.
    const saved = page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && answer.url().endsWith('/problems'),
    );
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    expect(await titlesInOrder(page)).toEqual([second, first]);
    await page.reload();
    await expectVisible(problemsInList(page));
    expect(await titlesInOrder(page)).toEqual([second, first]);
    await expectNoSeriousA11yViolations(page, 'a list');
    const listPath = new URL(page.url()).pathname;

    // Working through it: marking a problem solved from its row moves the progress.
    await problemsInList(page)
      .getByRole('listitem')
      .filter({ hasText: second })
      .getByRole('button', { name: 'Mark: Not marked' })
      .click();
    await expectVisible(page.getByText('1 of 2 solved'));

    // On a phone the owner's rows still read: nothing scrolls sideways, every control is 40 px tall.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 780 });
    const firstRow = problemsInList(page).getByRole('listitem').first();
    const heights = await firstRow
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(heights).toHaveLength(5);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(40);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    if (wide !== null) await page.setViewportSize(wide);

    // Another user opens the unlisted list by its link, with their own progress and no tools.
    const other = await openPage({ viewport: { width: 360, height: 780 } });
    await signUpViaUi(other, uniqueUser('reader'));
    await other.goto(listPath);
    await expectVisible(other.getByRole('heading', { level: 1, name: `DP practice ${suffix}` }));
    await expectVisible(other.getByText('0 of 2 solved'));
    expect(await other.getByRole('button', { name: /Move up/ }).count()).toBe(0);

    // Made public, it shows on the author's profile.
    const ownerId = await signedInUserId(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Visibility').selectOption('public');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('List updated'));
    await other.goto(`/profile/${ownerId}`);
    const publicLists = other.getByRole('list', { name: 'Public lists' });
    await expectVisible(publicLists.getByRole('link', { name: `DP practice ${suffix}` }));
    await expectVisible(publicLists.getByText('0 of 2 solved'));

    // Once private, it is not found for them.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Visibility').selectOption('private');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectHidden(page.getByRole('button', { name: 'Save' }), 'the edit form');
    await other.goto(listPath);
    await expectVisible(other.getByRole('heading', { name: 'List not found' }));

    // The owner deletes it.
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
    await expectPath(page, '/lists');
    await expectVisible(page.getByText('List deleted'));
  });
});
