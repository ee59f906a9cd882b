import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DatabaseInUseError } from './data-dir-lock.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { demoPassword } from './seed/users.ts';

/**
 * `npm run seed`: demo data for trying Upsolve out, safe to run again (nothing is duplicated).
 * With the embedded database, stop the server first: PGlite is opened by one process at a time.
 */
async function seed(): Promise<void> {
  const config = loadConfig(process.env);
  const handle = await openDatabase(config);
  try {
    const { users, problemsAdded } = await seedDemoData(handle.db);
    console.log(
      `Demo users ${users.map((user) => user.username).join(', ')} (password "${demoPassword}").`,
    );
    console.log(
      problemsAdded === 0
        ? 'Demo problems were already there: nothing added.'
        : `Added ${problemsAdded} demo problems with their solutions, reviews and bookmarks.`,
    );
  } finally {
    await handle.close();
  }
}

try {
  await seed();
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
