// The two builds `npm run build` makes, the sources each is made from, and how to make them, so
// `npm start` and the end-to-end harness can tell a stale build from a fresh one. Plain Node.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The web app Vite writes, and the server bundle esbuild writes (server/build.mjs). */
export const builds = {
  web: {
    output: path.join(repoRoot, 'web', 'dist', 'index.html'),
    sources: ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'contract/src'],
    command: ['npm', ['run', 'build', '-w', 'web']],
    // Vite lists every file it writes; someone waiting for `npm start` needs only the problems.
    quietCommand: ['npm', ['run', '--silent', 'build', '-w', 'web', '--', '--logLevel', 'warn']],
  },
  server: {
    output: path.join(repoRoot, 'server', 'dist', 'main.js'),
    sources: ['server/src', 'server/build.mjs', 'contract/src'],
    command: [process.execPath, ['server/build.mjs']],
    quietCommand: [process.execPath, ['server/build.mjs']],
  },
};

/**
 * The server bundle's command line after `node`, as `npm start` runs it. Young objects get 8 MB
 * semi-spaces instead of V8's 16: an idle server holds about 20 MiB less, and a loaded one was as
 * fast in the mixed workload (docs/performance.md, "Memory of the embedded database").
 */
export const serverArguments = [
  '--max-semi-space-size=8',
  '--enable-source-maps',
  builds.server.output,
];

/**
 * glibc's allocator settings `startEnvironment` adds: its mmap threshold held at 768 KiB and its
 * trim threshold at 1 MiB. Left to itself glibc raises the mmap threshold each time a large block
 * is freed (up to 32 MiB; start-up frees several, the embedded database's WebAssembly among them),
 * so the blocks start-up allocates and frees afterwards come from the threads' arenas and stay
 * there: 30-70 MiB of an idle server, a different amount at every start. Held lower than brotli's
 * 516 KiB encoder block, every compressed answer would take fresh, zeroed pages from the kernel
 * (docs/performance.md, "Memory of the embedded database").
 */
const mallocSetting = 'glibc.malloc.mmap_threshold=786432:glibc.malloc.trim_threshold=1048576';

/**
 * The environment the server runs in: `environment` with `mallocSetting` added to its
 * `GLIBC_TUNABLES`. A threshold the caller set is kept; other C libraries ignore the variable.
 */
export function startEnvironment(environment) {
  const tunables = environment.GLIBC_TUNABLES ?? '';
  if (tunables.includes('glibc.malloc.mmap_threshold=')) return environment;
  const GLIBC_TUNABLES = tunables === '' ? mallocSetting : `${tunables}:${mallocSetting}`;
  return { ...environment, GLIBC_TUNABLES };
}

/** Newest modification time (ms) of a file or of any file below a folder; 0 if missing. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when the build's output is missing or older than one of its sources. */
export function isStale(name) {
  const build = builds[name];
  if (!existsSync(build.output)) return true;
  const builtAt = statSync(build.output).mtimeMs;
  return build.sources.some((source) => newestMtime(path.join(repoRoot, source)) > builtAt);
}

/** Names of the builds that are missing or out of date. */
export function staleBuilds() {
  return Object.keys(builds).filter((name) => isStale(name));
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Makes the named builds in order; resolves with the first failing exit code, or 0. `quiet` keeps
 * to warnings and errors.
 */
export async function makeBuilds(names, { quiet = false } = {}) {
  for (const name of names) {
    const [command, args] = quiet ? builds[name].quietCommand : builds[name].command;
    const code = await run(command, args);
    if (code !== 0) {
      console.error(`The ${name} build failed (exit code ${code}).`);
      return code;
    }
  }
  return 0;
}
