import { buildApp } from './app.ts';
import type { App } from './app.ts';
import { loadConfig } from './config.ts';
import { users } from './db/schema/index.ts';
import { startBanner } from './start-banner.ts';
import { startupFailureMessage } from './startup-failure.ts';

/** Connections still open this long after a shutdown signal are cut, so the process exits. */
const shutdownDeadlineMs = 10_000;

function handleShutdownSignals(app: App): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    // A terminal's Ctrl-C reaches both `npm start`'s wrapper (which forwards it) and this process.
    if (closing) return;
    closing = true;
    app.log.debug({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    try {
      await app.close();
      // For the person at the terminal: one plain line, as the banner was.
      process.stdout.write('Upsolve stopped.\n');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

let app: App | undefined;
try {
  const config = loadConfig(process.env);
  app = await buildApp(config);
  handleShutdownSignals(app);
  // Fastify logs one line per bound address (0.0.0.0 in a container, the machine's IPs), which
  // says nothing about where to open the app; the banner below says it once.
  const logLevel = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = logLevel;
  const empty = await app.db.select({ id: users.id }).from(users).limit(1);
  process.stdout.write(
    startBanner(config, { createdNow: app.databaseCreatedNow, empty: empty.length === 0 }),
  );
} catch (error) {
  // Every way start-up can fail (bad setting, database unreachable or in use, a migration, a
  // busy port) ends the same way: one line saying what to fix, exit code 1, no stack trace.
  console.error(startupFailureMessage(error));
  await app?.close().catch(() => undefined);
  process.exit(1);
}
