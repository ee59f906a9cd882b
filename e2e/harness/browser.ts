import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { findChromium } from '../../scripts/chromium.mjs';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Launches the system's Chromium; a missing browser is an error, never a reason to skip. */
export async function launchChromium(): Promise<Browser> {
  // `npm test` finds (or installs) the browser first and passes it on in CHROMIUM_PATH.
  const executablePath = findChromium();
  if (executablePath === null || !existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found${executablePath === null ? '' : ` at ${executablePath}`}. ` +
        'Run the tests with `npm test`, which installs it where it can, install it ' +
        '(Debian: `sudo apt-get install -y chromium`), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}
