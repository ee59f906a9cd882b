import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectVisible } from '../harness/expect.ts';
import { createProblem } from '../harness/content.ts';
import { signedInUserId, signUpViaUi, uniqueUser } from '../harness/users.ts';

// Each test signs up its own users from the same address.
const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

/** Where the author's browser is: the zone the account takes until they choose another. */
const browserZone = 'America/Los_Angeles';

/** "Nov 27, 2026": today in `timeZone`, as a heatmap square names it. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

async function postSolution(page: Page, problemId: string): Promise<void> {
  const response = await page.request.post(`/api/problem/${problemId}/addsolution`, {
    data: {
      approach: 'Parity: answer YES when $w$ is even and $w > 2$.',
      description: 'Both parts are even, so $w \\ge 4$ and even.',
      code: 'w = int(input())\nprint("YES" if w % 2 == 0 and w > 2 else "NO")',
      language: 'python',
    },
  });
  expect(response.status()).toBe(201);
}

describe('a year of activity', () => {
  test('a posted solution shows on the heatmap, in the browser’s zone, then in the zone chosen in settings', async ({
    openPage,
  }) => {
    const page = await openPage({ timezoneId: browserZone });
    await signUpViaUi(page, uniqueUser('heat'));
    const userId = await signedInUserId(page);
    const problemId = await createProblem(page);
    await postSolution(page, problemId);

    // The own profile saves the browser's zone (none was chosen) and counts the day in it.
    await page.goto(`/myprofile/${userId}`);
    await expectVisible(page.getByText(`Days in ${browserZone}`));
    const today = page.getByRole('gridcell', {
      name: `0 solved, 1 posted on ${todayIn(browserZone)}`,
    });
    await expectVisible(today, 'today’s square');
    await expectVisible(page.getByText('Current streak').locator('xpath=..').getByText('1 day'));
    await expectNoSeriousA11yViolations(page, 'own profile with activity');

    // One tab stop: today's square takes the focus, the arrows move it a day.
    await today.focus();
    await page.keyboard.press('ArrowUp');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(/^No activity on /);

    // Someone else sees the same day on the profile.
    const other = await openPage({ timezoneId: 'Asia/Kolkata' });
    await signUpViaUi(other, uniqueUser('viewer'));
    await other.goto(`/profile/${userId}`);
    await expectVisible(other.getByText(`Days in ${browserZone}`));
    await expectVisible(
      other.getByRole('gridcell', { name: `0 solved, 1 posted on ${todayIn(browserZone)}` }),
    );

    // The author chooses another zone in settings: the calendar counts in it at once.
    await page.goto('/settings');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Upsolve tracking' }));
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    expect(await zone.inputValue()).toBe(browserZone);
    await zone.selectOption('Asia/Tokyo');
    await expectVisible(page.getByText('Settings saved'));
    await expectNoSeriousA11yViolations(page, 'settings with Upsolve tracking');
    await page.goto(`/myprofile/${userId}`);
    await expectVisible(page.getByText('Days in Asia/Tokyo'));
    await expectVisible(
      page.getByRole('gridcell', { name: `0 solved, 1 posted on ${todayIn('Asia/Tokyo')}` }),
    );
    // It follows the account: the other browser's view changes too.
    await other.reload();
    await expectVisible(other.getByText('Days in Asia/Tokyo'));
  });

  test('the heatmap scrolls inside its box on a phone, never the page', async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 360, height: 780 }, colorScheme: 'dark' });
    await signUpViaUi(page, uniqueUser('phone'));
    const userId = await signedInUserId(page);
    await page.goto(`/myprofile/${userId}`);
    await expectVisible(page.getByRole('grid', { name: /^Activity in / }));
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    const box = page.getByTestId('heatmap-scroll');
    const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await expectNoSeriousA11yViolations(page, 'own profile on a phone, dark');
  });
});
