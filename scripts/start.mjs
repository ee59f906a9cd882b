// `npm start`: builds whatever is missing or older than its sources (the web app, the server
// bundle), then runs the server, forwarding signals and the exit code. Plain Node.
import { spawn } from 'node:child_process';
import { makeBuilds, repoRoot, serverArguments, startEnvironment, staleBuilds } from './builds.mjs';

const stale = staleBuilds();
if (stale.length > 0) {
  console.log(`Building ${stale.join(' and ')} (missing or older than the sources)...`);
  const code = await makeBuilds(stale, { quiet: true });
  if (code !== 0) {
    console.error('Upsolve was not started.');
    process.exit(code);
  }
}

const server = spawn(process.execPath, serverArguments, {
  cwd: repoRoot,
  env: startEnvironment(process.env),
  stdio: 'inherit',
});
const forward = (signal) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.once('error', (error) => {
  console.error(`The server could not be started: ${error.message}`);
  process.exit(1);
});
server.once('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
