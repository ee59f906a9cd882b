import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { signedInUserId, signUpViaUi, uniqueUser } from '../harness/users.ts';

const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

/** Shares a public problem through the API, as the page's signed-in user; returns its id. */
async function shareProblem(
  page: Page,
  { title, link, rating }: { title: string; link: string; rating: number },
): Promise<string> {
  const response = await page.request.post('/api/addproblem', {
    data: {
      title,
      link,
      choice: 'public',
      problemstatement: {
        statement: 'Can $w$ be split into two positive even parts?',
        input: 'One integer $w$.',
        output: 'YES or NO.',
        exampleinput: '8',
        exampleoutput: 'YES',
      },
      platform: { name: 'Codeforces', rating },
      tags: ['greedy'],
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { problem: { _id: string } };
  return body.problem._id;
}

/** The card of the problem titled `title` on the dashboard. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function chooseMark(page: Page, scope: ReturnType<typeof card> | Page, mark: string) {
  await scope.getByRole('button', { name: 'Choose a mark' }).click();
  await page.getByRole('menuitemradio', { name: mark, exact: true }).click();
}

describe('marks and spoiler-safe', () => {
  test('a user marks problems from the dashboard and the problem page, filters "To do", hides difficulties and reveals one', async ({
    page,
  }) => {
    await signUpViaUi(page, uniqueUser('marks'));
    const word = `Mk${randomBytes(3).toString('hex')}`;
    const titles = {
      watermelon: `${word} Watermelon`,
      twin: `${word} Watermelon again`,
      theatre: `${word} Theatre Square`,
      football: `${word} Football`,
    };
    // Two links to one Codeforces problem (one canonical key: twins), and two others.
    await shareProblem(page, {
      title: titles.watermelon,
      link: 'https://codeforces.com/problemset/problem/4/A',
      rating: 1,
    });
    await shareProblem(page, {
      title: titles.twin,
      link: 'https://codeforces.com/contest/4/problem/A',
      rating: 1,
    });
    await shareProblem(page, {
      title: titles.theatre,
      link: 'https://codeforces.com/problemset/problem/1/A',
      rating: 3,
    });
    const footballId = await shareProblem(page, {
      title: titles.football,
      link: 'https://codeforces.com/problemset/problem/96/A',
      rating: 5,
    });

    // From the dashboard: one click marks solved, on the twin too; Undo takes it back.
    await page.goto(`/dashboard?q=${word}`);
    await expectVisible(page.getByRole('heading', { name: '4 problems found' }));
    await card(page, titles.watermelon).getByRole('button', { name: 'Mark: Not marked' }).click();
    await expectVisible(
      card(page, titles.watermelon).getByRole('button', { name: 'Mark: Solved' }),
    );
    await expectVisible(card(page, titles.twin).getByRole('button', { name: 'Mark: Solved' }));
    await expectVisible(page.getByText('Mark saved'), 'the saved toast');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectVisible(card(page, titles.twin).getByRole('button', { name: 'Mark: Not marked' }));
    await expectVisible(page.getByText('Mark removed'), 'the removed toast');
    await card(page, titles.watermelon).getByRole('button', { name: 'Mark: Not marked' }).click();
    await expectVisible(card(page, titles.twin).getByRole('button', { name: 'Mark: Solved' }));
    // From the menu, by keyboard.
    const theatreMenu = card(page, titles.theatre).getByRole('button', { name: 'Choose a mark' });
    await theatreMenu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'To do', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(card(page, titles.theatre).getByRole('button', { name: 'Mark: To do' }));
    await expectNoSeriousA11yViolations(page, 'the dashboard with marks');

    // From the problem page; it holds after a reload.
    await page.goto(`/problem/${footballId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: titles.football }));
    await chooseMark(page, page, 'To do');
    await expectVisible(page.getByRole('button', { name: 'Mark: To do' }));
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Mark: To do' }));

    // "To do": the two marked so, not the solved ones; kept in the URL with the search.
    await page.goto(`/dashboard?q=${word}`);
    await page.getByRole('button', { name: 'To do', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: '2 problems found' }));
    expect(new URL(page.url()).searchParams.get('mark')).toBe('todo');
    await expectVisible(card(page, titles.theatre));
    await expectVisible(card(page, titles.football));
    await expectHidden(page.getByRole('link', { name: titles.watermelon, exact: true }));
    // Solving one from the "To do" list takes it out.
    await card(page, titles.theatre).getByRole('button', { name: 'Mark: To do' }).click();
    await expectVisible(page.getByRole('heading', { name: '1 problem found' }));

    // Spoiler-safe on (the settings screen is another feature's: its API, from the page).
    const userId = await signedInUserId(page);
    const status = await page.evaluate(async (id) => {
      const response = await fetch(`/api/myprofile/${id}/updateprofile`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ spoilerSafe: true }),
      });
      return response.status;
    }, userId);
    expect(status).toBe(200);
    await page.goto(`/dashboard?q=${word}`);
    await expectVisible(page.getByRole('heading', { name: '4 problems found' }));
    const football = card(page, titles.football);
    await expectVisible(football.getByText('Difficulty hidden'));
    await expectVisible(football.getByText('Tags hidden'));
    await expectHidden(football.getByTitle('Difficulty 5 out of 10'), 'the hidden difficulty');
    // Solved problems show theirs.
    await expectVisible(card(page, titles.watermelon).getByTitle('Difficulty 1 out of 10'));
    await expectVisible(card(page, titles.theatre).getByTitle('Difficulty 3 out of 10'));
    await expectNoSeriousA11yViolations(page, 'the dashboard, spoiler-safe');
    // On a phone a hidden card's badges, Reveal and Add to list wrap inside the card.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 780 });
    await expectVisible(football.getByRole('button', { name: /Reveal/ }));
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    if (wide !== null) await page.setViewportSize(wide);

    // The difficulty filter still works on hidden values.
    await page.getByLabel('Minimum difficulty').selectOption('5');
    await expectVisible(page.getByRole('heading', { name: '1 problem found' }));
    await expectVisible(football.getByText('Difficulty hidden'));

    // Reveal one on its page: that one only.
    await page.goto(`/problem/${footballId}`);
    await expectVisible(page.getByText('Difficulty hidden'));
    await page.getByRole('button', { name: 'Reveal difficulty and tags' }).click();
    await expectVisible(page.getByTitle('Difficulty 5 out of 10'));
    await expectVisible(page.getByRole('link', { name: 'Problems tagged greedy' }));
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectPath(page, '/dashboard');
    await expectVisible(card(page, titles.football).getByTitle('Difficulty 5 out of 10'));
  });
});
