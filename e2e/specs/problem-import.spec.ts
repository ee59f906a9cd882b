import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { fixture, startFakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import { useApp } from '../harness/app.ts';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

// Codeforces is a local fake replaying its recorded problem set and contest list, in which
// Round 631's Div. 1 problem A (1329A) and Div. 2 problem C (1330C) are one problem: twins.
let sites: FakeSites | undefined;

beforeAll(async () => {
  sites = await startFakeSites();
  sites.route('/cf/problemset.problems', await fixture('codeforces-problems.json'));
  sites.route('/cf/contest.list', await fixture('codeforces-problems-contests.json'));
});

afterAll(async () => {
  await sites?.close();
});

const { test } = useApp(() => {
  if (sites === undefined) throw new Error('The fake Codeforces did not start');
  return {
    env: { CODEFORCES_API: `${sites.origin}/cf`, RATE_LIMIT_SIGNUP_PER_HOUR: '1000' },
  };
});

const div2Link = 'https://codeforces.com/problemset/problem/1330/C';
const div1Link = 'https://codeforces.com/contest/1329/problem/A';
const title = 'Dreamoon Likes Coloring';

const lookupStatus = (page: Page) =>
  page.locator('[aria-live="polite"]', { hasText: /Codeforces|Already shared/ });

describe('problem import from a link', () => {
  test('a pasted Codeforces link fills the title, tags and rating, and the twin link is found already shared', async ({
    page,
  }) => {
    await signUpViaUi(page, uniqueUser('importer'));
    await page.goto('/addproblem');

    await page.getByLabel('Problem Link').fill(div2Link);
    await expectVisible(page.getByText('Codeforces rating 1800'), 'the site’s own rating');
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    expect(await page.getByLabel('Platform Name').inputValue()).toBe('Codeforces');
    await expectVisible(
      page.getByText('constructive algorithms', { exact: true }),
      'a tag from Codeforces',
    );

    // The rest is the user's own: the statement, and Upsolve's 1–10 difficulty.
    await page
      .getByRole('textbox', { name: 'Problem Description', exact: true })
      .fill('Paint $n$ cells with $m$ segments so that every colour stays visible.');
    await page.getByRole('textbox', { name: 'Input Format', exact: true }).fill('$n$ and $m$.');
    await page.getByRole('textbox', { name: 'Output Format', exact: true }).fill('The starts.');
    await page.getByLabel('Example Input').fill('5 3\n3 2 2');
    await page.getByLabel('Example Output').fill('2 4 1');
    await page.getByLabel('Difficulty Rating').fill('5');
    await page.getByRole('button', { name: 'Create Problem' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    await expectVisible(page.getByText('Codeforces rating 1800'), 'the rating on the problem page');
    const sharedPath = new URL(page.url()).pathname;

    // The same problem from the Div. 1 round is one identity: the form says so.
    await page.goto('/addproblem');
    await page.getByLabel('Problem Link').fill(div1Link);
    const status = lookupStatus(page);
    await expectVisible(status.getByText('Already shared'), 'the twin found');
    const shared = status.getByRole('link', { name: title });
    expect(await shared.getAttribute('href')).toBe(sharedPath);
    await shared.click();
    await expectPath(page, sharedPath);
  });
});
