import { buildApp } from './app.ts';
import type { App } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { DatabaseInUseError } from './db/data-dir-lock.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function startApp(config: Config): Promise<App> {
  try {
    return await buildApp(config);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await startApp(config);

/** Connections still open this long after a shutdown signal are cut, so the process exits. */
const shutdownDeadlineMs = 10_000;

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  // A terminal's Ctrl-C reaches both `npm start`'s wrapper (which forwards it) and this process.
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'Shutting down');
  setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, shutdownDeadlineMs).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
  console.error(`Cannot listen on ${config.host}:${config.port} (${code}). Set PORT or HOST.`);
  await app.close();
  process.exit(1);
}
app.log.info(`Upsolve listening on http://${config.host}:${config.port}`);
