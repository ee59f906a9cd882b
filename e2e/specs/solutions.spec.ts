import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { createProblem } from '../harness/content.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

// Each test signs up its own users from the same address.
const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

const code = 'w = int(input())\nprint("YES" if w % 2 == 0 and w > 2 else "NO")';

/** Fills the add-solution form as a user would: Markdown fields, the language, the editor. */
async function addSolutionViaUi(page: Page): Promise<void> {
  await page
    .getByRole('textbox', { name: 'Approach', exact: true })
    .fill('Parity: answer YES when $w$ is even and $w > 2$.');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Both parts are even, so $w \\ge 4$ and even.');
  await page.getByLabel('Language').selectOption({ label: 'Python' });
  const editor = page.getByRole('textbox', { name: 'Code' });
  await editor.click();
  // The editor auto-closes brackets and quotes: type line by line with them already balanced.
  await page.keyboard.insertText(code);
  await page.getByRole('button', { name: 'Submit Solution' }).click();
}

describe('solutions and reviews', () => {
  test('a solution is posted with code, reviewed by another user once, then both are deleted', async ({
    page,
    openPage,
  }) => {
    const author = uniqueUser('author');
    await signUpViaUi(page, author);
    const problemId = await createProblem(page);

    // The author finds no solutions yet and adds one.
    await page.goto(`/problem/${problemId}/solutions`);
    await expectVisible(page.getByRole('heading', { name: 'No Solutions Yet' }));
    await expectVisible(page.getByRole('heading', { name: '0 Solutions Found' }));
    await expectNoSeriousA11yViolations(page, 'the empty solutions list');
    await page.getByRole('link', { name: 'Add Your Solution' }).click();
    await expectPath(page, `/problem/${problemId}/addsolution`);
    await expectVisible(page.getByRole('textbox', { name: 'Code' }), 'the code editor');
    await expectNoSeriousA11yViolations(page, 'the add solution form');
    await addSolutionViaUi(page);

    await page.waitForURL((url) => url.pathname.startsWith(`/problem/${problemId}/solutions/`));
    const solutionPath = new URL(page.url()).pathname;
    await expectVisible(page.getByText('Solution added successfully'), 'the added toast');
    // The code is shown highlighted, math is typeset, and the author may edit but not review.
    const viewer = page.getByRole('textbox', { name: 'Solution code' });
    await expectVisible(viewer.getByText('print("YES" if w % 2 == 0 and w > 2 else "NO")'));
    expect(await viewer.getAttribute('data-language')).toBe('python');
    await expectVisible(page.locator('.katex').first(), 'typeset math');
    await expectVisible(page.getByRole('link', { name: 'Update' }));
    await expectVisible(page.getByRole('button', { name: 'Delete' }));
    expect(await page.getByRole('link', { name: 'Add Review' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the solution page');

    // Another user reviews it: 4 stars.
    const reviewer = await openPage({ viewport: { width: 1280, height: 800 } });
    await signUpViaUi(reviewer, uniqueUser('reviewer'));
    await reviewer.goto(solutionPath);
    await expectVisible(reviewer.getByText(`@${author.username}`));
    await reviewer.getByRole('link', { name: 'Add Review' }).click();
    await expectPath(reviewer, `${solutionPath}/addreview`);
    await expectVisible(reviewer.getByRole('heading', { name: 'Solution Review' }));
    await expectNoSeriousA11yViolations(reviewer, 'the add review form');
    // Click the fourth star (the radio's label), as a user would.
    await reviewer.getByRole('radio', { name: '4 stars, Good' }).locator('..').click();
    await expectVisible(reviewer.getByText('4/5'));
    await reviewer.getByLabel('Comment').fill('Short and correct. Nice use of parity.');
    await reviewer.getByRole('button', { name: 'Submit Review' }).click();

    await expectPath(reviewer, solutionPath);
    await expectVisible(reviewer.getByRole('link', { name: 'Reviews (1)' }));
    await expectVisible(reviewer.getByRole('img', { name: 'Rated 4 out of 5' }), 'the average');
    await expectVisible(
      reviewer.getByText('Average rating 4.0', { exact: true }),
      'the average 4.0',
    );
    // One review each: the page says so instead of offering Add Review again.
    await expectVisible(reviewer.getByText('You reviewed this'), 'the reviewed note');
    expect(await reviewer.getByRole('link', { name: 'Add Review' }).count()).toBe(0);

    // Coming back to the form from the address itself offers the way to edit the review instead.
    await reviewer.goto(`${solutionPath}/addreview`);
    await expectVisible(reviewer.getByText('You reviewed this'), 'the reviewed note on the form');
    expect(await reviewer.getByRole('button', { name: 'Submit Review' }).count()).toBe(0);
    await reviewer.getByRole('link', { name: 'Edit your review' }).click();
    await expectPath(reviewer, `${solutionPath}/reviews`);
    const editForm = reviewer.getByRole('region', { name: 'Edit your review' });
    await expectNoSeriousA11yViolations(reviewer, 'the review edit form');
    await editForm.getByLabel('Comment').fill('Short, correct, and the parity idea is neat.');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(reviewer.getByText('Review updated successfully'), 'the update toast');

    // The reviewer deletes their review from the solution's reviews, after confirming.
    const review = reviewer.getByRole('article', { name: /^Review by @reviewer_/ });
    await expectVisible(review.getByText('Short, correct, and the parity idea is neat.'));
    await expectNoSeriousA11yViolations(reviewer, 'the solution reviews');
    await review.getByRole('button', { name: 'Delete review' }).click();
    const confirm = reviewer.getByRole('dialog', { name: 'Delete review' });
    await expectVisible(confirm.getByText('Are you sure you want to delete this review?'));
    await expectNoSeriousA11yViolations(reviewer, 'the delete review dialog');
    await confirm.getByRole('button', { name: 'Delete Review' }).click();
    await expectVisible(reviewer.getByText('No reviews found for this solution'));
    await expectVisible(reviewer.getByText('Review deleted successfully'), 'the delete toast');

    // The author sees the list with one solution, then deletes it after confirming.
    await page.goto(`/problem/${problemId}/solutions`);
    await expectVisible(page.getByRole('heading', { name: '1 Solution Found' }));
    await expectNoSeriousA11yViolations(page, 'the solutions list');
    await page.goto(solutionPath);
    await expectVisible(page.getByRole('link', { name: 'Reviews (0)' }));
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete solution' });
    await expectVisible(dialog.getByText('Are you sure you want to delete this solution?'));
    await dialog.getByRole('button', { name: 'Delete Solution' }).click();
    await expectPath(page, `/problem/${problemId}/solutions`);
    await expectVisible(page.getByRole('heading', { name: 'No Solutions Yet' }));

    await page.goto(solutionPath);
    await expectVisible(page.getByRole('heading', { name: 'Solution Not Found' }));
    await expectHidden(page.getByRole('link', { name: 'Update' }), 'the Update button');
  });
});
