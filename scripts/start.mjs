// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server, forwarding signals and the exit code. Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'web', 'dist', 'index.html');
const webSources = [
  path.join(root, 'web', 'src'),
  path.join(root, 'web', 'index.html'),
  path.join(root, 'web', 'public'),
  path.join(root, 'contract', 'src'),
];

/** Newest modification time (ms) of a file or of any file below a directory; 0 if missing. */
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

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestMtime(source) > builtAt);
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    });
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (webBuildIsStale()) {
  console.log('Building the web app (web/dist is missing or older than its sources)...');
  const code = await run(npm, ['run', 'build', '-w', 'web']);
  if (code !== 0) {
    console.error(`The web build failed (exit code ${code}); the server was not started.`);
    process.exit(code);
  }
}

const serverEntry = path.join(root, 'server', 'src', 'main.ts');
process.exit(await run(process.execPath, ['--import', 'tsx', serverEntry]));
