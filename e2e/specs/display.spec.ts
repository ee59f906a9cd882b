import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectVisible } from '../harness/expect.ts';
import { createProblem } from '../harness/content.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

// Each test signs up its own user from the same address.
const { test } = useApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });

/** Posts a solution through the API and returns its page's path. */
async function createSolution(page: Page, problemId: string, code: string): Promise<string> {
  const response = await page.request.post(`/api/problem/${problemId}/addsolution`, {
    data: { approach: 'Scan once.', description: 'Linear.', code, language: 'javascript' },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { solution: { _id: string } };
  return `/problem/${problemId}/solutions/${body.solution._id}`;
}

/** What the user would hit when clicking the middle of the element: the element itself? */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('what the page shows', () => {
  test('math in a statement cannot paint over the title and the buttons', async ({ page }) => {
    await signUpViaUi(page, uniqueUser('math'));
    const problemId = await createProblem(page, {
      statement:
        'Huge: $\\rule{2000px}{3000px}$ and moved: $\\kern{-900px}\\raisebox{600px}{x}$ and ' +
        '$\\smash{\\raisebox{900px}{\\rule{1500px}{1500px}}}$.',
    });

    await page.goto(`/problem/${problemId}`);
    await expectVisible(page.locator('.katex').nth(2), 'the typeset formulas');
    const title = page.getByRole('heading', { level: 1 });
    const covered: string[] = [];
    for (const [name, locator] of [
      ['the title', title],
      ['Back to Dashboard', page.getByRole('link', { name: 'Back to Dashboard' })],
      ['Bookmark', page.getByRole('button', { name: 'Bookmark' })],
      ['Open on Codeforces', page.getByRole('link', { name: /Open on Codeforces/ })],
      ['Add Solution', page.getByRole('link', { name: 'Add Solution' })],
    ] as const) {
      if (!(await isOnTop(locator))) covered.push(name);
    }
    expect(covered, 'elements painted over by the statement').toEqual([]);
  });

  test('code shows no ligatures: in the landing preview, the code viewer and the editor', async ({
    page,
  }) => {
    const ligaturesOff = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return (
          /"liga" 0/.test(style.fontFeatureSettings) && /"calt" 0/.test(style.fontFeatureSettings)
        );
      });

    await page.goto('/');
    const preview = page.locator('pre').first();
    await expectVisible(preview, 'the landing page code preview');
    expect(await ligaturesOff(preview)).toBe(true);

    await signUpViaUi(page, uniqueUser('liga'));
    const problemId = await createProblem(page, { statement: 'Count pairs with $a_i \\le k$.' });
    await page.goto(await createSolution(page, problemId, 'if (a <= b && a != c) f = (x) => x;'));
    const viewer = page.getByRole('textbox', { name: 'Solution code' });
    await expectVisible(viewer.getByText('a <= b'), 'the highlighted code');
    expect(await ligaturesOff(viewer)).toBe(true);

    await page.goto(`/problem/${problemId}/addsolution`);
    const editor = page.getByRole('textbox', { name: 'Code' });
    await expectVisible(editor, 'the code editor');
    expect(await ligaturesOff(editor)).toBe(true);
  });

  test('every token of highlighted code keeps AA contrast (4.5:1), in both themes', async ({
    page,
    openPage,
  }) => {
    await signUpViaUi(page, uniqueUser('contrast'));
    const problemId = await createProblem(page, { statement: 'Match $w$.' });
    const code =
      'const pattern = /ab+c/g; // a comment\nconst line = "tab\\there\\n" + 42 + `t${x}`;\nif (pattern.test(line)) return null;';
    const solutionPath = await createSolution(page, problemId, code);
    const dark = await openPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    await dark.context().addCookies(await page.context().cookies());

    for (const [theme, screen] of [
      ['light', page],
      ['dark', dark],
    ] as const) {
      await screen.goto(solutionPath);
      const viewer = screen.getByRole('textbox', { name: 'Solution code' });
      await expectVisible(viewer.getByText('/ab+c/g'), `the highlighted regex (${theme})`);
      const lowContrast = await viewer.evaluate((content) => {
        // The canvas reads any CSS colour (rgb, oklch) as sRGB channels.
        const canvas = document
          .createElement('canvas')
          .getContext('2d', { willReadFrequently: true });
        const channels = (colour: string) => {
          if (!canvas) return [0, 0, 0];
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = colour;
          canvas.fillRect(0, 0, 1, 1);
          return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const luminance = (colour: string) => {
          const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const editor = content.closest('.cm-editor');
        const background = editor ? getComputedStyle(editor).backgroundColor : 'rgb(255, 255, 255)';
        return Array.from(content.querySelectorAll('span'))
          .map((span) => {
            const [light, darker] = [
              luminance(getComputedStyle(span).color),
              luminance(background),
            ].sort((a, b) => b - a);
            return {
              text: span.textContent,
              ratio: ((light ?? 0) + 0.05) / ((darker ?? 0) + 0.05),
            };
          })
          .filter(({ ratio }) => ratio < 4.5)
          .map(({ text, ratio }) => `${text ?? ''} (${ratio.toFixed(2)}:1)`);
      });
      expect(lowContrast, `tokens under 4.5:1 in the ${theme} theme`).toEqual([]);
      await expectNoSeriousA11yViolations(screen, `a solution's code, ${theme} theme`);
    }
  });

  test('a success toast leaves the header (username, Log out) uncovered', async ({
    page,
    openPage,
  }) => {
    for (const phone of [false, true]) {
      const screen = phone ? await openPage({ viewport: { width: 360, height: 740 } }) : page;
      await signUpViaUi(screen, uniqueUser('toast'));
      const problemId = await createProblem(screen, { statement: 'Delete me.' });
      await screen.goto(`/problem/${problemId}`);
      await screen.getByRole('button', { name: 'Delete Problem' }).click();
      const toast = screen.getByText('Problem deleted successfully');
      await expectVisible(toast, 'the success toast');
      const toastBox = await screen.locator('[data-sonner-toast]').first().boundingBox();
      const headerBox = await screen.getByRole('banner').boundingBox();
      expect(toastBox).not.toBeNull();
      expect(headerBox).not.toBeNull();
      if (toastBox === null || headerBox === null) return;
      expect(
        overlaps(toastBox, headerBox),
        `toast over the header at ${phone ? 360 : 1280} px`,
      ).toBe(false);
    }
  });
});
