import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

function serverProject(
  name: string,
  database: 'pglite' | 'postgres',
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root,
      include: ['src/**/*.test.ts'],
      // `*.postgres.test.ts` checks what only PostgreSQL has (named statements, several
      // connections), `*.pglite.test.ts` what only the embedded database has (its upkeep).
      exclude: [database === 'pglite' ? 'src/**/*.postgres.test.ts' : 'src/**/*.pglite.test.ts'],
      globalSetup: ['src/test/global-setup.ts'],
      // Read by src/test/test-database.ts to pick the database each test file gets.
      env: { UPSOLVE_TEST_DATABASE: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * `server` runs every file on PGlite; with TEST_DATABASE_URL set, `server-postgres` runs the same
 * files against PostgreSQL, each file in a database of its own.
 */
// CI provides PostgreSQL and Redis: there, a missing variable is a broken setup, not a reason to
// skip the tests that need it.
if (process.env.CI && (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)) {
  throw new Error('CI is set, so the server tests need TEST_DATABASE_URL and TEST_REDIS_URL.');
}

export const serverProjects: TestProjectInlineConfiguration[] = [
  serverProject('server', 'pglite'),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
];

export default defineConfig({ test: { projects: serverProjects } });
