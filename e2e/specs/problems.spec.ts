import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

// Each test signs up its own users from the same address.
const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

interface NewProblem {
  title: string;
  link: string;
  statement: string;
}

function newProblem(): NewProblem {
  const word = `Cactus${randomBytes(4).toString('hex')}`;
  return {
    title: `Lonely ${word}`,
    link: 'https://codeforces.com/problemset/problem/4/A',
    statement: 'Given $n$ cacti, count the pairs $(i, j)$ with **equal** heights.',
  };
}

/** Fills the add-problem form the way a user would and submits it. */
async function addProblemViaUi(page: Page, problem: NewProblem): Promise<void> {
  await page.goto('/addproblem');
  await page.getByLabel('Title').fill(problem.title);
  await page.getByLabel('Problem Link').fill(problem.link);
  await page
    .getByRole('textbox', { name: 'Problem Description', exact: true })
    .fill(problem.statement);
  await page
    .getByRole('textbox', { name: 'Input Format', exact: true })
    .fill('The first line contains $n$ ($1 \\le n \\le 10^5$).');
  await page
    .getByRole('textbox', { name: 'Output Format', exact: true })
    .fill('Print one integer.');
  await page.getByLabel('Example Input').fill('3\n1 1 2');
  await page.getByLabel('Example Output').fill('1');
  await page.getByLabel('Difficulty Rating').fill('4');
  await page.getByLabel('Tags').fill('counting');
  await page.getByLabel('Tags').press('Enter');
  await page.getByRole('button', { name: 'Create Problem' }).click();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search problems' });
const problemLink = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Problems' }).getByRole('link', { name: title });

describe('problems', () => {
  test('a user adds a problem, finds it by search, bookmarks, edits and deletes it', async ({
    page,
  }) => {
    const problem = newProblem();
    await signUpViaUi(page, uniqueUser());

    await addProblemViaUi(page, problem);
    // The author lands on the new problem (the platform came from the link helper).
    await expectVisible(page.getByRole('heading', { level: 1, name: problem.title }));
    await expectVisible(page.getByRole('link', { name: /Open on Codeforces/ }));
    await expectVisible(page.getByText('Problem created successfully'), 'the created toast');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectPath(page, '/dashboard');

    await searchBox(page).fill(problem.title.split(' ')[1] ?? problem.title);
    await expectVisible(page.getByRole('heading', { name: '1 problem found' }));
    await expectVisible(problemLink(page, problem.title));
    expect(new URL(page.url()).searchParams.get('q')).toBe(problem.title.split(' ')[1]);

    await problemLink(page, problem.title).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: problem.title }));
    expect(await page.title()).toBe(`${problem.title} — Upsolve`);
    await expectVisible(page.getByText('equal', { exact: true }), 'the Markdown statement');
    await expectVisible(page.locator('.katex').first(), 'the typeset math');
    await expectVisible(page.getByRole('link', { name: /Open on Codeforces/ }));
    await expectVisible(page.getByText('counting', { exact: true }), 'the tag');
    await expectNoSeriousA11yViolations(page, 'the problem page');

    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Bookmarked', exact: true }));
    await page.goto('/bookmarkedproblems');
    await expectVisible(page.getByText('1 saved problem'));
    await page.getByRole('link', { name: problem.title }).click();

    await page.getByRole('link', { name: 'Update Problem' }).click();
    await expectVisible(page.getByLabel('Title'));
    expect(await page.getByLabel('Platform Name').inputValue()).toBe('Codeforces');
    const newTitle = `${problem.title} Returns`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByLabel('Visibility').selectOption('private');
    await page.getByRole('button', { name: 'Update Problem' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: newTitle }));
    await expectVisible(page.getByText('Private', { exact: true }).first(), 'the private badge');

    await page.getByRole('button', { name: 'Delete Problem' }).click();
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByText('Problem deleted successfully'));
    await searchBox(page).fill(problem.title.split(' ')[1] ?? problem.title);
    await expectVisible(page.getByRole('heading', { name: 'No matching problems' }));
    await page.goto('/bookmarkedproblems');
    await expectVisible(page.getByRole('heading', { name: 'No bookmarked problems yet' }));
  });

  test('another user sees the problem without Update or Delete, and can review it', async ({
    page,
    openPage,
  }) => {
    const problem = newProblem();
    await signUpViaUi(page, uniqueUser());
    await addProblemViaUi(page, problem);
    // Adding opens the new problem.
    await expectVisible(page.getByRole('heading', { level: 1, name: problem.title }));
    await expectVisible(page.getByRole('link', { name: 'Update Problem' }));
    await expectHidden(page.getByRole('link', { name: 'Add Review' }), 'Add Review for the owner');
    const problemUrl = new URL(page.url()).pathname;

    const other = await openPage({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
    await signUpViaUi(other, uniqueUser());
    await other.goto(problemUrl);
    await expectVisible(other.getByRole('heading', { level: 1, name: problem.title }));
    await expectVisible(other.getByRole('link', { name: 'Add Review' }));
    expect(await other.getByRole('link', { name: 'Update Problem' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Delete Problem' }).count()).toBe(0);
    // Nothing on a phone-width page scrolls sideways.
    const overflow = await other.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousA11yViolations(other, 'the problem page (phone, dark)');

    // One review each: after reviewing, the problem page says so instead of offering Add Review.
    await other.getByRole('link', { name: 'Add Review' }).click();
    await expectPath(other, `${problemUrl}/addreview`);
    await other.getByLabel('Comment').fill('Clear statement, fair examples.');
    await other.getByRole('button', { name: 'Submit Review' }).click();
    await expectPath(other, problemUrl);
    await expectVisible(other.getByRole('link', { name: '1 Review' }));
    await expectVisible(other.getByText('You reviewed this'), 'the reviewed note');
    expect(await other.getByRole('link', { name: 'Add Review' }).count()).toBe(0);
  });

  test('the add-problem form refuses missing fields before sending anything', async ({ page }) => {
    await signUpViaUi(page, uniqueUser());
    await page.goto('/addproblem');
    await page.getByRole('button', { name: 'Create Problem' }).click();
    await expectVisible(page.getByText('Title is required'));
    await expectVisible(page.getByText('Problem link is required'));
    await expectPath(page, '/addproblem');
    await expectNoSeriousA11yViolations(page, 'the add-problem form with errors');
  });
});
