import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DatabaseInUseError } from './data-dir-lock.ts';
import { demoPassword, seedUsers } from './seed/users.ts';

/**
 * `npm run seed`: demo data for trying Upsolve out, safe to run again (nothing is duplicated).
 * With the embedded database, stop the server first: PGlite is opened by one process at a time.
 */
async function seed(): Promise<void> {
  const config = loadConfig(process.env);
  const handle = await openDatabase(config);
  try {
    const users = await seedUsers(handle.db);
    console.log(
      `Seeded users ${users.map((user) => user.username).join(', ')} (password "${demoPassword}").`,
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
