import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const failingImpacts = new Set(['serious', 'critical']);

/**
 * Resolves once every finite animation on the page has finished (a toast or banner fading in is
 * judged at its final colours, not half transparent); endless ones (spinners) are left running.
 */
function animationsSettled(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core (WCAG 2 A/AA rules) on the page as it is once its animations have settled, and
 * fails on any serious or critical violation, listing each rule with the elements it flagged.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((violation) =>
    failingImpacts.has(violation.impact ?? ''),
  );
  if (serious.length === 0) return;
  const report = serious
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n');
      return `- ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${targets}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${screen}:\n${report}`);
}
