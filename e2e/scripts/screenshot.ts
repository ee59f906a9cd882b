/**
 * Takes the README's screenshot (docs/screenshot.png): starts the built app on a temporary data
 * directory, opens the landing page in the system's Chromium and saves it.
 * Run after `npm run build`: `node --import tsx e2e/scripts/screenshot.ts [landing|dashboard]`.
 */
import path from 'node:path';
import { launchChromium } from '../harness/browser.ts';
import { expectVisible } from '../harness/expect.ts';
import { repoRoot } from '../harness/paths.ts';
import { startServer } from '../harness/server.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

const screen = process.argv[2] ?? 'landing';
if (screen !== 'landing' && screen !== 'dashboard') {
  throw new Error(`Unknown screen ${JSON.stringify(screen)}: use landing or dashboard`);
}
const output = path.join(repoRoot, 'docs', 'screenshot.png');

const server = await startServer();
try {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    if (screen === 'dashboard') {
      await signUpViaUi(page, uniqueUser('ada'));
    } else {
      await page.goto('/');
    }
    await expectVisible(page.getByRole('main'));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: output });
    console.log(`Saved ${output}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
