// Finds a Chromium or Chrome for the end-to-end tests: CHROMIUM_PATH first, then the places
// distributions and vendors install one. Plain Node, shared by `npm test` and the e2e harness.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const commandNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const fixedLocations = [
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Every place looked at, in order: /usr/bin first, then the rest of PATH, then fixed paths. */
export function chromiumCandidates(env = process.env) {
  const folders = ['/usr/bin', ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  const onPath = [...new Set(folders)].flatMap((folder) =>
    commandNames.map((name) => path.join(folder, name)),
  );
  return [...onPath, ...fixedLocations];
}

/**
 * The browser to use: CHROMIUM_PATH when set (even if nothing is there, so a wrong setting is
 * reported rather than passed over), otherwise the first executable candidate, otherwise null.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return chromiumCandidates(env).find(isExecutable) ?? null;
}
