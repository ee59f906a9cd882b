// `npm test`: builds what is stale, makes sure the end-to-end tests have a browser, then runs the
// suites with Vitest. Arguments go to `vitest run` (e.g. `npm test -- --project e2e`).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { makeBuilds, repoRoot, staleBuilds } from './builds.mjs';
import { chromiumCandidates, findChromium } from './chromium.mjs';

const vitestArgs = process.argv.slice(2);
const installCommand = 'sudo apt-get install -y chromium';

/** The end-to-end project runs unless the arguments pick only other projects. */
function runsEndToEnd(args) {
  const projects = args.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    return arg === '--project' && index + 1 < args.length ? [args[index + 1]] : [];
  });
  return projects.length === 0 || projects.includes('e2e');
}

function succeeds(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.status === 0;
}

/** `apt-get` run as root, directly or through password-less sudo; null when neither works. */
function rootAptGet() {
  if (!succeeds('apt-get', ['--version'])) return null;
  if (process.getuid?.() === 0) return [];
  return succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
}

/** apt-get update and install chromium as root; true when both succeed. */
function installChromium(asRoot) {
  // sudo passes on almost no environment, so `env` sets the variable apt needs to never prompt.
  const apt = (args) => {
    const [command, ...rest] = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive'];
    return spawnSync(command, [...rest, 'apt-get', ...args], { stdio: 'inherit' }).status === 0;
  };
  return apt(['update']) && apt(['install', '-y', 'chromium']);
}

/** A browser's path for the end-to-end tests, installing Debian's chromium where that is allowed. */
function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (succeeds(configured, ['--version'])) return configured;
    fail(`CHROMIUM_PATH is set to ${configured}, but no working browser is there.`);
  }
  const found = findChromium();
  if (found !== null) return found;
  const asRoot = rootAptGet();
  if (asRoot === null) {
    fail(
      'The end-to-end tests need Chromium, and none was found (looked at CHROMIUM_PATH and ' +
        `${chromiumCandidates().length} usual locations). Install it with:\n\n  ${installCommand}\n\n` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.',
    );
  }
  console.log("No Chromium found for the end-to-end tests: installing Debian's chromium package.");
  if (!installChromium(asRoot)) fail(`Installing chromium failed. Run: ${installCommand}`);
  const installed = findChromium();
  if (installed === null)
    fail('chromium was installed, but no browser was found. Set CHROMIUM_PATH.');
  return installed;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

// The browser first: a machine without one learns it at once, not after the builds.
const env = { ...process.env };
if (runsEndToEnd(vitestArgs)) {
  env.CHROMIUM_PATH = ensureChromium();
  console.log(`End-to-end tests use ${env.CHROMIUM_PATH}`);
}

const buildCode = await makeBuilds(staleBuilds());
if (buildCode !== 0) process.exit(buildCode);

const vitest = spawn(
  path.join(repoRoot, 'node_modules', '.bin', 'vitest'),
  ['run', ...vitestArgs],
  { cwd: repoRoot, env, stdio: 'inherit' },
);
const forward = (signal) => vitest.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
vitest.once('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 130)));
