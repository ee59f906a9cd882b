import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Launches the system's Chromium; a missing browser is an error, never a reason to skip. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it (Debian: \`apt-get install -y chromium\`) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}
